// What the billing portal page /pay/portal/{id} will do (decision 014): cancel at the period's end or
// resume before it, change the default card, update the billing address. The portal session's id is
// the credential; it expires after a day, and serves only while the admin who opened it is still an active
// admin of the workshop (docs/stripe.md, "The billing portal and who opened it"). A new card on a past-due subscription pays the failed
// renewal at once, as Stripe retries an open invoice with the new default card.
import { can, ZBillingAddressSchema, type TBillingAddress, type TypedCard, type WorkshopRole } from '@rueda/domain';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { localpayCustomers, localpayPortalSessions, localpaySubscriptions, workshopUsers } from '../../db/schema.ts';
import { readCard, saveCard } from './cards.ts';
import { chargeRenewal } from './renewals.ts';
import { LocalPayError, type LocalPayContext } from './support.ts';

export type PortalCardResult = { status: 'saved'; paymentMethodId: string } | { status: 'declined'; message: string };

/** A portal session that has not expired: whose it is (the customer, and the workshop Stripe's metadata names) and where it returns. */
export interface PortalSession {
  customerId: string;
  workshopId: string;
  returnUrl: string;
}

async function portalSession(db: Executor, portalSessionId: string, now: Date): Promise<PortalSession> {
  const [session] = await db
    .select({
      customerId: localpayPortalSessions.customerId,
      workshopId: localpayCustomers.workshopId,
      returnUrl: localpayPortalSessions.returnUrl,
      expires: localpayPortalSessions.expires,
      ended: localpayPortalSessions.ended,
      openerWorkshopId: workshopUsers.workshopId,
      openerRole: workshopUsers.role,
      openerActive: workshopUsers.active,
    })
    .from(localpayPortalSessions)
    .innerJoin(localpayCustomers, eq(localpayCustomers.id, localpayPortalSessions.customerId))
    .leftJoin(
      workshopUsers,
      and(eq(workshopUsers.userId, localpayPortalSessions.openedBy), eq(workshopUsers.workshopId, localpayCustomers.workshopId)),
    )
    .where(eq(localpayPortalSessions.id, portalSessionId));
  if (!session) throw new LocalPayError('not-found', 'This portal session does not exist.');
  if (session.expires.getTime() <= now.getTime()) throw new LocalPayError('expired', 'This portal session has expired.');
  // Checked on every request: a session without an opener (opened before openers were kept) serves no one.
  const openerManages =
    session.openerWorkshopId === session.workshopId &&
    session.openerActive === true &&
    can(session.openerRole as WorkshopRole | null, 'subscription.manage');
  if (session.ended || !openerManages)
    throw new LocalPayError('ended', 'This portal session ended: whoever opened it no longer manages the subscription.');
  return { customerId: session.customerId, workshopId: session.workshopId, returnUrl: session.returnUrl };
}

async function portalCustomer(db: Executor, portalSessionId: string, now: Date): Promise<string> {
  return (await portalSession(db, portalSessionId, now)).customerId;
}

/** The customer's subscription that is still running (in its trial, active or past due), locked. */
async function runningSubscription(db: Executor, customerId: string) {
  const [subscription] = await db
    .select()
    .from(localpaySubscriptions)
    .where(and(eq(localpaySubscriptions.customerId, customerId), inArray(localpaySubscriptions.status, ['trialing', 'active', 'past_due'])))
    .orderBy(desc(localpaySubscriptions.created))
    .limit(1)
    .for('update');
  if (!subscription) throw new LocalPayError('closed', 'There is no running subscription.');
  return subscription;
}

/**
 * Ends the portal sessions `userId` opened and that are still open: they left the workshop, were deactivated
 * or stopped being an admin (docs/stripe.md, "The billing portal and who opened it"). In the caller's transaction.
 */
export async function endPortalSessionsOpenedBy(tx: Executor, userId: string, now: Date): Promise<void> {
  await tx
    .update(localpayPortalSessions)
    .set({ ended: now })
    .where(and(eq(localpayPortalSessions.openedBy, userId), isNull(localpayPortalSessions.ended)));
}

export function createPortalOperations(context: LocalPayContext) {
  const { db, clock } = context;

  async function changeCustomer<T>(
    portalSessionId: string,
    change: (tx: Executor, customerId: string, now: Date) => Promise<T>,
  ): Promise<T> {
    const now = clock();
    const customerId = await portalCustomer(db, portalSessionId, now);
    const result = await db.transaction((tx) => change(tx, customerId, now));
    await context.customerChanged(customerId);
    return result;
  }

  return {
    /** The customer a portal session opens (the page shows their subscription). */
    customerOf: (portalSessionId: string) => portalCustomer(db, portalSessionId, clock()),

    /** The portal session with its customer's workshop (whose invoices the page lists) and its way back. */
    sessionOf: (portalSessionId: string) => portalSession(db, portalSessionId, clock()),

    /** Ends the subscription at its period's end; until then it stays active. */
    cancelAtPeriodEnd: (portalSessionId: string) =>
      changeCustomer(portalSessionId, async (tx, customerId) => {
        const subscription = await runningSubscription(tx, customerId);
        await tx.update(localpaySubscriptions).set({ cancelAtPeriodEnd: true }).where(eq(localpaySubscriptions.id, subscription.id));
      }),

    /** Takes back a cancellation before the period's end. */
    resume: (portalSessionId: string) =>
      changeCustomer(portalSessionId, async (tx, customerId) => {
        const subscription = await runningSubscription(tx, customerId);
        await tx.update(localpaySubscriptions).set({ cancelAtPeriodEnd: false }).where(eq(localpaySubscriptions.id, subscription.id));
      }),

    changeDefaultCard: (portalSessionId: string, card: TypedCard) =>
      changeCustomer(portalSessionId, async (tx, customerId, now): Promise<PortalCardResult> => {
        const reading = readCard(card, now);
        if (!reading.usable) return { status: 'declined', message: reading.message };
        const paymentMethodId = await saveCard(tx, customerId, card, reading.behaviour, now);
        await tx.update(localpayCustomers).set({ defaultPaymentMethodId: paymentMethodId }).where(eq(localpayCustomers.id, customerId));
        const [pastDue] = await tx
          .select()
          .from(localpaySubscriptions)
          .where(and(eq(localpaySubscriptions.customerId, customerId), eq(localpaySubscriptions.status, 'past_due')))
          .for('update');
        if (pastDue) await chargeRenewal(tx, pastDue, now);
        return { status: 'saved', paymentMethodId };
      }),

    updateBillingAddress: (portalSessionId: string, billingAddress: TBillingAddress) =>
      changeCustomer(portalSessionId, async (tx, customerId) => {
        const address = ZBillingAddressSchema.safeParse(billingAddress);
        if (!address.success) throw new LocalPayError('invalid', 'The billing address is incomplete.');
        await tx.update(localpayCustomers).set({ billingAddress: address.data }).where(eq(localpayCustomers.id, customerId));
      }),
  };
}

export type PortalOperations = ReturnType<typeof createPortalOperations>;
