// docs/product.md §32.5: customers shared by choice within a chain. Nothing of a workshop's customers crosses to another
// unless the chain shares (an administrator accepted its privacy notice) and the customer agreed; every read of another
// workshop goes through data/chain-reads.ts (docs/scale-out.md), and is made only once both hold.
import {
  BIKE_TYPES,
  FunctionError,
  knownBikeName,
  matchesSharedCustomer,
  type TChainCustomersElsewhereOutput,
  type TChainCustomersSearchOutput,
  type TChainsGetOutput,
  type TSharedCustomer,
} from '@rueda/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { customers } from '../db/schema.ts';
import {
  broughtFrom,
  findConsenting,
  findLinkedConsenting,
  searchConsenting,
  setShareConsent,
  sharedBikes,
  sharedRepairs,
  sharingOf,
  SHARED_SEARCH_LIMIT,
} from '../data/chain-customers.ts';
import { chainWorkshops, readEachWorkshop } from '../data/chain-reads.ts';
import { chainIdOf, chainSharesCustomers, setChainSharing } from '../data/chains.ts';
import { createBike, createCustomer } from '../data/customers.ts';
import { chainView, requireChainAdmin } from './chains.ts';

const notSharing = () =>
  new FunctionError('failed-precondition', 'This workshop’s chain does not share its customers.', { reason: 'chain-not-sharing' });

const unknownCustomer = (field: string) =>
  new FunctionError('not-found', 'This customer does not exist.', { fields: [{ field, message: 'Unknown customer.' }] });

/** The chain of the workshop when it shares its customers; null when it is in none or does not share. */
async function sharingChainOf(db: Executor, workshopId: string): Promise<string | null> {
  const chainId = await chainIdOf(db, workshopId);
  return chainId !== null && (await chainSharesCustomers(db, chainId)) ? chainId : null;
}

/** The chain's administrator turns sharing on (the notice accepted, checked by the input's schema) or off, at once. */
export async function setCustomerSharing(
  db: Db,
  args: { userId: string; workshopId: string | null; shares: boolean; now: Date },
): Promise<TChainsGetOutput> {
  const chainId = await requireChainAdmin(db, args.userId, args.workshopId);
  await setChainSharing(db, chainId, { shares: args.shares, userId: args.userId, now: args.now });
  return chainView(db, args);
}

/** The consenting customers of the chain's other workshops found by name, phone or email; nothing unless the chain shares. */
export async function searchChainCustomers(db: Db, workshopId: string, query: string): Promise<TChainCustomersSearchOutput> {
  const chainId = await sharingChainOf(db, workshopId);
  if (chainId === null) return { sharing: false, customers: [] };
  const found = await readEachWorkshop(db, chainId, async (workshop): Promise<TSharedCustomer[]> => {
    if (workshop.id === workshopId) return [];
    const matches = (await searchConsenting(db, workshop.id, query))
      .filter((row) => matchesSharedCustomer(row, query))
      .slice(0, SHARED_SEARCH_LIMIT);
    const ids = matches.map((row) => row.id);
    const [theirBikes, theirRepairs, brought] = await Promise.all([
      sharedBikes(db, workshop.id, ids),
      sharedRepairs(db, workshop.id, ids),
      broughtFrom(db, workshopId, workshop.id, ids),
    ]);
    return matches.map((row) => ({
      workshopId: workshop.id,
      workshopName: workshop.name,
      customerId: row.id,
      name: row.name,
      surname: row.surname,
      phone: row.phone,
      email: row.email,
      bikes: theirBikes
        .filter((bike) => bike.customerId === row.id)
        .map((bike) => ({ name: knownBikeName(bike), color: bike.color, year: bike.year, type: bike.type })),
      repairs: theirRepairs.get(row.id) ?? [],
      broughtAs: brought.get(row.id) ?? null,
    }));
  });
  return { sharing: true, customers: found.flatMap((entry) => entry.result) };
}

/**
 * A consenting customer of another workshop of the chain becomes a customer of this one, with their bikes (name, phone,
 * email and the bikes only), linked to the one they came from and with their consent: once per workshop.
 */
export async function bringChainCustomer(
  db: Db,
  args: { workshopId: string; fromWorkshopId: string; customerId: string; now: Date },
): Promise<{ customerId: string }> {
  const { workshopId, fromWorkshopId, customerId, now } = args;
  try {
    return await db.transaction(async (tx) => {
      const chainId = await chainIdOf(tx, workshopId);
      if (chainId === null) throw notSharing();
      const members = await chainWorkshops(tx, chainId);
      if (fromWorkshopId === workshopId || !members.some((workshop) => workshop.id === fromWorkshopId))
        throw new FunctionError('not-found', 'This workshop is not another of your chain’s.', {
          reason: 'not-in-chain',
          fields: [{ field: 'workshopId', message: 'Unknown workshop.' }],
        });
      if (!(await chainSharesCustomers(tx, chainId))) throw notSharing();
      const origin = await sharingOf(tx, fromWorkshopId, customerId);
      if (!origin) throw unknownCustomer('customerId');
      const shared = await findConsenting(tx, fromWorkshopId, customerId);
      if (!shared)
        throw new FunctionError('failed-precondition', 'This customer has not agreed to be shared within the chain.', {
          reason: 'no-consent',
        });
      if ((await broughtFrom(tx, workshopId, fromWorkshopId, [customerId])).size > 0) throw alreadyBrought();
      const created = await createCustomer(
        tx,
        workshopId,
        { name: shared.name, surname: shared.surname, phone: shared.phone, email: shared.email, address: '', dni: '' },
        now,
      );
      await tx
        .update(customers)
        .set({ chainShareConsentAt: shared.chainShareConsentAt, sharedFromWorkshopId: fromWorkshopId, sharedFromCustomerId: customerId })
        .where(and(eq(customers.workshopId, workshopId), eq(customers.id, created.id)));
      for (const bike of await sharedBikes(tx, fromWorkshopId, [customerId])) {
        await createBike(
          tx,
          workshopId,
          created.id,
          {
            manufacturer: bike.manufacturer,
            model: bike.model,
            color: bike.color,
            year: bike.year,
            type: (BIKE_TYPES as readonly string[]).includes(bike.type) ? (bike.type as (typeof BIKE_TYPES)[number]) : 'unknown',
            frameNumber: bike.frameNumber,
          },
          now,
        );
      }
      return { customerId: created.id };
    });
  } catch (error) {
    // Two bringings of the same customer at once: customers_shared_from_idx keeps one.
    if ((error as { code?: unknown }).code === '23505') throw alreadyBrought();
    throw error;
  }
}

function alreadyBrought() {
  return new FunctionError('failed-precondition', 'This customer was already brought to this workshop.', {
    reason: 'already-brought',
    fields: [{ field: 'customerId', message: 'Already brought.' }],
  });
}

/** The customer's consent, and their repairs in the chain's other workshops while the chain shares and they agree. */
export async function customerElsewhere(db: Db, workshopId: string, customerId: string): Promise<TChainCustomersElsewhereOutput> {
  const me = await sharingOf(db, workshopId, customerId);
  if (!me) throw unknownCustomer('customerId');
  const consentAt = me.chainShareConsentAt?.toISOString() ?? null;
  const chainId = await sharingChainOf(db, workshopId);
  if (chainId === null || consentAt === null) return { sharing: chainId !== null, consentAt, repairs: [] };
  const origin =
    me.sharedFromWorkshopId !== null && me.sharedFromCustomerId !== null
      ? { workshopId: me.sharedFromWorkshopId, customerId: me.sharedFromCustomerId }
      : { workshopId, customerId };
  const found = await readEachWorkshop(db, chainId, async (workshop) => {
    if (workshop.id === workshopId) return [];
    const linked = await findLinkedConsenting(db, workshop.id, origin);
    const theirRepairs = await sharedRepairs(
      db,
      workshop.id,
      linked.map((row) => row.id),
    );
    return [...theirRepairs.values()].flat().map((repair) => ({ ...repair, workshopId: workshop.id, workshopName: workshop.name }));
  });
  const repairs = found.flatMap((entry) => entry.result).sort((a, b) => b.created.localeCompare(a.created));
  return { sharing: true, consentAt, repairs };
}

/** Records or withdraws the customer's consent; giving it takes a chain that shares. Withdrawing stops them crossing at once. */
export async function setCustomerConsent(
  db: Db,
  args: { workshopId: string; customerId: string; consent: boolean; now: Date },
): Promise<TChainCustomersElsewhereOutput> {
  const { workshopId, customerId, consent, now } = args;
  await db.transaction(async (tx) => {
    const me = await sharingOf(tx, workshopId, customerId, true);
    if (!me) throw unknownCustomer('customerId');
    if (!consent) return setShareConsent(tx, workshopId, customerId, null);
    if ((await sharingChainOf(tx, workshopId)) === null) throw notSharing();
    if (me.chainShareConsentAt === null) await setShareConsent(tx, workshopId, customerId, now);
  });
  return customerElsewhere(db, workshopId, customerId);
}
