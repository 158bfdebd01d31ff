// Finding a customer again (issue 12 point 1): by name, surname, phone (any formatting, any part of its
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
      ...bikes.flatMap((bike) => [bike.manufacturer, bike.model, bike.frameNumber]),
    ].join(' '),
  );
}

/**
 * The words a customer search looks for. A query that looks like a phone ('600-12-34', '+34 600 12')
 * becomes its digits, so it finds '600 12 34 56' however either was written; otherwise each word,
 * a phone-like word again as its digits.
 */
export function customerSearchWordsOf(query: string): string[] {
  if (PHONE_LIKE.test(query.trim())) return [phoneDigits(query)];
  return searchWordsOf(query).map((word) => (PHONE_LIKE.test(word) ? phoneDigits(word) : word));
}
