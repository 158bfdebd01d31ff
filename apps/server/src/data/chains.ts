// docs/product.md §32.2: chains, their workshops and their administrators, in SQL. A chain's tables are reference tables
// (docs/scale-out.md); its workshops are found through `workshops.chain_id`, and what is read across them goes through
// data/chain-reads.ts.
import { chainWorkshopOrder, type TChain } from '@rueda/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { chainAdmins, chains, user, workshops } from '../db/schema.ts';

/** The chain a workshop belongs to, or null. */
export async function chainIdOf(db: Executor, workshopId: string): Promise<string | null> {
  const [row] = await db.select({ chainId: workshops.chainId }).from(workshops).where(eq(workshops.id, workshopId));
  return row?.chainId ?? null;
}

/** Whether the account administers the chain. */
export async function isChainAdmin(db: Executor, chainId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: chainAdmins.userId })
    .from(chainAdmins)
    .where(and(eq(chainAdmins.chainId, chainId), eq(chainAdmins.userId, userId)));
  return Boolean(row);
}

/** docs/product.md §32.5: whether the chain shares its workshops' customers' directory. */
export async function chainSharesCustomers(db: Executor, chainId: string): Promise<boolean> {
  const [row] = await db.select({ shares: chains.sharesCustomers }).from(chains).where(eq(chains.id, chainId));
  return row?.shares ?? false;
}

/** docs/product.md §32.5: the chain shares its customers or stops; turning it on records who accepted the notice, and when. */
export async function setChainSharing(db: Executor, chainId: string, args: { shares: boolean; userId: string; now: Date }): Promise<void> {
  const { shares, userId, now } = args;
  await db
    .update(chains)
    .set(
      shares
        ? { sharesCustomers: true, customersNoticeAcceptedAt: now, customersNoticeAcceptedBy: userId, updatedAt: now }
        : { sharesCustomers: false, updatedAt: now },
    )
    .where(eq(chains.id, chainId));
}

/** The chain with its workshops (the head office first) and its administrators; null when there is none. */
export async function readChain(db: Executor, chainId: string): Promise<TChain | null> {
  const [chain] = await db.select().from(chains).where(eq(chains.id, chainId));
  if (!chain) return null;
  const [members, admins, acceptedBy] = await Promise.all([
    db.select({ id: workshops.id, name: workshops.name }).from(workshops).where(eq(workshops.chainId, chainId)),
    db
      .select({ userId: user.id, name: user.name, email: user.email })
      .from(chainAdmins)
      .innerJoin(user, eq(user.id, chainAdmins.userId))
      .where(eq(chainAdmins.chainId, chainId))
      .orderBy(asc(user.name), asc(user.id)),
    chain.customersNoticeAcceptedBy === null
      ? []
      : db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, chain.customersNoticeAcceptedBy)),
  ]);
  const noticeBy = acceptedBy[0];
  return {
    id: chain.id,
    name: chain.name,
    headWorkshopId: chain.headWorkshopId,
    sharesCustomers: chain.sharesCustomers,
    customersNotice: chain.customersNoticeAcceptedAt
      ? { acceptedAt: chain.customersNoticeAcceptedAt.toISOString(), acceptedBy: noticeBy ? noticeBy.name || noticeBy.email : '' }
      : null,
    workshops: members.map((workshop) => ({ ...workshop, isHeadOffice: workshop.id === chain.headWorkshopId })).sort(chainWorkshopOrder),
    admins,
  };
}

/** A new chain with `headWorkshopId` as its head office and first workshop, and `userId` its administrator. */
export async function insertChain(
  db: Executor,
  args: { id: string; name: string; headWorkshopId: string; userId: string; now: Date },
): Promise<void> {
  const { id, name, headWorkshopId, userId, now } = args;
  await db.insert(chains).values({ id, name, headWorkshopId, createdAt: now, updatedAt: now });
  await db.insert(chainAdmins).values({ chainId: id, userId, createdAt: now });
  await joinChain(db, headWorkshopId, id, now);
}

/** The workshop joins the chain. */
export async function joinChain(db: Executor, workshopId: string, chainId: string, now: Date): Promise<void> {
  await db.update(workshops).set({ chainId, updatedAt: now }).where(eq(workshops.id, workshopId));
}

/** The workshop, locked, with its chain: two writes that would put it in two chains take turns. */
export async function lockWorkshopChain(db: Executor, workshopId: string): Promise<{ chainId: string | null } | undefined> {
  const [row] = await db.select({ chainId: workshops.chainId }).from(workshops).where(eq(workshops.id, workshopId)).for('update');
  return row;
}
