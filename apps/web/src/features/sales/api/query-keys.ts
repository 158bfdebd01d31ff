// The sales feature's query keys (docs/product.md §29).
export const salesKeys = {
  all: ['sales'] as const,
  settings: () => [...salesKeys.all, 'settings'] as const,
};
