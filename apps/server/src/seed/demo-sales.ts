// The demo's till (docs/product.md §29): a Spanish workshop's tax settings and series, today's till opened with its
// float, the simplified invoices of the repairs it delivered most recently (paid in cash with change, by card or by
// Bizum, one left to pay), a full invoice naming a company, a counter sale, one rectification, and a deposit on a
// repair in the workshop, each document with its VERI*FACTU record, so that the documents list, a document's page,
// its record, a repair's money and the day's till show real figures. Written through the same services as the
// screens, on the server's clock; seeded once.
import type { TSalesPaymentInput, TSalesTaxSettings } from '@rueda/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { repairs, serverSettings, workshopUsers } from '../db/schema.ts';
import { readSetting } from '../db/settings.ts';
import { saveCheckedSalesSettings } from '../services/sales-settings.ts';
import { issueSalesInvoice } from '../services/sales-issue.ts';
import { takeDeposit } from '../services/sales-payments.ts';
import { openTill } from '../services/till.ts';
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
  await openTill(db, issuer, { day: null, floatCents: 10_000 });
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
      payments: paymentsOf(index, repair.total),
    });
  }
  // A deposit on the newest repair in the workshop, as the customer left the bike (docs/product.md §29.5).
  const [inWorkshop] = await db
    .select({ id: repairs.id, total: repairs.totalPrice })
    .from(repairs)
    .where(and(eq(repairs.workshopId, workshopId), eq(repairs.status, 'inProgress')))
    .orderBy(desc(repairs.created))
    .limit(1);
  if (inWorkshop?.total && inWorkshop.total >= 2000)
    await takeDeposit(db, issuer, { repairId: inWorkshop.id, method: 'cash', amountCents: 2000, tenderedCents: 2000 });
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

/**
 * How the `index`th delivered repair was paid: cash with a note handed over (its change), by card, by Bizum, in two
 * methods, and the company's invoice left to pay by transfer later.
 */
function paymentsOf(index: number, totalCents: number): TSalesPaymentInput[] {
  if (index === 1) return [];
  if (index % 4 === 0) return [{ method: 'cash', amountCents: totalCents, tenderedCents: Math.ceil(totalCents / 5000) * 5000 }];
  if (index % 4 === 2 && totalCents > 2000)
    return [
      { method: 'cash', amountCents: 2000, tenderedCents: 2000 },
      { method: 'card', amountCents: totalCents - 2000, tenderedCents: null },
    ];
  return [{ method: index % 4 === 3 ? 'bizum' : 'card', amountCents: totalCents, tenderedCents: null }];
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
