// docs/product.md §32.2: a chain of workshops under a head office. A chain's administrator is no role in a workshop
// (docs/roles.md): these rules check it against `chain_admins` on every call, through the chain of the workshop the
// caller's session works in.
import { randomUUID } from 'node:crypto';
import { FunctionError, type TChainsGetOutput } from '@rueda/domain';
import type { Db, Executor } from '../db/client.ts';
import { membershipIn } from '../data/account-memberships.ts';
import { chainIdOf, insertChain, isChainAdmin, joinChain, lockWorkshopChain, readChain } from '../data/chains.ts';

const notChainAdmin = () =>
  new FunctionError('permission-denied', 'Only the chain’s administrators may do this.', { reason: 'not-chain-admin' });

const alreadyInChain = () =>
  new FunctionError('failed-precondition', 'This workshop already belongs to a chain.', {
    reason: 'already-in-chain',
    fields: [{ field: 'workshopId', message: 'This workshop already belongs to a chain.' }],
  });

/** The chain of the workshop in use, when the caller administers it; refused otherwise. */
export async function requireChainAdmin(db: Executor, userId: string, workshopId: string | null): Promise<string> {
  const chainId = workshopId === null ? null : await chainIdOf(db, workshopId);
  if (chainId === null || !(await isChainAdmin(db, chainId, userId))) throw notChainAdmin();
  return chainId;
}

/** The chain of the workshop in use, for its administrators and the workshop's active admins; nothing for anyone else. */
export async function chainView(db: Executor, args: { userId: string; workshopId: string | null }): Promise<TChainsGetOutput> {
  const { userId, workshopId } = args;
  const chainId = workshopId === null ? null : await chainIdOf(db, workshopId);
  if (chainId === null || workshopId === null) return { chain: null, isChainAdmin: false };
  const admin = await isChainAdmin(db, chainId, userId);
  const membership = admin ? undefined : await membershipIn(db, userId, workshopId);
  if (!admin && !(membership?.active && membership.role === 'admin')) return { chain: null, isChainAdmin: false };
  return { chain: await readChain(db, chainId), isChainAdmin: admin };
}

/** The workshop in use becomes the head office of a new chain; the caller, its admin, administers the chain. */
export async function createChain(
  db: Db,
  args: { userId: string; workshopId: string; name: string; now: Date },
): Promise<TChainsGetOutput> {
  await db.transaction(async (tx) => {
    const workshop = await lockWorkshopChain(tx, args.workshopId);
    if (workshop?.chainId) throw alreadyInChain();
    await insertChain(tx, { id: randomUUID(), name: args.name, headWorkshopId: args.workshopId, userId: args.userId, now: args.now });
  });
  return chainView(db, args);
}

/**
 * Another workshop joins the chain the caller administers: one the caller is an active admin of, so that no workshop
 * joins a chain without its owner. A workshop the caller is not admin of is not found, which tells nothing of it.
 */
export async function addWorkshopToChain(
  db: Db,
  args: { userId: string; workshopId: string | null; targetWorkshopId: string; now: Date },
): Promise<TChainsGetOutput> {
  await db.transaction(async (tx) => {
    const chainId = await requireChainAdmin(tx, args.userId, args.workshopId);
    const membership = await membershipIn(tx, args.userId, args.targetWorkshopId);
    if (!membership?.active || membership.role !== 'admin')
      throw new FunctionError('not-found', 'You are not the admin of this workshop.', {
        reason: 'not-a-member',
        fields: [{ field: 'workshopId', message: 'You are not the admin of this workshop.' }],
      });
    const target = await lockWorkshopChain(tx, args.targetWorkshopId);
    if (target?.chainId) throw alreadyInChain();
    await joinChain(tx, args.targetWorkshopId, chainId, args.now);
  });
  return chainView(db, args);
}
