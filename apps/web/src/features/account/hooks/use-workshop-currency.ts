import { DEFAULT_CURRENCY } from '@rueda/domain';
import { useAccount } from '../api/get-account';

/** The workshop's currency code (docs/product.md §3 workshopConfig; € EUR by default). */
export function useWorkshopCurrency(): string {
  return useAccount().data?.workshop?.currency.name ?? DEFAULT_CURRENCY.name;
}

/** The workshop's currency symbol, for amounts being typed ('€'). */
export function useWorkshopCurrencySymbol(): string {
  return useAccount().data?.workshop?.currency.symbol ?? DEFAULT_CURRENCY.symbol;
}
