// The demo's till (docs/product.md §29): a Spanish workshop's tax settings and series, the simplified invoices of
// the repairs it delivered most recently, a full invoice naming a company, a counter sale, and one rectification,
// each with its VERI*FACTU record, so that the documents list, a document's page and its record show real
// documents. Issued through the same service as the charge screen, on the server's clock; seeded once.
import type { TSalesTaxSettings } from '@rueda/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { repairs, serverSettings, workshopUsers } from '../db/schema.ts';
import { readSetting } from '../db/settings.ts';
import { saveCheckedSalesSettings } from '../services/sales-settings.ts';
import { issueSalesInvoice } from '../services/sales-issue.ts';
import { rectifySalesInvoice } from '../services/sales-rectify.ts';
import type { VerifactuConfig } from '../verifactu/system.ts';

const SEEDED_KEY = 'demo-sales-seeded-at';

/** The demo's fiscal identity: B76543214 passes the CIF's control digit (docs/product.md §29.1). */
export const DEMO_TAX_SETTINGS: TSalesTaxSettings = {
  country: 'ES',
  region: 'ES',
  legalName: 'Taller Rueda Demo, S.L.',
  taxId: 'B76543214',
  street: 'Calle de la Cadena 12',
  postalCode: '28045',
  town: 'Madrid',
  province: 'Madrid',
  simplifiedLimitCents: 40_000,
  defaultRateBp: 2100,
};

export async function seedDemoSales(db: Db, workshopId: string, verifactu: VerifactuConfig, now: Date): Promise<void> {
  if (await readSetting(db, SEEDED_KEY)) return;
  await saveCheckedSalesSettings(db, workshopId, DEMO_TAX_SETTINGS, now);
  const [admin] = await db
    .select({ userId: workshopUsers.userId })
    .from(workshopUsers)
    .where(and(eq(workshopUsers.workshopId, workshopId), eq(workshopUsers.role, 'admin')));
  if (!admin) return;
  const issuer = { workshopId, userId: admin.userId, now, verifactu };
  const delivered = await db
    .select({ id: repairs.id, total: repairs.totalPrice })
    .from(repairs)
    .where(and(eq(repairs.workshopId, workshopId), eq(repairs.status, 'delivered')))
    .orderBy(desc(repairs.created))
    .limit(8);
  const charged = delivered.flatMap((repair) => (repair.total ? [{ id: repair.id, total: repair.total }] : []));
  for (const [index, repair] of charged.entries()) {
    // docs/product.md §29.4: above the simplified invoice's limit, or for the company below, a full invoice.
    const full = repair.total > DEMO_TAX_SETTINGS.simplifiedLimitCents || index === 1;
    await issueSalesInvoice(db, issuer, {
      kind: full ? 'full' : 'simplified',
      repairId: repair.id,
      lines: [],
      customer: full ? COMPANY : null,
    });
  }
  const sale = await issueSalesInvoice(db, issuer, {
    kind: 'simplified',
    repairId: null,
    lines: [
      { description: 'Cámara 29" válvula presta', quantity: 2, priceCents: 850, rateBp: null, stockItemId: null },
      { description: 'Bote de lubricante de cadena', quantity: 1, priceCents: 1295, rateBp: null, stockItemId: null },
    ],
    customer: null,
  });
  // A tube came back unopened: one of the two is taken back.
  await rectifySalesInvoice(db, issuer, {
    mode: 'partial',
    id: sale.id,
    reason: 'Devolución de una cámara sin abrir',
    lines: [{ description: 'Cámara 29" válvula presta', quantity: 1, priceCents: 850, rateBp: null, stockItemId: null }],
  });
  await db.insert(serverSettings).values({ key: SEEDED_KEY, value: now.toISOString() }).onConflictDoNothing();
}

/** A company that asks for full invoices. */
const COMPANY = {
  name: 'Mensajería Ciclista Centro, S.L.',
  taxId: 'B12345674',
  country: 'ES',
  street: 'Calle del Pez 8',
  postalCode: '28004',
  town: 'Madrid',
  customerId: null,
};
