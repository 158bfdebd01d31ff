// A repair's photo as the server answers it (docs/product.md §12.3), for the tests' fake servers.
import type { TPhoto } from '@rueda/domain';

export function photo(overrides: Partial<TPhoto> = {}): TPhoto {
  return {
    id: 'p-1',
    repairId: 'r-1',
    bikeId: null,
    takenBy: { userId: 'user-1', name: 'Ana' },
    created: '2026-11-20T09:30:00.000Z',
    width: 1600,
    height: 1200,
    contentType: 'image/jpeg',
    size: 1000,
    ...overrides,
  };
}
