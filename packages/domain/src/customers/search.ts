// Finding a customer again (docs/product.md §11.1): by name, surname, phone (any formatting, any part of its
// digits), email, tax id, or a bike's brand, model or frame number.
import { foldText, searchWordsOf } from '../repairs/summary.ts';
import { phoneDigits, type TBike, type TCustomer } from './customer.ts';

/** What a phone may be written with; a query made only of these is read as its digits. */
const PHONE_LIKE = /^[+()\d\s./-]*\d[+()\d\s./-]*$/;

/** The text a customer is found by, folded: their fields, the phone's digits and their bikes'. */
export function customerSearchText(
  customer: Pick<TCustomer, 'name' | 'surname' | 'phone' | 'email' | 'dni'>,
  bikes: readonly Pick<TBike, 'manufacturer' | 'model' | 'frameNumber'>[],
): string {
  return foldText(
    [
      customer.name,
      customer.surname,
      customer.phone,
      phoneDigits(customer.phone),
      customer.email,
      customer.dni,
      ...bikes.flatMap((bike) => [bike.manufacturer?.label ?? '', bike.model?.label ?? '', bike.frameNumber]),
    ].join(' '),
  );
}

/** Spain's and Portugal's country codes, written '+34' or '0034': a query drops them, as a phone stored without one lacks them. */
const COUNTRY_PREFIX = /^(?:\+|00)(?:34|351)(?=[\s./-]*\d)/;

/** The digits a phone-like query looks for. */
function queryDigits(query: string): string {
  return phoneDigits(query.trim().replace(COUNTRY_PREFIX, ''));
}

/**
 * The words a customer search looks for. A query that looks like a phone ('600-12-34', '+34 600 12')
 * becomes its digits, so it finds '600 12 34 56' however either was written; otherwise each word,
 * a phone-like word again as its digits.
 */
export function customerSearchWordsOf(query: string): string[] {
  if (PHONE_LIKE.test(query.trim())) return [queryDigits(query)];
  return searchWordsOf(query).map((word) => (PHONE_LIKE.test(word) ? queryDigits(word) : word));
}
