// The transfers' query keys (docs/product.md §32.4): the workshop in use's lists, one tree a write refreshes.
export const transfersKeys = {
  all: ['transfers'] as const,
  list: () => [...transfersKeys.all, 'list'] as const,
};
