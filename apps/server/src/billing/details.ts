// docs/product.md §3 "Subscription details", answered from Rueda's tables only (decision 014: the
// subscription screen never waits on the provider). Every field of ZSubscriptionDetailsSchema.
import {
  ZBillingAddressSchema,
  type ProviderSubscriptionStatus,
  type TPayment,
  type TPaymentMethod,
  type TSubscriptionDetails,
} from '@rueda/domain';
import { and, desc, eq } from 'drizzle-orm';
import { trialStateOf } from '../data/trial.ts';
import type { Db } from '../db/client.ts';
import { invoices, paymentMethods, payments, subscriptions, workshops } from '../db/schema.ts';
import type { ProviderName } from './provider.ts';

/** How many payments the screen lists, newest first. */
const PAYMENT_HISTORY_LIMIT = 50;

export interface DetailsOptions {
  provider: ProviderName;
  publishableKey: string | null;
  now: Date;
}

type MirrorRow = typeof subscriptions.$inferSelect;

/**
 * The workshop's state as the claims read it, with the grace period read at `now` as the trial's end is
 * (the scheduler records both within a minute): past its end a past-due subscription is expired.
 */
function statusOf(stored: ReturnType<typeof trialStateOf>['subscriptionStatus'], mirror: MirrorRow | undefined, now: Date) {
  if (stored === 'active' && mirror?.providerStatus === 'past_due' && (!mirror.gracePeriodUntil || mirror.gracePeriodUntil <= now))
    return 'expired';
  return stored;
}

export async function readSubscriptionDetails(db: Db, workshopId: string, options: DetailsOptions): Promise<TSubscriptionDetails> {
  const { now } = options;
  const [[workshop], [mirror], methods, history] = await Promise.all([
    db.select().from(workshops).where(eq(workshops.id, workshopId)),
    db.select().from(subscriptions).where(eq(subscriptions.workshopId, workshopId)),
    db.select().from(paymentMethods).where(eq(paymentMethods.workshopId, workshopId)).orderBy(paymentMethods.created, paymentMethods.id),
    db
      .select({ payment: payments, invoiceId: invoices.id, invoiceNumber: invoices.number })
      .from(payments)
      .leftJoin(invoices, and(eq(invoices.workshopId, payments.workshopId), eq(invoices.paymentId, payments.id)))
      .where(eq(payments.workshopId, workshopId))
      .orderBy(desc(payments.date), desc(payments.id))
      .limit(PAYMENT_HISTORY_LIMIT),
  ]);
  const trial = trialStateOf(workshop ?? null, now);
  const subscriptionStatus = statusOf(trial.subscriptionStatus, mirror, now);
  const active = subscriptionStatus === 'active';
  const hasSubscription = Boolean(mirror?.subscriptionId);
  const address = ZBillingAddressSchema.safeParse(mirror?.billingAddress);
  const pending = mirror?.pendingPayment as TSubscriptionDetails['pendingPayment'] | undefined;
  const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
  return {
    active,
    planName: hasSubscription ? (mirror?.planName ?? null) : null,
    amount: hasSubscription ? (mirror?.amount ?? null) : null,
    currency: hasSubscription ? (mirror?.currency ?? null) : null,
    // A canceled-at-period-end subscription is not billed again.
    nextBillingDate:
      active && mirror && !mirror.cancelAtPeriodEnd && mirror.providerStatus === 'active' ? iso(mirror.currentPeriodEnd) : null,
    currentPeriodStart: iso(mirror?.currentPeriodStart),
    currentPeriodEnd: iso(mirror?.currentPeriodEnd),
    trialStarted: trial.trialStarted,
    trialEnds: trial.trialEnds,
    isTrialing: trial.isTrialing,
    subscriptionId: mirror?.subscriptionId ?? null,
    paymentHistory: history.map(({ payment, invoiceId, invoiceNumber }): TPayment => ({
      id: payment.id,
      date: payment.date.toISOString(),
      amount: payment.amount,
      currency: payment.currency,
      status: payment.status as TPayment['status'],
      failureReason: payment.failureReason,
      invoiceId,
      invoiceNumber,
    })),
    paymentMethods: methods.map((method): TPaymentMethod => ({
      id: method.id,
      brand: method.brand as TPaymentMethod['brand'],
      last4: method.last4,
      expMonth: method.expMonth,
      expYear: method.expYear,
      isDefault: method.isDefault,
    })),
    defaultPaymentMethod: mirror?.defaultPaymentMethodId ?? null,
    billingAddress: address.success ? address.data : null,
    subscriptionStatus,
    gracePeriodUntil: (mirror?.providerStatus as ProviderSubscriptionStatus | null) === 'past_due' ? iso(mirror?.gracePeriodUntil) : null,
    paymentFailureReason: mirror?.paymentFailureReason ?? null,
    trialDaysRemaining: trial.daysRemaining,
    // Rueda's own trial, started at onboarding; never the provider's.
    isFirebaseTrial: true,
    cancelAtPeriodEnd: mirror?.cancelAtPeriodEnd ?? false,
    pendingPayment: pending ?? null,
    provider: options.provider,
    publishableKey: options.publishableKey,
  };
}
