// docs/product.md §16.1 and §29: the dashboard's revenue from the issued documents once a workshop issues any, net of
// rectifications, per VAT rate and per payment method; a workshop that never issued one keeps the repairs' prices.
// Every expected figure below was worked out by hand (in the comments), not with the server's code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SALES_SETTINGS } from './isolation-payloads.ts';
import { COMPANY_CUSTOMER, takeBackOneTyre } from './sales-fixture.ts';
import type { TestServer } from './test-server.ts';
import { INTAKE, startTwoWorkshopServer, type Caller, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let other: Workshop;
let mechanic: Caller;

const DAY_MS = 86_400_000;
/** Yesterday to tomorrow on the server's clock: three whole days around today, whatever the hour. */
const around = () => {
  const now = server.clock.now().getTime();
  return { from: new Date(now - 1.5 * DAY_MS).toISOString(), to: new Date(now + 1.5 * DAY_MS).toISOString() };
};
/** A week that ended three days ago: nothing was issued then. */
const weekBefore = () => {
  const now = server.clock.now().getTime();
  return { from: new Date(now - 10 * DAY_MS).toISOString(), to: new Date(now - 3 * DAY_MS).toISOString() };
};
const CUSTOMER = COMPANY_CUSTOMER;
const NO_METHOD = { cash: 0, card: 0, bizum: 0, transfer: 0, mbway: 0 };
/** INTAKE's lines: a pack of 35 €, 2 × 12 € of maintenance and a 6,50 € tube, all pending. */
const REPAIRS_FIGURES = {
  total: 6550,
  byPayment: { pending: 6550, paid: 0, partial: 0, warranty: 0, sponsorship: 0 },
  byKind: { packs: 3500, maintenances: 2400, suspensions: 0, stockItems: 650 },
};

beforeAll(async () => {
  ({ server, shop, other, mechanic } = await startTwoWorkshopServer());
  for (const workshop of [shop, other]) await workshop.admin.ok('salesTaxSettingsUpdate', SALES_SETTINGS);
});
afterAll(() => server?.close());

describe('the dashboard’s revenue', () => {
  it('comes from the repairs while the workshop never issued a document, and says so', async () => {
    await shop.admin.ok('repairsCreate', INTAKE);
    const dashboard = await shop.admin.ok('dashboardGet', around());
    expect(dashboard.revenue).toEqual({ source: 'repairs', ...REPAIRS_FIGURES, documents: null });
  });

  it('comes from the documents once issued: net of a partial rectification, per rate and per method, a refund and a deposit included', async () => {
    const repair = await shop.admin.ok('repairsCreate', INTAKE);
    // A deposit of 10 € by transfer on a repair not invoiced: money taken today.
    await shop.admin.ok('salesDepositsTake', { repairId: repair.id, method: 'transfer', amountCents: 1000 });
    // A: 2 × 30 € at 21 % (base 6000 / 1,21 = 4958,68 → 4959, tax 1041) and 22 € at 10 % (base 2000, tax 200): 82 €,
    // paid 50 € cash and 32 € card.
    const a = await shop.admin.ok('salesInvoicesIssue', {
      kind: 'simplified',
      lines: [
        { description: 'Cubierta', quantity: 2, priceCents: 3000, rateBp: 2100 },
        { description: 'Revisión', quantity: 1, priceCents: 2200, rateBp: 1000 },
      ],
      payments: [
        { method: 'cash', amountCents: 5000, tenderedCents: 5000 },
        { method: 'card', amountCents: 3200 },
      ],
    });
    expect(a.totalCents).toBe(8200);
    const before = await shop.admin.ok('dashboardGet', around());
    expect(before.revenue?.total).toBe(8200);
    // B: a full invoice of 121 € at 21 % (base 10000, tax 2100), paid by Bizum.
    await shop.admin.ok('salesInvoicesIssue', {
      kind: 'full',
      customer: CUSTOMER,
      lines: [{ description: 'Rueda trasera', quantity: 1, priceCents: 12100, rateBp: 2100 }],
      payments: [{ method: 'bizum', amountCents: 12100 }],
    });
    // C: 10 € at 4 % (base 1000 / 1,04 = 961,54 → 962, tax 38), replaced by a full invoice (F3), which charges nothing new.
    const c = await shop.admin.ok('salesInvoicesIssue', {
      kind: 'simplified',
      lines: [{ description: 'Libro de rutas', quantity: 1, priceCents: 1000, rateBp: 400 }],
    });
    await shop.admin.ok('salesInvoicesRectify', { mode: 'replace', id: c.id, customer: CUSTOMER });
    await shop.admin.ok('dashboardGet', around());
    // A's partial rectification: one tyre back, −30 € at 21 % (base −3000 / 1,21 = −2479,34 → −2479, tax −521); 30 € back on the card.
    await takeBackOneTyre(shop, a.id);
    // Another workshop's sale counts in none of it.
    await other.admin.ok('salesInvoicesIssue', {
      kind: 'simplified',
      lines: [{ description: 'Otra venta', quantity: 1, priceCents: 99_00, rateBp: 2100 }],
      payments: [{ method: 'mbway', amountCents: 9900 }],
    });

    const dashboard = await shop.admin.ok('dashboardGet', around());
    expect(dashboard.revenue).toEqual({
      source: 'documents',
      // 8200 + 12100 + 1000 − 3000
      total: 18300,
      // The repairs' own figures as before: two INTAKE repairs, the second partly paid by its deposit (A, B, C are counter sales).
      byPayment: { ...REPAIRS_FIGURES.byPayment, partial: 6550 },
      byKind: { packs: 7000, maintenances: 4800, suspensions: 0, stockItems: 1300 },
      documents: {
        byRate: [
          // 6000 + 12100 − 3000; 4959 + 10000 − 2479; 1041 + 2100 − 521
          { rateBp: 2100, grossCents: 15100, baseCents: 12480, taxCents: 2620 },
          { rateBp: 1000, grossCents: 2200, baseCents: 2000, taxCents: 200 },
          { rateBp: 400, grossCents: 1000, baseCents: 962, taxCents: 38 },
        ],
        // Card: 3200 − 3000; transfer: the deposit.
        byMethod: { ...NO_METHOD, cash: 5000, card: 200, bizum: 12100, transfer: 1000 },
      },
    });
  });

  it('counts only the timeframe’s days: a week before shows nothing, from the documents still', async () => {
    const dashboard = await shop.admin.ok('dashboardGet', weekBefore());
    expect(dashboard.revenue).toMatchObject({ source: 'documents', total: 0, documents: { byRate: [], byMethod: NO_METHOD } });
  });

  it('follows a rectification at once: the dashboard kept in memory is read again', async () => {
    const sale = await shop.admin.ok('salesInvoicesIssue', {
      kind: 'simplified',
      lines: [{ description: 'Pedal', quantity: 1, priceCents: 2420, rateBp: 2100 }],
    });
    const before = await shop.admin.ok('dashboardGet', around());
    await shop.admin.ok('salesInvoicesRectify', { mode: 'total', id: sale.id, reason: 'Anulada' });
    const after = await shop.admin.ok('dashboardGet', around());
    expect(after.revenue!.total).toBe(before.revenue!.total - 2420);
    expect(after.revenue!.documents!.byRate[0]!.grossCents).toBe(before.revenue!.documents!.byRate[0]!.grossCents - 2420);
  });

  it('is hidden from a mechanic, and another workshop sees only its own sale', async () => {
    expect((await mechanic.ok('dashboardGet', around())).revenue).toBeNull();
    const theirs = await other.admin.ok('dashboardGet', around());
    expect(theirs.revenue).toMatchObject({
      source: 'documents',
      total: 9900,
      documents: { byRate: [{ rateBp: 2100, grossCents: 9900, baseCents: 8182, taxCents: 1718 }], byMethod: { ...NO_METHOD, mbway: 9900 } },
    });
  });
});
