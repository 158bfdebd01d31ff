// docs/product.md §32.2 and decision 086, isolation with the read mode as a caller: a chain's administrator who is not a
// member of workshop B works in B in read mode (the role chainAdmin) and calls every workshop function of the isolation
// suite (isolation.test.ts) with B's own valid payloads, built as that suite builds A's. A function whose permission
// does not list the role is refused by the role; every other one answers; and in both cases nothing of B (nor of A,
// the chain's other shop) changes: every function open to the read mode writes nothing.
import { CHAIN_READER_ROLE, FUNCTIONS, can, type TRepair } from '@rueda/domain';
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_LIST } from '../src/functions/index.ts';
import { NEEDS_BOOKING, withBooking } from './booking-isolation.ts';
import { chainOfWorkshops, errorOf } from './chain-fixture.ts';
import {
  ALERT_FINISHED_DATE,
  SALES_SETTINGS,
  TINY_PNG,
  validPayloads,
  WORKSHOP_FUNCTIONS,
  type Spare,
  type WorkshopFunction,
} from './isolation-payloads.ts';
import { fingerprint } from './isolation-prints.ts';
import { partToken, withPart } from './parts-isolation.ts';
import { withRecommendation } from './recommendations-isolation.ts';
import { suspensionToken, withSuspension } from './suspensions-isolation.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, seedCatalogue, type Caller, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let a: Workshop;
let b: Workshop;
/** The chain's administrator, an admin of A taken off B's team, working in B in read mode. */
let reader: Caller;
let bRepair: TRepair;
/** Two repairs of B without lines, as the suite's victims; the first finished, so its alert is open. */
let victims: string[];
/** B's spare rows: a customer with a bike, its fork, recommendation, part and online booking, a former customer, sales. */
let spare: Spare;
/** Each concurrency token B's valid payloads carry, read once: nothing writes between. */
let tokens: Partial<Record<WorkshopFunction, string>>;

/** The functions whose valid payload the read mode's role may run but the function itself refuses (decision 086). */
const REFUSED_INSIDE: ReadonlySet<WorkshopFunction> = new Set([
  // Its valid payload asks to make the customer's link (`create: true`), a write: only the live one is read.
  'repairLinkGet',
]);

/**
 * Every row that names workshop B in a table with a `workshop_id` column, beyond isolation-prints.ts's list: a table
 * added later is read too. A session's row names the workshop it works in, but it is the account's, not the
 * workshop's data, and the sign-in may refresh it on any request.
 */
async function widePrint(workshopId: string): Promise<string> {
  const tables = await server.database.db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.columns
        where table_schema = current_schema() and column_name = 'workshop_id' and table_name <> 'session'
        order by table_name`,
  );
  const parts = await Promise.all(
    tables.rows.map(async ({ table_name: table }) => {
      const rows = await server.database.db.execute<{ print: string | null }>(
        sql`select md5(string_agg(t::text, ',' order by t::text)) as print from ${sql.identifier(table)} t where t.workshop_id = ${workshopId}`,
      );
      return `${table}:${rows.rows[0]?.print ?? ''}`;
    }),
  );
  return `${await fingerprint(server, workshopId)}|${parts.join('|')}`;
}

/** B's spare, built through B's own admin as isolation.test.ts builds A's (every part at once: nothing here writes). */
async function spareOfB(): Promise<Spare> {
  const customer = await b.admin.ok('customersCreate', { name: 'Repuesto', phone: '644 555 666' });
  const bike = await b.admin.ok('bikesCreate', { customerId: customer.id, manufacturer: 'Cube', model: 'Attain' });
  const former = await b.admin.ok('repairsCreate', { customer: { name: 'Antiguo', phone: '655 000 111' }, bike: {} });
  const photo = await b.admin.ok('repairPhotosAdd', { repairId: former.id, image: TINY_PNG });
  await b.admin.ok('salesTaxSettingsUpdate', SALES_SETTINGS);
  const sale = { kind: 'simplified' as const, lines: [{ description: 'Parche', quantity: 1, priceCents: 100 }] };
  const document = await b.admin.ok('salesInvoicesIssue', sale);
  const paid = await b.admin.ok('salesInvoicesIssue', { ...sale, lines: [{ description: 'Revisión', quantity: 1, priceCents: 10_000 }] });
  const payment = await b.admin.ok('salesPaymentsRecord', { documentId: paid.id, payments: [{ method: 'card', amountCents: 1 }] });
  const deposit = await b.admin.ok('repairsCreate', { customer: { name: 'Señal' }, bike: {}, services: { packs: [{ id: 'pack-basic' }] } });
  let built: Spare = {
    customerId: customer.id,
    bikeId: bike.id,
    formerCustomerId: former.customer.id!,
    photoId: photo.id,
    salesDocumentId: document.id,
    salesSeriesId: (await b.admin.ok('salesTaxSettingsGet', null)).series.find((series) => series.code === 'T')!.id,
    salesPaymentDocumentId: paid.id,
    salesPaymentId: payment.payments.at(-1)!.id,
    salesDepositRepairId: deposit.id,
  };
  built = await withSuspension(b, built);
  built = await withRecommendation(b, built);
  built = await withPart(b, built);
  return withBooking(server, b, built);
}

/** The concurrency token B's valid payload for `name` carries, as isolation.test.ts's currentToken reads A's. */
async function tokenOf(name: WorkshopFunction): Promise<string> {
  if (name === 'customersUpdate') return (await b.admin.ok('customersGet', { id: spare.customerId })).customer.lastUpdate;
  if (name === 'bikesUpdate')
    return (await b.admin.ok('bikesList', { customerId: spare.customerId })).find((bike) => bike.id === spare.bikeId)!.lastUpdate;
  if (name === 'suspensionsUpdate') return suspensionToken(b, spare, bRepair.lastUpdate);
  if (name === 'partsUpdate') return partToken(b, spare, bRepair.lastUpdate);
  if (name === 'servicesUpdate')
    return (await b.admin.ok('servicesList', null)).maintenances.find((item) => item.id === 'm-chain')!.lastUpdate!;
  return (await b.admin.ok('repairsGet', { id: bRepair.id })).repair.lastUpdate;
}

beforeAll(async () => {
  server = await startTestServer();
  [a, b] = await Promise.all([createWorkshop(server, 'Taller A'), createWorkshop(server, 'Taller B')]);
  await Promise.all([seedCatalogue(server, a.id), seedCatalogue(server, b.id)]);
  const { owner } = await chainOfWorkshops(server, 'Cadena AB', [a, b]);
  reader = owner.caller;
  // B's own admin takes the chain's administrator off B's team: from then on they only read B.
  await b.admin.ok('teamRemove', { userId: owner.userId });
  bRepair = await b.admin.ok('repairsCreate', {
    customer: { name: 'Cliente B', phone: '600 000 001' },
    bike: { manufacturer: 'Specialized', model: 'Tarmac' },
    services: { packs: [{ id: 'pack-basic' }] },
  });
  await b.admin.ok('repairPhotosAdd', { repairId: bRepair.id, image: TINY_PNG });
  victims = await Promise.all([0, 1].map(async () => (await b.admin.ok('repairsCreate', { customer: { name: 'Víctima' }, bike: {} })).id));
  await b.admin.ok('repairsUpdateStatus', { id: victims[0]!, status: 'finished', date: ALERT_FINISHED_DATE });
  spare = await spareOfB();
  tokens = {};
  for (const name of ['customersUpdate', 'bikesUpdate', 'suspensionsUpdate', 'partsUpdate', 'servicesUpdate', 'repairsUpdate'] as const)
    tokens[name] = await tokenOf(name);
  await reader.ok('accountWorkshopSwitch', { workshopId: b.id });
  await reader.renewToken();
}, 60_000);
afterAll(async () => server?.close());

describe('a chain’s administrator in read mode in a workshop of the chain', () => {
  it('calls every workshop function with the workshop’s own valid payloads: refused by the role or answered, and nothing changes', async () => {
    expect(decodeJwt(await reader.token()).workshop).toMatchObject({ uid: b.id, role: CHAIN_READER_ROLE });
    expect(NEEDS_BOOKING.has('repairBookingContact') && spare.bookedRepairId).toBeTruthy();
    const payloads = (name: WorkshopFunction) =>
      validPayloads({ a: b, aRepair: bRepair }, victims, tokens[name] ?? tokens.repairsUpdate!, spare)[name];
    const before = { b: await widePrint(b.id), a: await widePrint(a.id) };
    const answered: string[] = [];
    for (const name of WORKSHOP_FUNCTIONS) {
      const fn = FUNCTION_LIST.find((listed) => listed.name === name)!;
      expect(fn.access.kind, name).toBe('permission');
      const permission = fn.access.kind === 'permission' ? fn.access.permission : undefined;
      const open = permission !== undefined && can(CHAIN_READER_ROLE, permission) && !REFUSED_INSIDE.has(name);
      const answer = await reader.send(name, payloads(name));
      if (open) {
        expect(answer.status, `${name}: ${JSON.stringify(answer.body.error ?? null)}`).toBe(200);
        FUNCTIONS[name].output.parse(answer.body.result);
        answered.push(name);
      } else {
        expect({ name, ...errorOf(answer) }).toEqual({ name, status: 'PERMISSION_DENIED', reason: 'role', fields: undefined });
      }
      // Each call, answered or refused, leaves B as it was: a write shows at the function that made it.
      expect(await widePrint(b.id), name).toBe(before.b);
    }
    // The read mode reads: B's board, a bike's history, the online booking's contact, the dashboard's revenue.
    expect(answered).toEqual(expect.arrayContaining(['repairsList', 'bikesHistoryPdf', 'repairBookingContact', 'dashboardGet']));
    // The live link is read without making one (decision 086); the bell's notifications are read, not cleared.
    expect(await reader.ok('repairLinkGet', { repairId: bRepair.id, create: false })).toBeNull();
    expect(await reader.ok('notificationsGet', null)).toHaveProperty('sources');
    expect(errorOf(await reader.send('notificationsClear', { what: 'appointments' }))).toMatchObject({ reason: 'role' });
    expect(await widePrint(b.id)).toBe(before.b);
    expect(await widePrint(a.id)).toBe(before.a);
  });
});
