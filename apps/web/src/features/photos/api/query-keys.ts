// The photos' query keys: a repair's list, a bike's photo, and an image's object URL.
export const photosKeys = {
  all: ['photos'] as const,
  repair: (repairId: string) => [...photosKeys.all, 'repair', repairId] as const,
  bike: (bikeId: string) => [...photosKeys.all, 'bike', bikeId] as const,
  image: (id: string, size: string) => [...photosKeys.all, 'image', id, size] as const,
  /** The workshop's logo in one version (docs/product.md §18.2). */
  logo: (version: string) => [...photosKeys.all, 'logo', version] as const,
};
