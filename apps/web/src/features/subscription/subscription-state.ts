// What the subscription page shows of an account (docs/product.md §4 subscription states).
import type { TAccount } from '@rueda/domain';

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

/** docs/product.md §4 trial maths and §9 amounts live in the domain; the page uses them from there. */
export { formatAmount, trialDaysRemaining as trialDaysLeft, trialProgress } from '@rueda/domain';

const DATE_LOCALES: Record<string, string> = { es: 'es-ES', pt: 'pt-PT' };

/** A day in the user's language: "12 de junio de 2026". */
export function formatLongDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[language] ?? language, { dateStyle: 'long' }).format(new Date(iso));
}
