import { PartsScreen } from '@/features/parts';

/** docs/product.md §31.2: the Pedidos view. */
export function PartsRoute() {
  return <PartsScreen />;
}
