// docs/product.md §32.1: the demo account's second workshop, so that whoever tries Rueda finds the header's switcher
// and two boards, and a chain of the two (§32.2). A smaller shop than the first (40 customers, 90 repairs over three months), from its own fixed seed,
// with the same catalogue; the demo account is its admin, joined after the first, which stays where it starts. A third
// shop of the chain, of which the demo account is no member, shows a chain's administrator's read mode (§32.2).
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { bikes, customers, mechanics, repairs, serverSettings, workshops, workshopUsers } from '../db/schema.ts';
import { readSetting } from '../db/settings.ts';
import { insertCatalogueItems } from '../data/catalogue.ts';
import { DEMO_CATALOGUE } from './demo-catalogue.ts';
import { demoData } from './demo-data.ts';
import { insertChain, joinChain, setChainSharing } from '../data/chains.ts';

const SEEDED_KEY = 'demo-second-shop-seeded-at';

/** The demo's chain, of its three shops. */
export const DEMO_CHAIN_NAME = 'Rueda Demo';

/** The second shop's name, as the switcher lists it. */
export const DEMO_SECOND_SHOP_NAME = 'Rueda Demo Chamberí';

/** The chain's third shop, which the demo account reads as the chain's administrator without being a member. */
export const DEMO_READ_ONLY_SHOP_NAME = 'Rueda Demo Lavapiés';

interface DemoShop {
  name: string;
  address: string;
  phone: string;
  taxId: string;
  data: { customers: number; repairs: number; seed: number };
}

/** A demo shop of the chain with the demo catalogue and its own customers, bikes, mechanics and repairs. */
async function insertDemoShop(tx: Executor, shop: DemoShop, now: Date): Promise<string> {
  const workshopId = randomUUID();
  const data = demoData(workshopId, now, { ...shop.data, days: 90 });
  await tx.insert(workshops).values({
    id: workshopId,
    name: shop.name,
    address: shop.address,
    phone: shop.phone,
    taxId: shop.taxId,
    subscriptionStatus: 'active',
    isFree: true,
  });
  for (const kind of ['packs', 'maintenances', 'suspensions', 'stockItems'] as const)
    await insertCatalogueItems(tx, workshopId, kind, DEMO_CATALOGUE[kind]);
  await tx.insert(mechanics).values(data.mechanics);
  await tx.insert(customers).values(data.customers);
  await tx.insert(bikes).values(data.bikes);
  await tx.insert(repairs).values(data.repairs);
  return workshopId;
}

export async function seedDemoSecondShop(
  db: Db,
  args: { userId: string; firstWorkshopId: string; now: Date },
): Promise<string | undefined> {
  if (await readSetting(db, SEEDED_KEY)) return undefined;
  const { userId, now } = args;
  return db.transaction(async (tx) => {
    const workshopId = await insertDemoShop(
      tx,
      {
        name: DEMO_SECOND_SHOP_NAME,
        address: 'Calle de Fuencarral 120, 28010 Madrid',
        phone: '+34 910 000 001',
        taxId: 'B00000001',
        data: { customers: 40, repairs: 90, seed: 20261130 },
      },
      now,
    );
    // Joined on the database's clock, after the first shop: the oldest membership is where a first session starts (§32.1).
    await tx.insert(workshopUsers).values({ workshopId, userId, role: 'admin' });
    const readOnlyId = await insertDemoShop(
      tx,
      {
        name: DEMO_READ_ONLY_SHOP_NAME,
        address: 'Calle de Argumosa 9, 28012 Madrid',
        phone: '+34 910 000 002',
        taxId: 'B00000002',
        data: { customers: 25, repairs: 50, seed: 20261201 },
      },
      now,
    );
    // docs/product.md §32.2: the shops are the chain "Rueda Demo", the first its head office, the demo its administrator.
    const chainId = randomUUID();
    await insertChain(tx, { id: chainId, name: DEMO_CHAIN_NAME, headWorkshopId: args.firstWorkshopId, userId, now });
    await joinChain(tx, workshopId, chainId, now);
    await joinChain(tx, readOnlyId, chainId, now);
    // docs/product.md §32.5: the chain shares its customers (the demo accepted its notice), and two of Chamberí's agreed:
    // the first shop's "Buscar en la cadena" finds them.
    await setChainSharing(tx, chainId, { shares: true, userId, now });
    const agreed = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.workshopId, workshopId))
      .orderBy(customers.id)
      .limit(2);
    await tx
      .update(customers)
      .set({ chainShareConsentAt: now })
      .where(
        and(
          eq(customers.workshopId, workshopId),
          inArray(
            customers.id,
            agreed.map((customer) => customer.id),
          ),
        ),
      );
    await tx.insert(serverSettings).values({ key: SEEDED_KEY, value: now.toISOString() }).onConflictDoNothing();
    return workshopId;
  });
}
