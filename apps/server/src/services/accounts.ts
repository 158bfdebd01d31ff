// The account a signed-in user has in Rueda: its memberships and the workshop it works in (docs/product.md §3, §32.1).
import { randomUUID } from 'node:crypto';
import type { ZOnboardingInputSchema } from '@rueda/domain';
import {
  FunctionError,
  isTrialActive,
  LANGUAGES,
  type Language,
  SUBSCRIPTION_STATUSES,
  CLAIM_ROLES,
  type SubscriptionStatus,
  type TAccount,
  type TWorkshopSummary,
  type ClaimRole,
} from '@rueda/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../db/client.ts';
import { bookingSettingsOf } from '../data/booking-settings.ts';
import { insertStarterCatalogue } from '../data/catalogue-writes.ts';
import { mechanics, user, workshopLogos, workshops, workshopUsers } from '../db/schema.ts';
import { accountLanguage, setWorkshopInUse } from '../data/account-memberships.ts';
import { chainIdOf, chainSharesCustomers, isChainAdmin } from '../data/chains.ts';
import { resolveWorkshopInUse } from './workshop-in-use.ts';

type WorkshopRow = typeof workshops.$inferSelect;

function asStatus(value: string | null | undefined): SubscriptionStatus | null {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(value ?? '') ? (value as SubscriptionStatus) : null;
}

function asRole(value: string | null | undefined): ClaimRole | null {
  return (CLAIM_ROLES as readonly string[]).includes(value ?? '') ? (value as ClaimRole) : null;
}

function asLanguage(value: string | null | undefined): Language | null {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : null;
}

/** The subscription status as the app reads it: a trial whose end has passed is expired (docs/product.md §4). */
function statusOf(workshop: WorkshopRow | null, now: Date): { status: SubscriptionStatus | null; isTrialing: boolean } {
  const isTrialing = isTrialActive(workshop?.subscriptionStatus, workshop?.trialEndsAt, now);
  const status = workshop?.subscriptionStatus === 'trialing' && !isTrialing ? 'expired' : asStatus(workshop?.subscriptionStatus);
  return { status, isTrialing };
}

function workshopSummaryOf(workshop: WorkshopRow, logoUpdatedAt: Date | null, now: Date): TWorkshopSummary {
  return {
    id: workshop.id,
    name: workshop.name,
    address: workshop.address,
    phone: workshop.phone,
    taxId: workshop.taxId,
    currency: { symbol: workshop.currencySymbol, name: workshop.currencyName },
    timeZone: bookingSettingsOf(workshop.bookingSettings).timeZone,
    logoVersion: logoUpdatedAt?.toISOString() ?? null,
    subscriptionStatus: statusOf(workshop, now).status ?? 'incomplete',
    trialStartedAt: workshop.trialStartedAt?.toISOString() ?? null,
    trialEndsAt: workshop.trialEndsAt?.toISOString() ?? null,
    isFree: workshop.isFree,
  };
}

/** The workshop as its account shows it (workshopUpdate and workshopConfigUpdate answer it). */
export async function getWorkshopSummary(db: Executor, workshopId: string, now: Date): Promise<TWorkshopSummary> {
  const [row] = await db
    .select({ workshop: workshops, logoUpdatedAt: workshopLogos.updatedAt })
    .from(workshops)
    .leftJoin(workshopLogos, eq(workshopLogos.workshopId, workshops.id))
    .where(eq(workshops.id, workshopId));
  if (!row) throw new FunctionError('not-found', 'This workshop does not exist.');
  return workshopSummaryOf(row.workshop, row.logoUpdatedAt, now);
}

/**
 * The account as the navigation guard and the profile read it, in the workshop its session works in (docs/product.md
 * §32.1), with every workshop it belongs to for the header's switcher.
 */
export async function getAccount(db: Db, userId: string, sessionId: string | null, now: Date): Promise<TAccount> {
  const [[row], { inUse, memberships }, language] = await Promise.all([
    db.select().from(user).where(eq(user.id, userId)),
    resolveWorkshopInUse(db, userId, sessionId),
    accountLanguage(db, userId),
  ]);
  const chainId = inUse ? await chainIdOf(db, inUse.workshopId) : null;
  if (!row) throw new FunctionError('not-found', 'This account no longer exists.', { reason: 'user-not-found' });
  const [found] = inUse
    ? await db
        .select({ workshop: workshops, logoUpdatedAt: workshopLogos.updatedAt })
        .from(workshops)
        .leftJoin(workshopLogos, eq(workshopLogos.workshopId, workshops.id))
        .where(eq(workshops.id, inUse.workshopId))
    : [];
  const workshop = found?.workshop ?? null;
  const { status, isTrialing } = statusOf(workshop, now);
  return {
    userId: row.id,
    email: row.email,
    name: row.name,
    role: asRole(inUse?.role),
    language: asLanguage(language),
    mechanicId: inUse?.mechanicId ?? null,
    onboardingCompleted: inUse !== null,
    subscriptionStatus: status,
    isTrialing,
    isFree: workshop?.isFree ?? false,
    workshop: workshop ? workshopSummaryOf(workshop, found?.logoUpdatedAt ?? null, now) : null,
    isChainAdmin: chainId !== null && (await isChainAdmin(db, chainId, userId)),
    inChain: chainId !== null,
    chainSharesCustomers: chainId !== null && (await chainSharesCustomers(db, chainId)),
    memberships: memberships.flatMap((membership) => {
      const role = asRole(membership.role);
      return role ? [{ workshopId: membership.workshopId, workshopName: membership.workshopName, role, active: membership.active }] : [];
    }),
  };
}

/**
 * docs/product.md §2: onboarding creates the workshop, its mechanics and the free trial, and makes the user its
 * admin, in one transaction. An account that already belongs to a workshop cannot do it twice.
 */
export async function completeOnboarding(
  db: Db,
  userId: string,
  sessionId: string | null,
  input: z.output<typeof ZOnboardingInputSchema>,
  options: { now: Date; trialDays: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    // Locks the account's row so two submissions of the wizard cannot both create a workshop.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
    const [existing] = await tx
      .select({ workshopId: workshopUsers.workshopId })
      .from(workshopUsers)
      .where(eq(workshopUsers.userId, userId))
      .limit(1);
    if (existing) throw new FunctionError('aborted', 'This account already has a workshop.', { reason: 'onboarding-completed' });
    const workshopId = randomUUID();
    const trialEndsAt = new Date(options.now.getTime() + options.trialDays * 24 * 60 * 60 * 1000);
    await tx.insert(workshops).values({
      id: workshopId,
      name: input.name,
      address: input.address,
      phone: input.phone,
      taxId: input.taxId,
      currencySymbol: input.currency.symbol,
      currencyName: input.currency.name,
      subscriptionStatus: 'trialing',
      trialStartedAt: options.now,
      trialEndsAt,
    });
    if (input.mechanics.length > 0) {
      await tx.insert(mechanics).values(input.mechanics.map((mechanic) => ({ workshopId, id: randomUUID(), name: mechanic.name })));
    }
    // docs/product.md §3: a typical workshop's catalogue to start from, unless the owner declined it.
    if (input.starterCatalogue) await insertStarterCatalogue(tx, workshopId, input.language, input.currency, options.now);
    await tx.insert(workshopUsers).values({ userId, workshopId, role: 'admin', createdAt: options.now, updatedAt: options.now });
    await setWorkshopInUse(tx, { userId, sessionId, workshopId, now: options.now });
  });
}
