// docs/decisions/058: an online booking never reveals or changes an existing customer. A booking typed with a
// customer's phone or email leaves their record and bikes as they were (a withdrawn consent stays withdrawn),
// the repair keeps what was typed and its link shows the typed name; the staff see whose phone or email it is
// and link the repair to that customer, recorded in its history; no other workshop may.
import { eq, sql } from 'drizzle-orm';
import type { TRepair } from '@rueda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashRepairLinkToken } from '../src/data/repair-links.ts';
import { repairLinks } from '../src/db/schema.ts';
import { TestClient } from './http-client.ts';
import { bookOnline, publishBookingPage, tokenOf } from './online-booking-fixture.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, type Workshop } from './workshop-fixture.ts';

let server: TestServer;
let shop: Workshop;
let other: Workshop;
/** Lucía Herrera: a customer of `shop` who withdrew both consents, with one bike. */
let lucia: string;

/** The customer's row and bikes as stored, every column. */
async function storedCustomer(id: string) {
  const { rows } = await server.database.db.execute(sql`
    select to_jsonb(c) as customer,
      (select coalesce(jsonb_agg(to_jsonb(b) order by b.id), '[]'::jsonb) from bikes b where b.workshop_id = c.workshop_id and b.customer_id = c.id) as bikes
    from customers c where c.workshop_id = ${shop.id} and c.id = ${id}`);
  return rows[0];
}

async function customerCount(workshopId: string): Promise<number> {
  const { rows } = await server.database.db.execute<{ count: number }>(
    sql`select count(*)::int as count from customers where workshop_id = ${workshopId}`,
  );
  return rows[0]!.count;
}

/** The repair a booking made, found by its link's token as the server stores it. */
async function repairOfLink(repairLink: string): Promise<TRepair> {
  const [row] = await server.database.db
    .select({ id: repairLinks.repairId })
    .from(repairLinks)
    .where(eq(repairLinks.tokenHash, hashRepairLinkToken(tokenOf(repairLink))));
  return (await shop.admin.ok('repairsGet', { id: row!.id })).repair;
}

async function linkShows(repairLink: string): Promise<string> {
  const answer = await new TestClient(server.url).call('publicRepairGet', { token: tokenOf(repairLink) });
  expect(answer.status).toBe(200);
  return answer.body.result!.customer.firstName;
}

beforeAll(async () => {
  server = await startTestServer();
  [shop, other] = await Promise.all([createWorkshop(server, 'Taller Norte'), createWorkshop(server, 'Ciclos del Sur')]);
  await publishBookingPage(shop, 'norte-contacto');
  const made = await shop.admin.ok('customersCreate', {
    name: 'Lucía',
    surname: 'Herrera',
    phone: '+34 611 402 918',
    email: 'Lucia.Herrera@example.com',
    whatsappConsentAt: null,
    emailConsentAt: null,
  });
  lucia = made.id;
  await shop.admin.ok('bikesCreate', { customerId: lucia, manufacturer: 'Orbea', model: 'Vector 20', type: 'urban' });
});
afterAll(async () => server?.close());

describe('a booking typed with an existing customer’s phone or email', () => {
  it('by phone: leaves the customer as they were, keeps what was typed, and its link shows the typed name', async () => {
    const before = await storedCustomer(lucia);
    const customersBefore = await customerCount(shop.id);
    const made = await bookOnline(server, 'norte-contacto', {
      name: 'Impostora',
      surname: 'Ruiz',
      phone: '611-40-29-18',
      email: '',
      language: 'pt',
    });
    expect(await storedCustomer(lucia)).toEqual(before);
    expect(await customerCount(shop.id)).toBe(customersBefore);

    const repair = await repairOfLink(made.repairLink);
    expect(repair.customer).toMatchObject({ id: null, name: 'Impostora', surname: 'Ruiz', phone: '611-40-29-18' });
    expect(repair.bike.manufacturer.label).toBe('Orbea');
    expect(await linkShows(made.repairLink)).toBe('Impostora');

    const { contact, suggestion } = await shop.admin.ok('repairBookingContact', { repairId: repair.id });
    expect(contact).toMatchObject({
      name: 'Impostora',
      surname: 'Ruiz',
      phone: '611-40-29-18',
      email: '',
      language: 'pt',
      bike: { manufacturer: 'Orbea', model: 'Orca M30', type: 'road' },
      emailConsentAt: null,
    });
    expect(contact!.whatsappConsentAt).not.toBeNull();
    expect(suggestion).toEqual({ customerId: lucia, shortName: 'Lucía H.', matchedBy: 'phone' });
  });

  it('by email (another case): leaves the customer as they were; a withdrawn consent stays withdrawn', async () => {
    const before = await storedCustomer(lucia);
    const made = await bookOnline(server, 'norte-contacto', {
      name: 'Otra',
      surname: '',
      phone: '699 000 111',
      email: 'lucia.herrera@EXAMPLE.com',
      language: 'es',
    });
    const after = await storedCustomer(lucia);
    expect(after).toEqual(before);
    expect(after!.customer).toMatchObject({ whatsapp_consent_at: null, email_consent_at: null, name: 'Lucía' });
    const repair = await repairOfLink(made.repairLink);
    expect(await linkShows(made.repairLink)).toBe('Otra');
    const { suggestion } = await shop.admin.ok('repairBookingContact', { repairId: repair.id });
    expect(suggestion).toEqual({ customerId: lucia, shortName: 'Lucía H.', matchedBy: 'email' });
  });
});

describe('linking the booking to the customer', () => {
  it('moves the repair and its bike to the customer, records who did it, and changes nothing of the customer', async () => {
    const made = await bookOnline(
      server,
      'norte-contacto',
      { name: 'Lu', surname: '', phone: '0034611402918', email: '', language: 'es' },
      { manufacturer: 'orbea', model: 'vector 20', type: 'urban' },
    );
    const repair = await repairOfLink(made.repairLink);
    const before = await storedCustomer(lucia);
    const [herBike] = await shop.admin.ok('bikesList', { customerId: lucia });

    // Another workshop names neither the repair nor the customer; a repair not booked online is not linked so.
    expect((await other.admin.call('repairsLinkCustomer', { id: repair.id, customerId: lucia })).status).toBe(404);
    const theirs = await other.admin.ok('customersCreate', { name: 'Ajeno', phone: '611 402 918' });
    const foreign = await shop.admin.call('repairsLinkCustomer', { id: repair.id, customerId: theirs.id });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error?.details).toMatchObject({ fields: [{ field: 'customerId' }] });
    const counter = await shop.admin.ok('repairsCreate', { customer: { name: 'Mostrador' }, bike: {} });
    const notOnline = await shop.admin.call('repairsLinkCustomer', { id: counter.id, customerId: lucia });
    expect(notOnline.status).toBe(404);
    expect(notOnline.body.error?.details).toMatchObject({ reason: 'not-booked-online' });
    expect((await shop.admin.ok('repairsGet', { id: repair.id })).repair.customer.id).toBeNull();

    // Every role may change a repair's customer (docs/roles.md).
    const mechanic = await shop.member('mechanic');
    const linked = await mechanic.ok('repairsLinkCustomer', { id: repair.id, customerId: lucia, expectedLastUpdate: repair.lastUpdate });
    expect(linked.customer).toMatchObject({ id: lucia, name: 'Lucía', surname: 'Herrera' });
    expect(linked.state.bike).toEqual({ id: herBike!.id });
    expect(linked.bike.model.label).toBe('Vector 20');
    expect(await shop.admin.ok('bikesList', { customerId: lucia })).toHaveLength(1);

    const { events } = await shop.admin.ok('repairEventsList', { repairId: repair.id });
    expect(events.at(-1)).toMatchObject({
      data: { kind: 'customerLinked', customerId: lucia, customerName: 'Lucía Herrera' },
      actor: { userId: mechanic.userId, name: 'Staff' },
    });
    // Her record: only the last visit the repairs' trigger keeps moved; consents and fields stay.
    const after = await storedCustomer(lucia);
    const { last_visit: _after, change_seq: _seqAfter, ...rest } = after!.customer as Record<string, unknown>;
    const { last_visit: _before, change_seq: _seqBefore, ...restBefore } = before!.customer as Record<string, unknown>;
    expect(rest).toEqual(restBefore);
    // The link still shows what the booking typed; the suggestion is gone; linking her again answers the repair as it
    // is, and linking it to anyone else is refused.
    expect(await linkShows(made.repairLink)).toBe('Lu');
    expect((await shop.admin.ok('repairBookingContact', { repairId: repair.id })).suggestion).toBeNull();
    expect((await shop.admin.ok('repairsLinkCustomer', { id: repair.id, customerId: lucia })).lastUpdate).toBe(linked.lastUpdate);
    const someoneElse = await shop.admin.ok('customersCreate', { name: 'Nadie', phone: '622 000 000' });
    const again = await shop.admin.call('repairsLinkCustomer', { id: repair.id, customerId: someoneElse.id });
    expect(again.body.error?.details).toMatchObject({ reason: 'already-linked' });
  });

  it('gives the customer the typed bike when they have none such', async () => {
    const made = await bookOnline(
      server,
      'norte-contacto',
      { name: 'Lucía', surname: 'H', phone: '611402918', email: '', language: 'es' },
      { manufacturer: 'specialized', model: 'Rockhopper', type: 'mountain' },
    );
    const repair = await repairOfLink(made.repairLink);
    const linked = await shop.admin.ok('repairsLinkCustomer', { id: repair.id, customerId: lucia });
    const bikes = await shop.admin.ok('bikesList', { customerId: lucia });
    expect(bikes.map((bike) => bike.model?.label).sort()).toEqual(['Rockhopper', 'Vector 20']);
    expect(linked.state.bike).toEqual({ id: bikes.find((bike) => bike.model?.label === 'Rockhopper')!.id });
  });

  it('is nothing another workshop’s staff see: its repairs and customers are not found', async () => {
    const made = await bookOnline(server, 'norte-contacto', { name: 'Eva', surname: '', phone: '611 402 918', email: '', language: 'es' });
    const repair = await repairOfLink(made.repairLink);
    expect((await other.admin.call('repairBookingContact', { repairId: repair.id })).status).toBe(404);
    const stranger = await other.member('mechanic');
    expect((await stranger.call('repairsLinkCustomer', { id: repair.id, customerId: lucia })).status).toBe(404);
    expect((await shop.admin.ok('repairsGet', { id: repair.id })).repair.customer.id).toBeNull();
  });
});
