import { REPAIR_STATUSES } from '@rueda/domain';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, serverSettings, user, workshops, workshopUsers } from '../src/db/schema.ts';
import { DEMO_HISTORY_FRAME } from '../src/seed/demo-bike-history.ts';
import { DEMO_EMAIL, demoSignIn, OLD_GENERATED_PASSWORD_KEY, seedDemoWorkshop } from '../src/seed/demo-workshop.ts';
import { parseEnv } from '../src/lib/env.ts';
import { verifactuConfigOf } from '../src/verifactu/system.ts';
import { TestClient } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

/** The installation's VERI*FACTU system, as a test server's environment gives it. */
const VERIFACTU = verifactuConfigOf(parseEnv({ NODE_ENV: 'test' }));

/** No DEMO_PASSWORD: the password derived from the server's auth secret. */
const generatedOnly = () => ({ configured: undefined, generated: server.demoPasswords.generated });

describe('the demo workshop', () => {
  it('is seeded on the first run only, with an admin who signs in and holds the workshop claims', async () => {
    const { db } = server.database;
    await seedDemoWorkshop(db, server.auth, generatedOnly(), server.repairLinks, VERIFACTU);
    const first = await demoSignIn(db, generatedOnly());
    expect(first?.email).toBe(DEMO_EMAIL);
    expect(first?.password).toMatch(/^[\w-]{16}$/);
    // docs/decisions/060: only its hash is stored; no table holds it in plain text.
    expect(await tablesHolding(first!.password!)).toEqual([]);

    // A later start with DEMO_PASSWORD set changes nothing: the seed ran already.
    await seedDemoWorkshop(db, server.auth, { ...generatedOnly(), configured: 'another-password' }, server.repairLinks, VERIFACTU);
    // Its two workshops (docs/product.md §32.1) and the chain's third, which it reads (§32.2), made once.
    expect((await db.select({ name: workshops.name }).from(workshops)).map((row) => row.name).sort()).toEqual([
      'Rueda Demo Chamberí',
      'Rueda Demo Lavapiés',
      'Taller Rueda Demo',
    ]);
    expect((await demoSignIn(db, { ...generatedOnly(), configured: 'another-password' }))?.password).toBe(first?.password);

    const client = new TestClient(server.url);
    expect((await client.signIn(DEMO_EMAIL, first!.password!)).status).toBe(200);
    const payload = JSON.parse(Buffer.from((await client.idToken()).split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(payload).toMatchObject({ roles: ['workshop'], workshop: { role: 'admin', free: true } });

    const [membership] = await db
      .select()
      .from(workshopUsers)
      .innerJoin(user, eq(user.id, workshopUsers.userId))
      .where(eq(user.email, DEMO_EMAIL));
    expect(membership?.workshop_users).toMatchObject({ role: 'admin', active: true });
  });

  it('has a second workshop the demo account is admin of: it starts in the first and switches to the second (§32.1)', async () => {
    const first = await demoSignIn(server.database.db, generatedOnly());
    const client = new TestClient(server.url);
    expect((await client.signIn(DEMO_EMAIL, first!.password!)).status).toBe(200);
    const token = await client.idToken();
    const account = (await client.call('accountGet', null, { token })).body.result!;
    expect(account.workshop?.name).toBe('Taller Rueda Demo');
    const second = account.memberships.find((membership) => membership.workshopName === 'Rueda Demo Chamberí');
    expect(second).toMatchObject({ role: 'admin', active: true });
    await client.call('accountWorkshopSwitch', { workshopId: second!.workshopId }, { token });
    const there = await client.idToken();
    const board = (await client.call('repairsList', {}, { token: there })).body.result as { repairs?: unknown[] } | unknown[];
    expect(JSON.stringify(board).length).toBeGreaterThan(1000);
    expect((await client.call('customersList', {}, { token: there })).body.result).toHaveLength(40);
    // Back where the demo starts, for the tests after this one.
    await client.call('accountWorkshopSwitch', { workshopId: account.workshop!.id }, { token: there });
  });

  it('shares the chain’s customers, two of Chamberí’s having agreed: the first shop finds them (§32.5)', async () => {
    const first = await demoSignIn(server.database.db, generatedOnly());
    const client = new TestClient(server.url);
    expect((await client.signIn(DEMO_EMAIL, first!.password!)).status).toBe(200);
    const token = await client.idToken();
    expect((await client.call('accountGet', null, { token })).body.result!.chainSharesCustomers).toBe(true);
    const agreed = await server.database.db
      .select({ name: customers.name, surname: customers.surname })
      .from(customers)
      .where(isNotNull(customers.chainShareConsentAt));
    expect(agreed).toHaveLength(2);
    const found = (await client.call('chainCustomersSearch', { query: `${agreed[0]!.name} ${agreed[0]!.surname}` }, { token })).body
      .result!;
    expect(found.sharing).toBe(true);
    expect(found.customers.map((customer) => customer.workshopName)).toContain('Rueda Demo Chamberí');
  });

  it('reads the chain’s third shop in read mode: listed as the chain administrator’s, its board read, a write refused (§32.2)', async () => {
    const first = await demoSignIn(server.database.db, generatedOnly());
    const client = new TestClient(server.url);
    expect((await client.signIn(DEMO_EMAIL, first!.password!)).status).toBe(200);
    const token = await client.idToken();
    const account = (await client.call('accountGet', null, { token })).body.result!;
    const third = account.memberships.find((membership) => membership.workshopName === 'Rueda Demo Lavapiés');
    expect(third).toMatchObject({ role: 'chainAdmin', active: true });
    await client.call('accountWorkshopSwitch', { workshopId: third!.workshopId }, { token });
    const there = await client.idToken();
    expect((await client.call('customersList', {}, { token: there })).body.result).toHaveLength(25);
    const refused = await client.send('customersCreate', { name: 'Nadie' }, { token: there });
    expect(refused.body.error).toMatchObject({ status: 'PERMISSION_DENIED', details: { reason: 'role' } });
    await client.call('accountWorkshopSwitch', { workshopId: account.workshop!.id }, { token: there });
  });

  it('is a living workshop: a priced catalogue, mechanics, customers with bikes and repairs in every status (docs/product.md §1)', async () => {
    const { db } = server.database;
    const client = new TestClient(server.url);
    expect((await client.signIn(DEMO_EMAIL, (await demoSignIn(db, generatedOnly()))!.password!)).status).toBe(200);
    const token = await client.idToken();
    const call = async <T>(name: string, data: unknown) => (await client.send(name, data, { token })).body.result as T;

    const list = await call<{ total: number; counts: Record<string, number> }>('repairsList', {});
    expect(list.total).toBeGreaterThan(300);
    for (const status of REPAIR_STATUSES) expect(list.counts[status], status).toBeGreaterThan(0);
    const recent = await call<{ total: number }>('repairsList', { from: new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString() });
    expect(recent.total).toBeGreaterThan(30);

    // docs/product.md §29: its till: invoices of delivered repairs, a full one, a counter sale and a rectification,
    // each with its VERI*FACTU record.
    const { documents } = await call<{ documents: { id: string; kind: string }[] }>('salesInvoicesList', { limit: 200 });
    expect(new Set(documents.map((document) => document.kind))).toEqual(new Set(['simplified', 'full', 'rectifying']));
    const rectifying = documents.find((document) => document.kind === 'rectifying')!;
    expect(await call<{ verifactu: { sendState: string } }>('salesInvoicesGet', { id: rectifying.id })).toMatchObject({
      correctsId: expect.any(String),
      verifactu: { huella: expect.stringMatching(/^[0-9A-F]{64}$/) },
    });
    // Today's till opened with its float, and the day's money by card, Bizum and cash with its change (§29.5, §29.6).
    const till = await call<{ openedAt: string | null; methods: { method: string; netCents: number }[]; cash: { changeCents: number } }>(
      'tillGet',
      {},
    );
    expect(till.openedAt).not.toBeNull();
    expect(till.methods.filter((row) => row.netCents > 0).map((row) => row.method)).toEqual(
      expect.arrayContaining(['cash', 'card', 'bizum']),
    );
    expect(till.cash.changeCents).toBeGreaterThan(0);

    const catalogue = await call<Record<string, { price: number }[]>>('servicesList', null);
    for (const kind of ['packs', 'maintenances', 'suspensions', 'stockItems']) expect(catalogue[kind]?.length, kind).toBeGreaterThan(2);
    expect(catalogue.packs!.every((item) => item.price > 0)).toBe(true);
    expect((await call<unknown[]>('mechanicsList', null)).length).toBeGreaterThanOrEqual(3);
    const customers = await call<{ id: string }[]>('customersList', { limit: 500 });
    expect(customers.length).toBeGreaterThanOrEqual(50);
    expect((await call<unknown[]>('bikesList', { customerId: customers[0]!.id })).length).toBeGreaterThan(0);

    // Some repairs are stored as the older app wrote them, for the legacy page.
    const legacy = await call<{ repairs: { id: string; storedVersion: number }[] }>('repairsList', { search: 'Vidal' });
    expect(legacy.repairs.some((repair) => repair.storedVersion === 1)).toBe(true);

    // Nothing happens in the future.
    const newest = await call<{ repairs: { created: string; lastUpdate: string }[] }>('repairsList', { limit: 500 });
    for (const repair of newest.repairs) expect(Date.parse(repair.lastUpdate)).toBeLessThanOrEqual(Date.now());

    // docs/product.md §17.4: the last months' repairs carry their mechanics' timed work, on the dashboard and the
    // repair.
    const month = { from: new Date(Date.now() - 31 * 24 * 3600 * 1000).toISOString(), to: new Date().toISOString() };
    const tracked = async () =>
      (await call<{ mechanics: { id: string | null; trackedMinutes: number }[] }>('dashboardGet', month)).mechanics
        .filter((mechanic) => mechanic.id !== null)
        .map((mechanic) => mechanic.trackedMinutes);
    const trackedBefore = await tracked();
    expect(trackedBefore.length).toBeGreaterThanOrEqual(3);
    for (const minutes of trackedBefore) expect(minutes).toBeGreaterThan(60);
    const worked = await call<{ repairs: { id: string }[] }>('repairsList', { status: 'delivered', limit: 5, from: month.from });
    const work = await call<{ sessions: { stoppedAt: string | null }[] }>('repairWorkGet', { repairId: worked.repairs[0]!.id });
    expect(work.sessions.length).toBeGreaterThan(0);
    expect(work.sessions.every((session) => session.stoppedAt !== null && Date.parse(session.stoppedAt) < Date.now())).toBe(true);

    // Finished repairs show the WhatsApp message sent (docs/product.md §20.5); one customer has answered their
    // estimate through the repair link, which the bell and the board announce (§21.4).
    // The seed messages the three finished repairs taken in last (demo-messages.ts); the list's order is the board's.
    const finished = await call<{ repairs: { id: string }[] }>('repairsList', { status: 'finished', limit: 100 });
    const messaged: string[] = [];
    for (const { id } of finished.repairs) {
      const history = await call<{ events: { data: { kind: string; templateKey?: string } }[] }>('repairEventsList', { repairId: id });
      if (history.events.some((event) => event.data.kind === 'message' && event.data.templateKey === 'status.finished')) messaged.push(id);
    }
    expect(messaged.length).toBeGreaterThanOrEqual(1);
    expect(messaged.length).toBeLessThanOrEqual(3);
    const notifications = await call<{ sources: { appointments: boolean }; identifiers: { appointments: string[] } }>(
      'notificationsGet',
      null,
    );
    expect(notifications.sources.appointments).toBe(true);
    const answered = notifications.identifiers.appointments[0]!;
    const answer = await call<{ events: { data: { kind: string; decision?: string } }[] }>('repairEventsList', { repairId: answered });
    // The link is made with the message that carries it, at the same moment, and shows first; the answer comes after.
    expect(answer.events.map((event) => event.data.kind)).toEqual(['linkCreated', 'message', 'estimateResponse']);
    expect(answer.events.at(-1)!.data).toMatchObject({ kind: 'estimateResponse', decision: 'partial' });
    const eventsBefore = answer.events.length;

    // The demo's booking page offers its services, and two customers booked through it: João is new; Lucía's
    // phone, written without its country code, is suggested to the staff as hers (docs/decisions/058).
    const page = await new TestClient(server.url).call('publicBookingOptions', { slug: 'taller-rueda-demo' });
    expect(page.body.result).toMatchObject({ status: 'open', workshop: { name: 'Taller Rueda Demo' } });
    expect(page.body.result!.services.length).toBeGreaterThanOrEqual(8);
    const booked = await call<{ repairs: { status: string; customer: { name: string } }[] }>('repairsList', { search: 'Almeida' });
    expect(booked.repairs).toEqual([expect.objectContaining({ status: 'notReviewed' })]);
    expect(await call<unknown[]>('customersList', { search: 'Herrera Campos' })).toHaveLength(1);
    const hers = await call<{ repairs: { id: string; bookedOnline?: true }[] }>('repairsList', { search: 'Herrera Campos' });
    const bookedByHer = hers.repairs.find((repair) => repair.bookedOnline)!;
    expect(await call('repairBookingContact', { repairId: bookedByHer.id })).toMatchObject({
      contact: { name: 'Lucía', phone: '611402918' },
      suggestion: { shortName: 'Lucía H.', matchedBy: 'phone' },
    });

    // docs/product.md §31.1: bikes that came back have work recommended on an earlier visit (and the lines the demo's
    // answered link declined); the oldest, declined 75 days ago, raises its alert.
    const alerts = await call<{ alerts: { reason: string; bikeId: string | null }[] }>('alertsList', {});
    const waiting = alerts.alerts.filter((alert) => alert.reason === 'recommendationsWaiting');
    expect(waiting).toHaveLength(1);
    const recommended = await call<{ title: string; reason: string; state: string; createdBy: unknown }[]>('recommendationsList', {
      bikeId: waiting[0]!.bikeId,
    });
    expect(recommended).toContainEqual(expect.objectContaining({ title: 'Cambio de cadena', reason: 'declined', createdBy: null }));
    expect(recommended.every((item) => item.state === 'open')).toBe(true);

    // docs/product.md §31.2: parts to order from two suppliers, one ordered and late, one due, and a repair to call.
    type Listed = { state: string; supplier: string; expectedOn: string | null; repairId: string };
    const parts = await call<Listed[]>('partsList', { states: ['toOrder', 'ordered', 'arrived'] });
    expect(new Set(parts.filter((part) => part.state === 'toOrder').map((part) => part.supplier))).toEqual(
      new Set(['Ciclos Norte', 'Shimano Iberia']),
    );
    expect(parts.filter((part) => part.state === 'ordered')).toHaveLength(2);
    const toCall = await call<{ repair: { id: string } }[]>('partsToCall', {});
    expect(toCall).toHaveLength(1);
    const waitingCards = (await call<{ repairs: { parts?: { waiting: number } }[] }>('repairsList', { limit: 500 })).repairs.filter(
      (repair) => repair.parts,
    );
    expect(waitingCards).toHaveLength(4);

    // Seeding again adds nothing.
    await seedDemoWorkshop(db, server.auth, generatedOnly(), server.repairLinks, VERIFACTU);
    expect((await call<{ total: number }>('repairsList', {})).total).toBe(list.total);
    expect(await tracked()).toEqual(trackedBefore);
    expect((await call<{ events: unknown[] }>('repairEventsList', { repairId: answered })).events).toHaveLength(eventsBefore);
  });

  it('has a bike whose history spans three calendar years, its owner found by its frame number (docs/product.md §31.3)', async () => {
    const client = new TestClient(server.url);
    expect((await client.signIn(DEMO_EMAIL, (await demoSignIn(server.database.db, generatedOnly()))!.password!)).status).toBe(200);
    const token = await client.idToken();
    const call = async <T>(name: string, data: unknown) => (await client.send(name, data, { token })).body.result as T;
    const [owner, ...others] = await call<{ id: string }[]>('customersList', { search: DEMO_HISTORY_FRAME });
    expect(others).toEqual([]);
    const bike = (await call<{ id: string; frameNumber: string }[]>('bikesList', { customerId: owner!.id })).find(
      (each) => each.frameNumber === DEMO_HISTORY_FRAME,
    )!;
    const history = await call<{ totals: { years: { year: number }[] } }>('bikesHistory', { id: bike.id });
    const year = new Date().getUTCFullYear();
    expect(history.totals.years.map((row) => row.year)).toEqual(expect.arrayContaining([year - 1, year - 2]));
    expect(history.totals.years.length).toBeGreaterThanOrEqual(3);
  });

  it('stops printing a password once its owner changed it', async () => {
    const { db } = server.database;
    const client = new TestClient(server.url);
    const before = await demoSignIn(db, generatedOnly());
    await client.signIn(DEMO_EMAIL, before!.password!);
    expect((await client.auth('change-password', { currentPassword: before!.password!, newPassword: 'the owner chose this' })).status).toBe(
      200,
    );
    expect(await demoSignIn(db, generatedOnly())).toEqual({ email: DEMO_EMAIL, password: undefined });
  });

  it('a generated password an older Rueda kept in the database leaves it, and the demo signs in with the derived one', async () => {
    const older = await startTestServer();
    try {
      const { db } = older.database;
      const old = 'kept-in-plain-text';
      await seedDemoWorkshop(db, older.auth, { configured: old, generated: older.demoPasswords.generated }, older.repairLinks, VERIFACTU);
      await db.insert(serverSettings).values({ key: OLD_GENERATED_PASSWORD_KEY, value: old });

      const passwords = { configured: undefined, generated: older.demoPasswords.generated };
      await seedDemoWorkshop(db, older.auth, passwords, older.repairLinks, VERIFACTU);
      expect(await db.select().from(serverSettings).where(eq(serverSettings.key, OLD_GENERATED_PASSWORD_KEY))).toEqual([]);
      expect(await demoSignIn(db, passwords)).toEqual({ email: DEMO_EMAIL, password: older.demoPasswords.generated });
      expect((await new TestClient(older.url).signIn(DEMO_EMAIL, older.demoPasswords.generated)).status).toBe(200);
      expect((await new TestClient(older.url).signIn(DEMO_EMAIL, old)).status).not.toBe(200);
      expect(await tablesHolding(older.demoPasswords.generated, older)).toEqual([]);
    } finally {
      await older.close();
    }
  });
});

/** The tables of the server's database with a row whose text holds `text`. */
async function tablesHolding(text: string, on: TestServer = server): Promise<string[]> {
  const { db } = on.database;
  const tables = await db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const holding: string[] = [];
  for (const { name } of tables.rows) {
    const found = await db.execute(sql`select 1 from ${sql.identifier(name)} t where t::text like ${`%${text}%`} limit 1`);
    if (found.rows.length > 0) holding.push(name);
  }
  return holding;
}
