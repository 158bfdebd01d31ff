// docs/product.md §6, isolation and bad input: a workshop's functions never reach another workshop's data, not even a
// sibling shop of its chain (§32), and random payloads get invalid-argument or a proper result, never a 500 or a
// partial write. The chain's own functions have their suite: chain-isolation.test.ts.
import { FUNCTIONS, type TRepair } from '@rueda/domain';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestClient } from './http-client.ts';
import { randomPayload } from './isolation-arbitraries.ts';
import { deleteNewRows, fingerprint, ownKeys } from './isolation-prints.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { insertCatalogueItems } from '../src/data/catalogue.ts';
import { createWorkshop, seedCatalogue, type Caller, type Workshop } from './workshop-fixture.ts';
import { chainOfWorkshops } from './chain-fixture.ts';
import { crossWorkshopAttempts } from './isolation-attempts.ts';
import { ADDRESS, CARDS, localPay, trialEndingSoon } from './billing-fixture.ts';
import {
  TINY_PNG,
  validPayloads as payloadsFor,
  ALERT_FINISHED_DATE,
  SALES_SETTINGS,
  WORKSHOP_FUNCTIONS,
  type Spare,
  type WorkshopFunction,
} from './isolation-payloads.ts';
import { partToken, withPart } from './parts-isolation.ts';
import { withRecommendation } from './recommendations-isolation.ts';
import { suspensionToken, withSuspension } from './suspensions-isolation.ts';
import { NEEDS_BOOKING, withBooking } from './booking-isolation.ts';
import { SUBSCRIPTION_FUNCTIONS, subscriptionRuns } from './subscription-isolation.ts';

let server: TestServer;
let a: Workshop;
let b: Workshop;
/** docs/product.md §32.2: A and B are shops of one chain, which shares customers; its administrator, admin of both, works in A. */
let chainAdmin: Caller;
let bRepair: TRepair;
let aRepair: TRepair;
/** A workshop that paid a checkout it has not confirmed yet: the subscription callables' target. */
let s: Workshop;
let sSession: string;
let sInvoice: string;
let bPhoto: string;
/** Documents A and B issued (docs/product.md §29.4): A's for salesInvoicesGet's runs, B's out of A's reach. */
let aDocument: string;
/** A's simplified series, which salesSeriesUpdate's runs give the AT's code (docs/product.md §29.8). */
let aSeries: string;
const B_STOCK = 'st-only-b';
let bDocument: string;
/** A's document that only payments touch, and B's payment out of A's reach (docs/product.md §29.5). */
let aPaidDocument: string;
let bPayment: string;

beforeAll(async () => {
  server = await startTestServer();
  [a, b] = await Promise.all([createWorkshop(server, 'Taller A'), createWorkshop(server, 'Taller B')]);
  chainAdmin = (await chainOfWorkshops(server, 'Cadena AB', [a, b])).owner.caller;
  await Promise.all([seedCatalogue(server, a.id), seedCatalogue(server, b.id)]);
  const intake = {
    customer: { name: 'Cliente B', phone: '600 000 001' },
    bike: { manufacturer: 'Specialized', model: 'Tarmac' },
    services: { packs: [{ id: 'pack-basic' }] },
  };
  bRepair = await b.admin.ok('repairsCreate', intake);
  // The chain shares its customers and B's agreed (docs/product.md §32.5): still none of it reaches A but by bringing.
  await chainAdmin.ok('chainsSetCustomerSharing', { shares: true, noticeAccepted: true });
  await b.admin.ok('chainCustomersSetConsent', { customerId: bRepair.customer.id!, consent: true });
  aRepair = await a.admin.ok('repairsCreate', { ...intake, customer: { name: 'Cliente A' } });
  bPhoto = (await b.admin.ok('repairPhotosAdd', { repairId: bRepair.id, image: TINY_PNG })).id;
  // seedCatalogue gives both workshops the same ids: a stock item only B has.
  await insertCatalogueItems(server.database.db, b.id, 'stockItems', [
    { id: B_STOCK, title: 'Solo B', price: 100, reference: '', position: 9 },
  ]);
  const sale = { kind: 'simplified' as const, lines: [{ description: 'Parche', quantity: 1, priceCents: 100 }] };
  for (const shop of [a, b]) await shop.admin.ok('salesTaxSettingsUpdate', SALES_SETTINGS);
  aDocument = (await a.admin.ok('salesInvoicesIssue', sale)).id;
  aSeries = (await a.admin.ok('salesTaxSettingsGet', null)).series.find((series) => series.code === 'T')!.id;
  bDocument = (await b.admin.ok('salesInvoicesIssue', sale)).id;
  aPaidDocument = (
    await a.admin.ok('salesInvoicesIssue', { ...sale, lines: [{ description: 'Revisión', quantity: 1, priceCents: 10_000 }] })
  ).id;
  bPayment = (await b.admin.ok('salesPaymentsRecord', { documentId: bDocument, payments: [{ method: 'card', amountCents: 10 }] }))
    .payments[0]!.id;
  s = await createWorkshop(server, 'Taller S');
  await trialEndingSoon(server, s);
  sSession = (await s.admin.ok('callablesCreateCheckoutSession', { planId: 'workshop-pro' })).sessionId;
  await localPay(server).completeCheckout(sSession, CARDS.succeeds, ADDRESS);
  sInvoice = (await s.admin.ok('callablesGetSubscriptionDetails', null)).paymentHistory[0]!.invoiceId!;
});
afterAll(async () => server?.close());

describe('isolation between workshops', () => {
  it('answers not-found (or invalid-argument for a list of ids) for another workshop’s ids, and changes nothing there', async () => {
    const before = await fingerprint(server, b.id);
    const attempts = crossWorkshopAttempts({ b, aRepair, bRepair, bPhoto, bDocument, bPayment, bStock: B_STOCK, sSession, sInvoice });
    // A and B are shops of one chain (docs/product.md §32): neither A's admin nor the chain's administrator, an admin
    // of both working in A, reaches B through a workshop function.
    expect((await a.admin.ok('chainsGet', null)).chain?.workshops.map((shop) => shop.id)).toEqual([a.id, b.id]);
    const range = {
      from: new Date(Date.parse(bRepair.created) - 86_400_000).toISOString(),
      to: new Date(Date.parse(bRepair.created) + 86_400_000).toISOString(),
    };
    for (const [caller, who] of [
      [a.admin, 'A’s admin'],
      [chainAdmin, 'the chain’s administrator'],
    ] as const) {
      for (const [name, data, status] of attempts) {
        const answer = await caller.send(name, data);
        expect(answer.status, `${who}: ${name} ${JSON.stringify(data)}`).toBe(status);
      }
      // Lists only ever show the caller's own.
      const list = await caller.ok('repairsList', { limit: 500 });
      expect(list.repairs.map((repair) => repair.id)).not.toContain(bRepair.id);
      expect(await caller.ok('repairsList', { mechanic: b.mechanicIds[0] })).toMatchObject({ total: 0 });
      expect(await caller.ok('customersList', { search: 'Cliente B' })).toEqual([]);
      expect((await caller.ok('bookingsList', range)).events.map((event) => event.id)).not.toContain(bRepair.id);
      expect((await caller.ok('dashboardGet', range)).mechanics.map((row) => row.id)).not.toContain(b.mechanicIds[0]);
      expect((await caller.ok('mechanicsList', null)).map((mechanic) => mechanic.id).sort()).toEqual([...a.mechanicIds].sort());
    }
    // An import with B's ids lands in A, as A's own.
    expect(await a.admin.ok('repairsImport', { repairs: [{ id: bRepair.id, customer: { name: 'Importado' } }] })).toMatchObject({
      imported: 1,
    });
    expect(await fingerprint(server, b.id)).toBe(before);
  });

  it('refuses every workshop function to an account without a workshop, and to an expired workshop', async () => {
    const outsider = new TestClient(server.url);
    await outsider.signUp('outsider@example.com', 'a good long password');
    const token = await outsider.idToken();
    const expired = await createWorkshop(server, 'Taller caducado');
    await server.database.db.execute(
      sql`update workshops set subscription_status = 'expired', trial_ends_at = now() - interval '1 day' where id = ${expired.id}`,
    );
    await expired.admin.renewToken();
    // servicesAddStarter only fills an empty catalogue, and salesSaftExport answers only a Portuguese workshop (A is
    // Spanish; sales-portugal.test.ts covers it), so neither has a random-payload run below.
    for (const name of [...WORKSHOP_FUNCTIONS, 'servicesAddStarter', 'salesSaftExport'] as const) {
      expect((await outsider.call(name, {}, { token })).status, name).toBe(403);
      expect((await expired.admin.call(name, {})).status, name).toBe(403);
    }
    expect((await new TestClient(server.url).call('repairsList', {})).status).toBe(401);
    // The subscription's own callables stay open to an expired workshop, which must reach them to pay
    // (docs/product.md §2); an account outside any workshop has no subscription to reach.
    for (const name of SUBSCRIPTION_FUNCTIONS) {
      if (name === 'callablesValidateTrialStatus') continue;
      expect((await outsider.call(name, {}, { token })).status, name).toBe(403);
      expect((await expired.admin.call(name, {})).status, name).not.toBe(403);
    }
  });
});

async function currentLastUpdate(id: string): Promise<string> {
  const answer = await a.admin.call('repairsGet', { id });
  return answer.status === 200 ? (answer.body.result as { repair: TRepair }).repair.lastUpdate : aRepair.lastUpdate;
}

/**
 * The concurrency token a function's valid payload carries: m-chain's for servicesUpdate, the spare
 * customer's or bike's for customersUpdate and bikesUpdate, aRepair's otherwise.
 */
async function currentToken(name: WorkshopFunction, spare: Spare): Promise<string> {
  if (name === 'customersUpdate') {
    const answer = await a.admin.call('customersGet', { id: spare.customerId });
    return answer.status === 200 ? answer.body.result!.customer.lastUpdate : aRepair.lastUpdate;
  }
  if (name === 'bikesUpdate') {
    const bikes = await a.admin.ok('bikesList', { customerId: spare.customerId });
    return bikes.find((bike) => bike.id === spare.bikeId)?.lastUpdate ?? aRepair.lastUpdate;
  }
  if (name === 'suspensionsUpdate') return suspensionToken(a, spare, aRepair.lastUpdate);
  if (name === 'partsUpdate') return partToken(a, spare, aRepair.lastUpdate);
  if (name !== 'servicesUpdate') return currentLastUpdate(aRepair.id);
  const catalogue = await a.admin.ok('servicesList', null);
  return catalogue.maintenances.find((item) => item.id === 'm-chain')!.lastUpdate!;
}

/** A fresh customer of A without repairs, with a bike; a former customer with a repair and its photo. */
async function newSpare(): Promise<Spare> {
  const customer = await a.admin.ok('customersCreate', { name: 'Repuesto', phone: '644 555 666' });
  const bike = await a.admin.ok('bikesCreate', { customerId: customer.id, manufacturer: 'Cube', model: 'Attain' });
  const former = await a.admin.ok('repairsCreate', { customer: { name: 'Antiguo', phone: '655 000 111' }, bike: {} });
  const photo = await a.admin.ok('repairPhotosAdd', { repairId: former.id, image: TINY_PNG });
  return {
    customerId: customer.id,
    bikeId: bike.id,
    formerCustomerId: former.customer.id!,
    photoId: photo.id,
    salesDocumentId: aDocument,
    salesSeriesId: aSeries,
    salesPaymentDocumentId: aPaidDocument,
  };
}

describe('random payloads', () => {
  /**
   * Each run starts from workshop A as the runs before it left it, less the rows they created: A stays as small
   * as the first run found it, and each function's valid payload names aRepair, which stays, or rows its own run creates.
   */
  let kept: Map<string, string[]>;
  beforeEach(async () => {
    kept = await ownKeys(server, a.id);
  });
  afterEach(async () => deleteNewRows(server, a.id, kept));

  /**
   * The valid payload, edited or replaced at random (isolation-arbitraries.ts), with the ids of both workshops at hand.
   * `ownRepairId` is a repair of A that the run may destroy: a random id put in repairsDelete's payload once deleted
   * the shared aRepair, and every later function's valid payload then answered 404.
   */
  const payloadFor = (valid: unknown, ownRepairId: string) =>
    randomPayload(valid, {
      ids: [
        ownRepairId,
        bRepair.id,
        a.mechanicIds[0]!,
        b.mechanicIds[0]!,
        bRepair.customer.id!,
        'pack-basic',
        'st-tube',
        'workshop-pro',
        sSession,
        sInvoice,
        s.admin.userId,
        a.admin.userId,
      ],
      lastUpdate: aRepair.lastUpdate,
    });

  for (const name of WORKSHOP_FUNCTIONS) {
    it(`${name}: invalid-argument or a proper result, never a 500 or a partial write`, async () => {
      const statuses: number[] = [];
      /** The workshop's print after the last call, when that call was refused (and so changed nothing). */
      let unchanged: string | undefined;
      const victims = await Promise.all(
        Array.from({ length: 4 }, () =>
          a.admin.ok('repairsCreate', { customer: { name: 'Víctima' }, bike: {} }).then((repair) => repair.id),
        ),
      );
      const spare = name.startsWith('suspension')
        ? await withSuspension(a, await newSpare())
        : name.startsWith('recommendations') || name === 'repairsRecommendLine'
          ? await withRecommendation(a, await newSpare())
          : name.startsWith('parts')
            ? await withPart(a, await newSpare())
            : NEEDS_BOOKING.has(name)
              ? await withBooking(server, a, await newSpare())
              : await newSpare();
      if (name === 'alertsHandle')
        await a.admin.ok('repairsUpdateStatus', { id: victims[0]!, status: 'finished', date: ALERT_FINISHED_DATE });
      // A payment is refunded once: each run of salesPaymentsRefund gets a payment of its own (docs/product.md §29.5).
      if (name === 'salesPaymentsRefund')
        spare.salesPaymentId = (
          await a.admin.ok('salesPaymentsRecord', { documentId: aPaidDocument, payments: [{ method: 'card', amountCents: 1 }] })
        ).payments.at(-1)!.id;
      // A deposit needs a repair not invoiced with something left to charge: the runs before may have invoiced A's
      // (a document is never deleted), so each run of salesDepositsTake gets a repair of its own.
      if (name === 'salesDepositsTake')
        spare.salesDepositRepairId = (
          await a.admin.ok('repairsCreate', { customer: { name: 'Señal' }, bike: {}, services: { packs: [{ id: 'pack-basic' }] } })
        ).id;
      const valid = payloadsFor({ a, aRepair }, victims, await currentToken(name, spare), spare)[name];
      await fc.assert(
        fc.asyncProperty(payloadFor(valid, victims[0]!), async (generated) => {
          // The concurrency token goes stale after each successful save; most runs use the current one. It is
          // read only for a payload that carries the valid one: in any other, replacing it changes nothing.
          const json = JSON.stringify(generated ?? null);
          const stale = JSON.stringify(valid && (valid as { expectedLastUpdate?: string }).expectedLastUpdate);
          const data = JSON.parse(
            json.includes(stale) ? json.replaceAll(stale, JSON.stringify(await currentToken(name, spare))) : json,
          ) as unknown;
          // After a refused call the data is as it was: the next call starts from the print just taken.
          const before = unchanged ?? (await fingerprint(server, a.id));
          unchanged = undefined;
          const answer = await a.admin.send(name, data);
          statuses.push(answer.status);
          expect([200, 400, 404, 409], JSON.stringify(answer.body)).toContain(answer.status);
          if (answer.status === 200) FUNCTIONS[name].output.parse(answer.body.result);
          else expect((unchanged = await fingerprint(server, a.id))).toBe(before);
          // A payload the data refuses (a recommendation already dismissed, docs/product.md §31.1) is a failed
          // precondition: as clear a refusal as a bad field, and it changes nothing either.
          if (answer.status === 400) expect(['INVALID_ARGUMENT', 'FAILED_PRECONDITION']).toContain(answer.body.error?.status);
        }),
        // The valid payload always runs once: for a function with one field (bikesList), random
        // runs alone left it out about once in two hundred suites.
        { numRuns: 40, examples: [[valid]] },
      );
      // The generator reaches past validation: some runs succeed and some are refused.
      expect(statuses).toContain(200);
      expect(statuses.some((status) => status !== 200)).toBe(true);
      const tally: Record<number, number> = {};
      for (const status of statuses) tally[status] = (tally[status] ?? 0) + 1;
      process.stdout.write(`${name} ${JSON.stringify(tally)}\n`);
    });
  }

  for (const name of SUBSCRIPTION_FUNCTIONS) {
    it(`${name}: invalid-argument or a proper result, never a 500 or a partial write`, async () => {
      const statuses: number[] = [];
      /** The workshop's print after the last call, when that call was refused (and so changed nothing). */
      let unchanged: string | undefined;
      const { shop, valid, alsoAllowed = [] } = subscriptionRuns(a, { shop: s, sessionId: sSession, invoiceId: sInvoice })[name];
      await fc.assert(
        fc.asyncProperty(payloadFor(valid, aRepair.id), async (data) => {
          const before = unchanged ?? (await fingerprint(server, shop.id));
          unchanged = undefined;
          const answer = await shop.admin.send(name, data ?? null);
          statuses.push(answer.status);
          expect([200, 400, 404, 409, ...alsoAllowed], JSON.stringify(answer.body)).toContain(answer.status);
          if (answer.status === 200) FUNCTIONS[name].output.parse(answer.body.result);
          else expect((unchanged = await fingerprint(server, shop.id))).toBe(before);
          if (answer.status === 400) expect(answer.body.error?.status).toBe('INVALID_ARGUMENT');
        }),
        { numRuns: 40, examples: [[valid]] },
      );
      expect(statuses).toContain(200);
      const tally: Record<number, number> = {};
      for (const status of statuses) tally[status] = (tally[status] ?? 0) + 1;
      process.stdout.write(`${name} ${JSON.stringify(tally)}\n`);
    });
  }
});
