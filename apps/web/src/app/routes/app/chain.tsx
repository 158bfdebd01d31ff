import { ChainScreen } from '@/features/chain-dashboard';

/** docs/product.md §32.2: the chain's view, for the chain's administrators. */
export function ChainRoute() {
  return <ChainScreen />;
}
