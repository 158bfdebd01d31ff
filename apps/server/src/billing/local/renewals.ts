// The local provider's clock work (decision 014 "The clock"), run by the billing scheduler: at a
// period's end a subscription is renewed by charging the default card, or ends when it was canceled in
// the portal. A refused renewal makes it past_due with the provider's reason; GRACE_PERIOD_DAYS later,
// still unpaid, it is unpaid (docs/product.md §4: expired). A subscription trialing until the workshop's
// trial ends (docs/product.md §4 "Subscribing during the trial") is first charged at that end the same
// way. Stripe does the same on its side.
import { CARD_MESSAGES, GRACE_PERIOD_DAYS } from '@rueda/domain';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  localpayCheckoutSessions,
  localpayCustomers,
  localpayPaymentIntents,
  localpayPaymentMethods,
  localpaySubscriptions,
} from '../../db/schema.ts';
import { paysRenewals } from './cards.ts';
import { newId, periodEndOf, type LocalPayContext } from './support.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** However long the server was stopped, one pass renews at most this many periods of one subscription. */
const MAX_PERIODS_PER_PASS = 36;

type SubscriptionRow = typeof localpaySubscriptions.$inferSelect;

/**
 * Charges the renewal that follows the subscription's current period, at `chargedAt`, with the
 * customer's default card: paid, the next period starts; refused, the subscription is past_due.
 */
export async function chargeRenewal(db: Executor, subscription: SubscriptionRow, chargedAt: Date): Promise<'paid' | 'failed'> {
  const [card] = await db
    .select({ id: localpayPaymentMethods.id, behaviour: localpayPaymentMethods.behaviour })
    .from(localpayCustomers)
    .innerJoin(localpayPaymentMethods, eq(localpayPaymentMethods.id, localpayCustomers.defaultPaymentMethodId))
    .where(eq(localpayCustomers.id, subscription.customerId));
  const periodStart = subscription.currentPeriodEnd;
  const periodEnd = periodEndOf(periodStart, subscription.interval);
  const paid = paysRenewals(card?.behaviour);
  const failureReason = paid ? null : CARD_MESSAGES.declined;
  await db.insert(localpayPaymentIntents).values({
    id: newId('pi'),
    customerId: subscription.customerId,
    subscriptionId: subscription.id,
    paymentMethodId: card?.id ?? '',
    amount: subscription.amount,
    currency: subscription.currency,
    status: paid ? 'succeeded' : 'failed',
    clientSecret: `${newId('pi')}_secret`,
    failureReason,
    periodStart,
    periodEnd,
    created: chargedAt,
  });
  const change = paid
    ? { status: 'active', currentPeriodStart: periodStart, currentPeriodEnd: periodEnd, pastDueSince: null, failureReason: null }
    : { status: 'past_due', pastDueSince: subscription.pastDueSince ?? chargedAt, failureReason };
  await db.update(localpaySubscriptions).set(change).where(eq(localpaySubscriptions.id, subscription.id));
  return paid ? 'paid' : 'failed';
}

/** One subscription brought up to `now`, under its row lock; whether anything changed. */
async function advanceSubscription(db: Executor, id: string, now: Date): Promise<boolean> {
  let changed = false;
  for (let pass = 0; pass < MAX_PERIODS_PER_PASS; pass += 1) {
    const [subscription] = await db
      .select()
      .from(localpaySubscriptions)
      .where(eq(localpaySubscriptions.id, id))
      .for('update', { skipLocked: true });
    if (!subscription) return changed;
    const periodEnded = subscription.currentPeriodEnd.getTime() <= now.getTime();
    if ((subscription.status === 'active' || subscription.status === 'trialing') && periodEnded) {
      if (subscription.cancelAtPeriodEnd) {
        await db
          .update(localpaySubscriptions)
          .set({ status: 'canceled', canceled: subscription.currentPeriodEnd })
          .where(eq(localpaySubscriptions.id, id));
        return true;
      }
      changed = true;
      if ((await chargeRenewal(db, subscription, subscription.currentPeriodEnd)) === 'failed') continue;
    } else if (subscription.status === 'past_due') {
      // Canceled while a renewal was unpaid: it ends now, as nothing was paid for the new period.
      if (subscription.cancelAtPeriodEnd) {
        await db.update(localpaySubscriptions).set({ status: 'canceled', canceled: now }).where(eq(localpaySubscriptions.id, id));
        return true;
      }
      const graceEnd = (subscription.pastDueSince ?? now).getTime() + GRACE_PERIOD_DAYS * DAY_MS;
      if (graceEnd <= now.getTime()) {
        await db.update(localpaySubscriptions).set({ status: 'unpaid' }).where(eq(localpaySubscriptions.id, id));
        return true;
      }
      return changed;
    } else {
      return changed;
    }
  }
  return changed;
}

/** Everything due by `now`; tells Rueda about each customer that changed, and returns them. */
export async function advance(context: LocalPayContext, now: Date): Promise<string[]> {
  const { db } = context;
  await db
    .update(localpayCheckoutSessions)
    .set({ status: 'expired' })
    .where(and(eq(localpayCheckoutSessions.status, 'open'), lte(localpayCheckoutSessions.expires, now)));
  const due = await db
    .select({ id: localpaySubscriptions.id, customerId: localpaySubscriptions.customerId })
    .from(localpaySubscriptions)
    .where(
      or(
        and(inArray(localpaySubscriptions.status, ['active', 'trialing']), lte(localpaySubscriptions.currentPeriodEnd, now)),
        and(
          eq(localpaySubscriptions.status, 'past_due'),
          or(
            eq(localpaySubscriptions.cancelAtPeriodEnd, true),
            lte(localpaySubscriptions.pastDueSince, sql`${now.toISOString()}::timestamptz - make_interval(days => ${GRACE_PERIOD_DAYS})`),
          ),
        ),
      ),
    );
  const changed: string[] = [];
  for (const { id, customerId } of due) {
    if (await db.transaction((tx) => advanceSubscription(tx, id, now))) changed.push(customerId);
  }
  for (const customerId of new Set(changed)) await context.customerChanged(customerId);
  return [...new Set(changed)];
}
