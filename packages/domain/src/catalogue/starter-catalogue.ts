// The catalogue a new workshop may start from (the onboarding's `starterCatalogue` choice): what a
// typical bicycle workshop in Spain or Portugal offers, titled in the owner's language and priced in
// the workshop's currency. Every item is an ordinary catalogue item: the owner edits, archives or adds
// to it on the services screen. Each text is written once per language, side by side, so both
// languages hold the same items; ids are the same in every language and currency.
import type { Language } from '../constants.ts';
import type { TCurrency } from '../workshop.ts';
import type { TCatalogueInput } from './catalogue.ts';
import { GROUPS, type Words } from './starter-catalogue-items.ts';
import { MAINTENANCES } from './starter-maintenances.ts';
import { PACKS } from './starter-packs.ts';
import { SUSPENSIONS } from './starter-suspensions.ts';
import { STOCK_ITEMS } from './starter-catalogue-stock.ts';

/**
 * Rough rates: one euro in each currency offered at onboarding (CURRENCY_CHOICES), as they stood
 * in 2025. They only turn the euro prices into a sensible start; they are never updated, and the
 * owner sets their own prices. A currency not listed keeps the euro figures.
 */
export const STARTER_EURO_RATES: Readonly<Record<string, number>> = {
  EUR: 1,
  USD: 1.15,
  GBP: 0.86,
  BRL: 6.3,
  AOA: 1050,
  MZN: 73,
};

/**
 * A euro price (in cents) in `currencyName`, in cents. Euro prices are kept as written. Another
 * currency's are converted and rounded to two significant figures, never finer than a whole unit:
 * 39 € → 45 US$, 95 € → 82 £, 95 € → 600 R$, 95 € → 100 000 Kz. Why not x,99: a converted price
 * ending in ,99 looks made up in kwanzas or meticais (and 99 999 Kz is not how a shop writes it), while
 * a round figure reads as a shop's own price at every size of unit, from pounds to kwanzas. From ten
 * units up the rounding moves a price by 5 % at the most, less than the rates' own roughness; it
 * keeps the order of prices (cost ≤ price, from ≤ to).
 */
export function starterPrice(euroCents: number, currencyName: string): number {
  const code = currencyName.toUpperCase();
  const rate = STARTER_EURO_RATES[code];
  if (code === 'EUR' || rate === undefined) return euroCents;
  const units = (euroCents / 100) * rate;
  if (units <= 0) return 0;
  const step = Math.max(1, 10 ** (Math.floor(Math.log10(units)) - 1));
  return Math.round(units / step) * step * 100;
}

/** The five groups of maintenances, as the services screen shows them. */
export function starterCatalogue(language: Language, currency: TCurrency): TCatalogueInput {
  const say = (words: Words) => words[language];
  const priced = (euroCents: number) => starterPrice(euroCents, currency.name);
  const pricedOrNull = (euroCents: number | undefined) => (euroCents === undefined ? null : priced(euroCents));
  return {
    packs: PACKS.map((pack, position) => ({
      id: pack.id,
      position,
      title: say(pack.title),
      subtitle: say(pack.subtitle),
      description: say(pack.description),
      recommendation: say(pack.recommendation),
      price: priced(pack.price),
      estimatedMinutes: pack.estimatedMinutes,
      allowedDisciplines: pack.allowedDisciplines ?? [],
      details: pack.details.map(say),
      checklist: pack.checklist.map(say),
    })),
    maintenances: MAINTENANCES.map((maintenance, position) => ({
      id: maintenance.id,
      position,
      group: say(GROUPS[maintenance.group]),
      title: say(maintenance.title),
      description: say(maintenance.description),
      price: priced(maintenance.price),
      price_from: pricedOrNull(maintenance.from),
      price_to: pricedOrNull(maintenance.to),
      estimatedMinutes: maintenance.estimatedMinutes,
      checklist: (maintenance.checklist ?? []).map(say),
    })),
    suspensions: SUSPENSIONS.map((suspension, position) => ({
      id: suspension.id,
      position,
      title: say(suspension.title),
      description: say(suspension.description),
      price: priced(suspension.price),
      estimatedMinutes: suspension.estimatedMinutes,
    })),
    stockItems: STOCK_ITEMS.map((item, position) => ({
      id: item.id,
      position,
      title: say(item.title),
      reference: item.reference,
      price: priced(item.price),
      cost: priced(item.cost),
      quantity: item.quantity,
      minQuantity: item.minQuantity,
    })),
  };
}
