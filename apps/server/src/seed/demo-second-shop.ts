// docs/product.md §32.1: the demo account's second workshop, so that whoever tries Rueda finds the header's switcher
// and two boards, and a chain of the two (§32.2). A smaller shop than the first (40 customers, 90 repairs over three months), from its own fixed seed,
// with the same catalogue; the demo account is its admin, joined after the first, which stays where it starts.
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { bikes, customers, mechanics, repairs, serverSettings, workshops, workshopUsers } from '../db/schema.ts';
import { readSetting } from '../db/settings.ts';
import { insertCatalogueItems } from '../data/catalogue.ts';
import { DEMO_CATALOGUE } from './demo-catalogue.ts';
import { demoData } from './demo-data.ts';
import { insertChain, joinChain } from '../data/chains.ts';

const SEEDED_KEY = 'demo-second-shop-seeded-at';

/** The demo's chain, of its two shops. */
export const DEMO_CHAIN_NAME = 'Rueda Demo';

/** The second shop's name, as the switcher lists it. */
export const DEMO_SECOND_SHOP_NAME = 'Rueda Demo Chamberí';

export async function seedDemoSecondShop(
  db: Db,
  args: { userId: string; firstWorkshopId: string; now: Date },
): Promise<string | undefined> {
  if (await readSetting(db, SEEDED_KEY)) return undefined;
  const { userId, now } = args;
  const workshopId = randomUUID();
  const data = demoData(workshopId, now, { customers: 40, repairs: 90, days: 90, seed: 20261130 });
  await db.transaction(async (tx) => {
    await tx.insert(workshops).values({
      id: workshopId,
      name: DEMO_SECOND_SHOP_NAME,
      address: 'Calle de Fuencarral 120, 28010 Madrid',
      phone: '+34 910 000 001',
      taxId: 'B00000001',
      subscriptionStatus: 'active',
      isFree: true,
    });
    // Joined on the database's clock, after the first shop: the oldest membership is where a first session starts (§32.1).
    await tx.insert(workshopUsers).values({ workshopId, userId, role: 'admin' });
    for (const kind of ['packs', 'maintenances', 'suspensions', 'stockItems'] as const)
      await insertCatalogueItems(tx, workshopId, kind, DEMO_CATALOGUE[kind]);
    await tx.insert(mechanics).values(data.mechanics);
    await tx.insert(customers).values(data.customers);
    await tx.insert(bikes).values(data.bikes);
    await tx.insert(repairs).values(data.repairs);
    // docs/product.md §32.2: the two shops are the chain "Rueda Demo", the first its head office, the demo its administrator.
    const chainId = randomUUID();
    await insertChain(tx, { id: chainId, name: DEMO_CHAIN_NAME, headWorkshopId: args.firstWorkshopId, userId, now });
    await joinChain(tx, workshopId, chainId, now);
    await tx.insert(serverSettings).values({ key: SEEDED_KEY, value: now.toISOString() }).onConflictDoNothing();
  });
  return workshopId;
}
