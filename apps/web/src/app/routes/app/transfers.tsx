import { TransfersScreen } from '@/features/transfers';

/** docs/product.md §32.4: stock moves between the chain's shops. */
export function TransfersRoute() {
  return <TransfersScreen />;
}
