// What the subscription page shows of an account (docs/product.md §4 subscription states).
import { formatLongDateInZone, type TAccount } from '@rueda/domain';
import { workshopTimeZone } from '@/lib/workshop-zone';

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

/** A day in the user's language on the workshop's clock (docs/product.md §1): "12 de junio de 2026". */
export function formatLongDate(iso: string, language: string): string {
  return formatLongDateInZone(iso, workshopTimeZone(), language === 'pt' ? 'pt' : 'es');
}
