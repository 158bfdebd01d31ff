// The workshop's mechanics, which repairs lean on (docs/product.md §3); the team feature manages them.
export { mechanicsQueryOptions, useMechanics } from '@/lib/mechanics';
