// The online booking feature's query keys (docs/product.md §22.1).
export const onlineBookingKeys = {
  all: ['online-booking'] as const,
  settings: () => [...onlineBookingKeys.all, 'settings'] as const,
};
