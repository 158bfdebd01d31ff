// Amounts (docs/product.md §9): cents, formatted with the es-ES locale, the currency's code in uppercase.
import { AMOUNT_LOCALE, DEFAULT_CURRENCY } from './constants.ts';

const formatters = new Map<string, Intl.NumberFormat>();

function formatterFor(code: string): Intl.NumberFormat {
  let formatter = formatters.get(code);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(AMOUNT_LOCALE, { style: 'currency', currency: code });
    } catch {
      formatter = new Intl.NumberFormat(AMOUNT_LOCALE, { style: 'currency', currency: DEFAULT_CURRENCY.name });
    }
    formatters.set(code, formatter);
  }
  return formatter;
}

/** `2999` in `eur` → "29,99 €". */
export function formatAmount(cents: number, currencyName: string = DEFAULT_CURRENCY.name): string {
  return formatterFor(currencyName.toUpperCase()).format(cents / 100);
}

/** The sum of priced items (price × quantity), in cents. */
export function sumOfItems(items: readonly { price: number; quantity?: number }[]): number {
  return items.reduce((sum, item) => sum + item.price * (item.quantity ?? 1), 0);
}
