// The recommendations' query keys: a bike's open ones (docs/product.md §31.1).
export const recommendationsKeys = {
  all: ['recommendations'] as const,
  bike: (bikeId: string) => [...recommendationsKeys.all, 'bike', bikeId] as const,
};
