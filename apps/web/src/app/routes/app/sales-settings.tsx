import { TaxSettingsScreen } from '@/features/sales';

/** docs/product.md §29.1: the workshop's tax settings and series. */
export function SalesSettingsRoute() {
  return <TaxSettingsScreen />;
}
