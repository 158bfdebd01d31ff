// The kinds of bike a workshop sees; 'unknown' is docs/product.md §3's default. Without zod, for the customers'
// booking page (docs/product.md §22.2).
export const BIKE_TYPES = ['road', 'mountain', 'gravel', 'urban', 'electric', 'kids', 'other', 'unknown'] as const;
export type BikeType = (typeof BIKE_TYPES)[number];
