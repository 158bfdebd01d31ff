// When a workshop that subscribes is first charged (docs/product.md §4 "Subscribing during the trial"),
// and the billing address its checkout starts from (what the workshop gave at onboarding).
import type { TBillingAddress } from './details.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Stripe takes a Checkout's subscription_data.trial_end only at least 48 hours ahead (docs/stripe.md
 * "Subscribing during the trial"); a minute more leaves room for the two clocks to differ.
 */
export const KEPT_TRIAL_MIN_MS = 48 * HOUR_MS + 60 * 1000;

/**
 * The trial's end when subscribing at `now` keeps the trial (the first charge falls then); null when the
 * first charge is at once: no trial, a trial already over, or one ending within KEPT_TRIAL_MIN_MS.
 */
export function keptTrialEnd(trialEnds: Date | string | null | undefined, now: Date): Date | null {
  if (!trialEnds) return null;
  const end = new Date(trialEnds);
  if (Number.isNaN(end.getTime())) return null;
  return end.getTime() - now.getTime() >= KEPT_TRIAL_MIN_MS ? end : null;
}

/** Spain's postal codes have five digits, Portugal's four, a hyphen and three. */
const POSTAL_CODES: readonly { country: 'ES' | 'PT'; pattern: RegExp }[] = [
  { country: 'PT', pattern: /(?:^|[\s,])(\d{4}-\d{3})\s+([^,\d][^,]*)$/u },
  { country: 'ES', pattern: /(?:^|[\s,])(\d{5})\s+([^,\d][^,]*)$/u },
];

/** A Portuguese NIF/NIPC is nine digits; a Spanish NIF/NIE/CIF has a letter. */
function countryOfTaxId(taxId: string): 'ES' | 'PT' | undefined {
  const bare = taxId.replace(/[\s.-]/g, '').toUpperCase();
  if (/^(PT)?\d{9}$/.test(bare)) return 'PT';
  if (/^(ES)?[A-Z0-9]\d{7}[A-Z0-9]$/.test(bare) && /[A-Z]/.test(bare.replace(/^ES/, ''))) return 'ES';
  return undefined;
}

/**
 * The billing address a checkout is prefilled with, from the workshop's name, address and tax id as
 * onboarding took them ("Calle Mayor 1, 28013 Madrid"): the street, and the postal code and town when the
 * address ends with them. Only what can be read is given; the payer completes the rest.
 */
export function billingAddressFromWorkshop(workshop: { name: string; address: string; taxId: string }): Partial<TBillingAddress> {
  const prefill: Partial<TBillingAddress> = {};
  const name = workshop.name.trim();
  if (name) prefill.name = name;
  const address = workshop.address.trim().replace(/\s+/g, ' ');
  const taxId = workshop.taxId.trim();
  if (taxId) prefill.taxId = taxId;
  const parts = address.split(',').map((part) => part.trim());
  const last = parts.at(-1) ?? '';
  const match =
    parts.length > 1 ? POSTAL_CODES.map((code) => ({ code, found: code.pattern.exec(` ${last}`) })).find((m) => m.found) : undefined;
  if (match?.found) {
    prefill.line1 = parts.slice(0, -1).join(', ');
    prefill.postalCode = match.found[1]!;
    prefill.city = match.found[2]!.trim();
    prefill.country = match.code.country;
  } else if (address) {
    prefill.line1 = address;
  }
  const country = prefill.country ?? countryOfTaxId(taxId);
  if (country) prefill.country = country;
  return prefill;
}
