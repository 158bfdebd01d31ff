// What the subscription page shows of an account (SPEC.md §4 subscription states).
import { AMOUNT_LOCALE, DEFAULT_TRIAL_DAYS, type TAccount } from '@rueda/domain';

const DAY_MS = 24 * 60 * 60 * 1000;

export type SubscriptionView = 'free' | 'trialing' | 'active' | 'expired' | 'canceled' | 'incomplete' | 'none';

export function subscriptionViewOf(account: TAccount): SubscriptionView {
  if (!account.workshop) return 'none';
  if (account.isFree) return 'free';
  if (account.isTrialing) return 'trialing';
  switch (account.subscriptionStatus) {
    case 'active':
      return 'active';
    case 'canceled':
      return 'canceled';
    case 'incomplete':
    case null:
      return 'incomplete';
    // A trial whose end has passed reads as expired.
    default:
      return 'expired';
  }
}

/** SPEC.md §4: trial days left are rounded up and never negative. */
export function trialDaysLeft(trialEndsAt: string | null, now: Date): number {
  if (!trialEndsAt) return 0;
  const end = Date.parse(trialEndsAt);
  if (Number.isNaN(end)) return 0;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

/**
 * SPEC.md §4: how much of the trial has gone, 0–100 %. The account does not carry the trial's
 * start, so its length is taken as the default trial (issue 3: 14 days), or longer when more days
 * than that are left.
 */
export function trialProgress(daysLeft: number, trialDays: number = DEFAULT_TRIAL_DAYS): number {
  const total = Math.max(trialDays, daysLeft);
  if (total <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round(((total - daysLeft) / total) * 100)));
}

/** SPEC.md §9: amounts are in cents, formatted with the es-ES locale, currency uppercase. */
export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat(AMOUNT_LOCALE, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

const DATE_LOCALES: Record<string, string> = { es: 'es-ES', pt: 'pt-PT' };

/** A day in the user's language: "12 de junio de 2026". */
export function formatLongDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language] ?? language, { dateStyle: 'long' }).format(new Date(iso));
}
