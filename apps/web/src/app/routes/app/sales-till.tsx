import { TillScreen } from '@/features/sales';

/** docs/product.md §29.6: the day's till and its Z report; its screen's code loads with it. */
export function SalesTillRoute() {
  return <TillScreen />;
}
