// docs/product.md §29.1: a Spanish or Portuguese tax id is checked as it is typed, with the domain's own check
// (taxIdProblem, the server's too); a foreign one is kept as typed with its country.
import { VAT_COUNTRIES, taxIdProblem, type VatCountry } from '@rueda/domain';

/** Whether a country's tax ids are checked: Spain's and Portugal's. */
export function isVatCountry(code: string): code is VatCountry {
  return (VAT_COUNTRIES as readonly string[]).includes(code);
}

/** The locale key (sales namespace) of why a typed tax id is refused; null when it holds, is empty or is not checked. */
export function taxIdProblemKey(country: string, value: string): string | null {
  if (!isVatCountry(country) || value.trim() === '') return null;
  const problem = taxIdProblem(country, value);
  if (problem === null) return null;
  return problem === 'format' ? `taxId.format.${country}` : `taxId.${problem}`;
}
