// A workshop's catalogue of any size, written straight into the database (the servicesList benchmark
// and the services screen's benchmark in e2e/bench): stock items with references, prices, costs and
// quantities (some under their minimum), maintenances spread over five groups, and packs with their checklists.
import { insertCatalogueItems } from '../src/data/catalogue.ts';
import { connectDatabase } from '../src/db/client.ts';

const GROUPS = ['Frenos', 'Transmisión', 'Ruedas y neumáticos', 'Suspensión', 'E-bike'];
const PARTS = ['cámara', 'cubierta', 'cadena', 'pastillas', 'cable'];
const BATCH = 1000;

/**
 * Adds `stockItems` stock items, `maintenances` maintenances and `packs` packs (none unless told), unless
 * the workshop already has that many stock items (a kept data directory).
 */
export async function fillCatalogue(
  databaseUrl: string,
  workshopId: string,
  counts: { stockItems: number; maintenances: number; packs?: number },
): Promise<void> {
  const { db, pool, close } = connectDatabase(databaseUrl, { max: 2 });
  try {
    const existing = await pool.query<{ count: number }>(
      "select count(*)::int as count from services where workshop_id = $1 and kind = 'stockItems'",
      [workshopId],
    );
    if (existing.rows[0]!.count >= counts.stockItems && counts.stockItems > 0) return;
    const stock = Array.from({ length: counts.stockItems }, (_, index) => ({
      id: `bench-stock-${index}`,
      position: index,
      title: `Recambio ${index} ${PARTS[index % PARTS.length]}`,
      price: 500 + (index % 90) * 100,
      reference: `REF-${String(index).padStart(5, '0')}`,
      cost: 300 + (index % 50) * 50,
      quantity: index % 17,
      minQuantity: index % 5,
    }));
    const maintenances = Array.from({ length: counts.maintenances }, (_, index) => ({
      id: `bench-maintenance-${index}`,
      position: index,
      title: `Mantenimiento ${index}`,
      price: 1000 + (index % 40) * 250,
      group: GROUPS[index % GROUPS.length]!,
      estimatedMinutes: 15 + (index % 8) * 15,
    }));
    const packs = Array.from({ length: counts.packs ?? 0 }, (_, index) => ({
      id: `bench-pack-${index}`,
      position: index,
      title: `Puesta a punto ${index}`,
      price: 3000 + (index % 30) * 500,
      checklist: ['Frenos', 'Cambios', PARTS[index % PARTS.length]!],
    }));
    for (let start = 0; start < stock.length; start += BATCH)
      await insertCatalogueItems(db, workshopId, 'stockItems', stock.slice(start, start + BATCH));
    for (let start = 0; start < maintenances.length; start += BATCH)
      await insertCatalogueItems(db, workshopId, 'maintenances', maintenances.slice(start, start + BATCH));
    for (let start = 0; start < packs.length; start += BATCH)
      await insertCatalogueItems(db, workshopId, 'packs', packs.slice(start, start + BATCH));
  } finally {
    await close();
  }
}
