// docs/product.md §32.5: how the chain's directory of shared customers is searched: only by name, phone or email (never
// by tax id, notes or a bike's frame number, which are not shared). Apart from the schemas (customers.ts), so that the
// staff app's schemas of the area do not carry it.
import { phoneDigits } from '../customers/customer.ts';
import { customerSearchWordsOf } from '../customers/search.ts';
import { foldText, hasEveryWord } from '../repairs/summary.ts';

/** The text the chain's directory is searched by: name, surname, phone (and its digits) and email, folded. */
export function sharedCustomerSearchText(customer: { name: string; surname: string; phone: string; email: string }): string {
  return foldText([customer.name, customer.surname, customer.phone, phoneDigits(customer.phone), customer.email].join(' '));
}

/** Whether a customer is found by the query in the chain's directory: only by name, phone or email. */
export function matchesSharedCustomer(customer: { name: string; surname: string; phone: string; email: string }, query: string): boolean {
  const words = customerSearchWordsOf(query).filter((word) => word !== '');
  return words.length > 0 && hasEveryWord(sharedCustomerSearchText(customer), words);
}
