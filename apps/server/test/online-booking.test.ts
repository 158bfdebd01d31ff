// docs/product.md §22: online booking. The admin publishes a page under a unique slug; anyone may read its options
// and book a day; a booking becomes a notReviewed repair on that day with what was typed (a new customer and bike
// when the phone and email are nobody's: docs/decisions/058, online-booking-contact.test.ts), a repair link, the
// appointments notification and an email; the day's capacity holds under concurrency; bots meet the honeypot, the
// minimum time and the per-address limits; nothing else of the workshop is revealed.
import { eq } from 'drizzle-orm';
import { formatLongDay, instantOfDay, type FunctionInput, type TPublicBookingOptions, type TPublicRepair } from '@rueda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, workshops } from '../src/db/schema.ts';
import { TestClient, type CallResult } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, seedCatalogue, type Workshop } from './workshop-fixture.ts';

const BOOKINGS_PER_HOUR = 4;
/** Each day 09:00–10:00, half of it bookable, two mechanics: one hour of work a day, one booking of an hour. */
const HOUR = [{ from: '09:00', to: '10:00' }];
const SMALL_DAYS = {
  timeZone: 'Europe/Madrid',
  openingHours: { mon: HOUR, tue: HOUR, wed: HOUR, thu: HOUR, fri: HOUR, sat: HOUR, sun: [] },
  closedDays: [] as string[],
  bookablePercent: 50,
};
const BOOKABLE = { packs: ['pack-basic'], maintenances: ['m-chain'], suspensions: [] as string[] };

let server: TestServer;
let shop: Workshop;
let other: Workshop;
let next = 0;

/** An anonymous caller from an address of its own (behind the trusted loopback proxy), so the limits stay apart. */
function visitor(address = `203.0.113.${(next += 1)}`) {
  const client = new TestClient(server.url);
  const headers = { 'x-forwarded-for': address };
  return {
    options: (slug: string) => client.call('publicBookingOptions', { slug }, { headers }),
    book: (data: FunctionInput<'publicBookingCreate'>) => client.call('publicBookingCreate', data, { headers }),
    send: (name: string, data: unknown) => client.send(name, data, { headers }),
  };
}

async function optionsOf(slug: string, who = visitor()): Promise<TPublicBookingOptions> {
  const answer = await who.options(slug);
  expect(answer.status).toBe(200);
  return answer.body.result!;
}

/** The page read, then the time a person takes to fill it. */
async function openPage(slug: string, who = visitor()) {
  const options = await optionsOf(slug, who);
  server.clock.advance(5_000);
  return options;
}

function request(
  options: TPublicBookingOptions,
  overrides: Partial<FunctionInput<'publicBookingCreate'>> = {},
): FunctionInput<'publicBookingCreate'> {
  const day = options.days.find((candidate) => candidate.state === 'open')!.day;
  return {
    slug: 'taller-norte',
    formToken: options.formToken,
    website: '',
    services: [{ kind: 'packs', id: 'pack-basic' }],
    bike: { manufacturer: 'orbea', model: 'Orca M30', type: 'road' },
    problem: 'Los cambios saltan en la rueda de atrás.',
    day,
    customer: { name: 'Lucía', surname: 'Ferrer', phone: '622 333 444', email: 'lucia.ferrer@example.com', language: 'es' },
    consent: true,
    ...overrides,
  };
}

function expectRefused(answer: CallResult, status: number, reason?: string) {
  expect(answer.status).toBe(status);
  if (reason) expect(answer.body.error?.details).toMatchObject({ reason });
}

beforeAll(async () => {
  server = await startTestServer({ env: { PUBLIC_BOOKINGS_PER_HOUR_PER_IP: String(BOOKINGS_PER_HOUR) } });
  shop = await createWorkshop(server, 'Taller Rueda Norte');
  other = await createWorkshop(server, 'Ciclos del Sur');
  await Promise.all([seedCatalogue(server, shop.id), seedCatalogue(server, other.id)]);
  await shop.admin.ok('workshopUpdate', {
    phone: '+34 911 222 333',
    taxId: 'B12345678',
    booking: SMALL_DAYS,
    onlineBooking: { slug: 'taller-norte', paused: false, minimumNoticeDays: 1, bookable: BOOKABLE },
  });
  await other.admin.ok('workshopUpdate', {
    onlineBooking: { slug: 'ciclos-sur', paused: false, minimumNoticeDays: 0, bookable: { ...BOOKABLE, suspensions: ['s-fork'] } },
  });
});
afterAll(async () => server?.close());

describe('the settings', () => {
  it('publishes the page at its slug, which no other workshop may take, for the admin only', async () => {
    const settings = await shop.admin.ok('onlineBookingSettingsGet', {});
    expect(settings).toEqual({
      slug: 'taller-norte',
      paused: false,
      minimumNoticeDays: 1,
      bookable: BOOKABLE,
      url: `${server.url}/book/taller-norte`,
    });
    const taken = await other.admin.call('workshopUpdate', {
      onlineBooking: { slug: 'Taller-Norte', paused: false, minimumNoticeDays: 1, bookable: BOOKABLE },
    });
    expectRefused(taken, 400, 'slug-taken');
    expect(taken.body.error?.details).toMatchObject({ fields: [{ field: 'onlineBooking.slug' }] });
    expect((await other.admin.ok('onlineBookingSettingsGet', {})).slug).toBe('ciclos-sur');
    const bad = await other.admin.call('workshopUpdate', {
      onlineBooking: { slug: '-no valid-', paused: false, minimumNoticeDays: 1, bookable: BOOKABLE },
    });
    expect(bad.status).toBe(400);
    const mechanic = await shop.member('mechanic');
    expect((await mechanic.call('onlineBookingSettingsGet', {})).status).toBe(403);
    const manager = await shop.member('manager');
    expect((await manager.call('workshopUpdate', { onlineBooking: { ...settings, paused: true } })).status).toBe(403);
  });
});

describe('the page', () => {
  it('offers the bookable services and the days from the notice on, and reveals nothing else', async () => {
    const options = await optionsOf('taller-norte');
    expect(options.status).toBe('open');
    expect(options.workshop).toEqual({
      name: 'Taller Rueda Norte',
      address: '',
      phone: '+34 911 222 333',
      currency: { code: 'EUR', symbol: '€' },
    });
    expect(options.services.map((service) => `${service.kind}:${service.id}`)).toEqual(['packs:pack-basic', 'maintenances:m-chain']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(server.clock.now());
    expect(options.days[0]!.day > today).toBe(true);
    expect(options.days).toHaveLength(60);
    for (const day of options.days) {
      const sunday = new Date(`${day.day}T12:00:00Z`).getUTCDay() === 0;
      expect(day.state).toBe(sunday ? 'closed' : 'open');
    }
    expect(options.formToken).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]+$/);
    const json = JSON.stringify(options);
    for (const secret of [
      'B12345678',
      'Ciclos del Sur',
      'Ana',
      'Luis',
      'Revisión completa',
      'Cámara',
      shop.id,
      shop.admin.userId,
      other.id,
    ]) {
      expect(json).not.toContain(secret);
    }
  });

  it('answers an unknown or malformed slug with one not-found, and a paused or expired workshop offers nothing', async () => {
    for (const slug of ['no-such-shop', '../../etc', 'x'.repeat(80)]) {
      const answer = await visitor().options(slug);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: { status: 'NOT_FOUND', message: 'There is no booking page at this address.' } });
    }
    expect((await visitor().options('x'.repeat(200))).status).toBe(400);

    const settings = await other.admin.ok('onlineBookingSettingsGet', {});
    await other.admin.ok('workshopUpdate', { onlineBooking: { ...settings, paused: true } });
    const paused = await optionsOf('ciclos-sur');
    expect(paused).toMatchObject({ status: 'paused', services: [], days: [], formToken: '' });
    expect(paused.workshop.name).toBe('Ciclos del Sur');
    await other.admin.ok('workshopUpdate', { onlineBooking: { ...settings, paused: false } });

    await server.database.db.update(workshops).set({ subscriptionStatus: 'expired' }).where(eq(workshops.id, other.id));
    const expired = await optionsOf('ciclos-sur');
    expect(expired).toMatchObject({ status: 'unavailable', services: [], days: [], formToken: '' });
    await server.database.db.update(workshops).set({ subscriptionStatus: 'trialing' }).where(eq(workshops.id, other.id));
    expect((await optionsOf('ciclos-sur')).status).toBe('open');
  });
});

describe('a booking', () => {
  it('becomes a notReviewed repair on the day, with its customer, bike, link, notification and email', async () => {
    const options = await openPage('taller-norte');
    const data = request(options);
    const answer = await visitor().book(data);
    expect(answer.status).toBe(200);
    const made = answer.body.result!;
    expect(made).toMatchObject({ day: data.day, emailSent: true });
    expect(made.repairLink).toMatch(new RegExp(`^${server.url}/r/[A-Za-z0-9_-]{43}$`));

    const { repairs } = await shop.admin.ok('repairsList', {});
    const repair = repairs.find((candidate) => candidate.customer.name === 'Lucía')!;
    expect(repair.status).toBe('notReviewed');
    // The board marks it as booked online; a repair the staff take in is not.
    expect(repair.bookedOnline).toBe(true);
    const counter = await shop.admin.ok('repairsCreate', { customer: { name: 'Mostrador' }, bike: {} });
    expect((await shop.admin.ok('repairsList', {})).repairs.find((candidate) => candidate.id === counter.id)).not.toHaveProperty(
      'bookedOnline',
    );
    const { repair: full } = await shop.admin.ok('repairsGet', { id: repair.id });
    expect(full.state.booking.confirmedDate).toBe(new Date(instantOfDay(data.day, 'Europe/Madrid')).toISOString());
    expect(full.state.booking.observations).toBe(data.problem);
    // docs/product.md §3's form: the customer's phone and full name, the services chosen.
    expect(full.form).toMatchObject({ phone: '622 333 444', fullName: 'Lucía Ferrer', additionalData: { onlineBooking: true } });
    expect(full.form.services.packs.map((pack) => pack.id)).toEqual(['pack-basic']);
    expect(full.bike.manufacturer.label).toBe('Orbea');
    // The form asks no year, and none is invented (docs/product.md §3).
    expect(full.bike.year).toBeNull();
    expect(full.customer).toMatchObject({ name: 'Lucía', surname: 'Ferrer', email: 'lucia.ferrer@example.com' });

    const notifications = await shop.admin.ok('notificationsGet', {});
    expect(notifications.sources.appointments).toBe(true);
    expect(notifications.identifiers.appointments).toContain(repair.id);
    expect(notifications.count).toBeGreaterThanOrEqual(1);

    const customer = await shop.admin.ok('customersGet', { id: full.customer.id! });
    expect(customer.customer.whatsappConsentAt).not.toBeNull();

    // The history says the customer booked it online, for that day, and made its link with it.
    const { events } = await shop.admin.ok('repairEventsList', { repairId: repair.id });
    expect(events.map((event) => [event.data, event.actor])).toEqual([
      [{ kind: 'bookedOnline', day: data.day }, null],
      [{ kind: 'linkCreated' }, null],
    ]);

    const link = (await visitor().send('publicRepairGet', {
      token: new URL(made.repairLink).pathname.split('/').pop(),
    })) as CallResult<TPublicRepair>;
    expect(link.status).toBe(200);
    // The link writes its dates on the workshop's clock (docs/product.md §1).
    expect(link.body.result!.timeZone).toBe('Europe/Madrid');

    const [mail] = await server.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'lucia.ferrer@example.com'));
    // The day and the words of the booking's last page (booking-done.tsx): a request the workshop will confirm.
    const day = formatLongDay(data.day, 'es');
    expect(mail!.subject).toBe(`Tu petición de cita en Taller Rueda Norte: ${day}`);
    expect(mail!.text).toContain(
      `Hemos recibido tu petición de cita en Taller Rueda Norte para el ${day}. El taller la revisará y te confirmará el día.`,
    );
    expect(mail!.text).toContain(made.repairLink);
    expect(mail!.text).toContain('Puesta a punto básica');
  });
});

describe('capacity', () => {
  it('gives the last place of a day to one of two customers booking it at once; the other is offered the next open days', async () => {
    const options = await openPage('taller-norte');
    // A day nobody booked yet: each day holds one hour of work, so one booking of the pack fills it.
    // Days nobody booked yet: each holds one hour of work, so one booking of the pack fills it. Several rounds, so
    // that the two requests meet inside PostgreSQL at the same moment in at least one of them.
    const free = options.days.filter((candidate) => candidate.state === 'open' && candidate.freeMinutes === 60).slice(3, 6);
    let day = '';
    for (const [round, candidate] of free.entries()) {
      day = candidate.day;
      const customer = (name: string, phone: string) => ({ name, surname: `${round}`, phone, email: '', language: 'es' as const });
      const answers = await Promise.all([
        visitor().book(request(options, { day, customer: customer('Primera', `611 000 ${100 + round}`) })),
        visitor().book(request(options, { day, customer: customer('Segunda', `611 000 ${200 + round}`) })),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.status === 409)!;
      expect(refused.body.error?.status).toBe('ABORTED');
      const { nextDays } = refused.body.error!.details as { reason: string; nextDays: string[] };
      expect(refused.body.error?.details).toMatchObject({ reason: 'day-full' });
      expect(nextDays).toHaveLength(3);
      for (const offered of nextDays) expect(offered > day).toBe(true);
      const { repairs } = await shop.admin.ok('repairsList', {});
      expect(repairs.filter((repair) => repair.customer.surname === `${round}`)).toHaveLength(1);
    }

    // The page now shows the day full, and a booking of it is refused whatever the request says.
    const after = await openPage('taller-norte');
    expect(after.days.find((candidate) => candidate.day === day)).toEqual({ day, state: 'full', freeMinutes: 0 });
    const again = await visitor().book(request(after, { day }));
    expectRefused(again, 409, 'day-full');
  });

  it('refuses a closed day, a day before the notice or past the horizon, and a service the page does not offer', async () => {
    const options = await openPage('taller-norte');
    const sunday = options.days.find((candidate) => candidate.state === 'closed')!.day;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(server.clock.now());
    for (const day of [sunday, today, '2099-01-05']) {
      const answer = await visitor().book(request(options, { day }));
      expectRefused(answer, 400, 'day-not-open');
      expect(answer.body.error?.details).toMatchObject({ fields: [{ field: 'day' }] });
    }
    for (const services of [
      [{ kind: 'packs', id: 'pack-full' }],
      [{ kind: 'suspensions', id: 's-fork' }],
      [{ kind: 'packs', id: 'no-such' }],
    ] as const) {
      const answer = await visitor().book(request(options, { services: [...services] }));
      expect(answer.status).toBe(400);
      expect(answer.body.error?.details).toMatchObject({ fields: [{ field: 'services' }] });
    }
    const brand = await visitor().book(request(options, { bike: { manufacturer: 'not-a-brand', model: '', type: 'road' } }));
    expect(brand.body.error?.details).toMatchObject({ fields: [{ field: 'bike.manufacturer' }] });
    const phone = await visitor().book(
      request(options, { customer: { name: 'Ana', surname: '', phone: '123', email: '', language: 'es' } }),
    );
    expect(phone.status).toBe(400);
  });
});

describe('bots', () => {
  it('refuses the honeypot filled, a form sent at once, and a token of another page, with one answer and nothing written', async () => {
    const countRepairs = async () => (await shop.admin.ok('repairsList', {})).repairs.length;
    const before = await countRepairs();
    const options = await openPage('taller-norte');
    const honeypot = await visitor().book(request(options, { website: 'https://spam.example' }));
    expectRefused(honeypot, 400, 'not-accepted');

    const hasty = await optionsOf('taller-norte');
    expectRefused(await visitor().book(request(hasty)), 400, 'not-accepted');

    const elsewhere = await openPage('ciclos-sur');
    expectRefused(await visitor().book(request(options, { formToken: elsewhere.formToken })), 400, 'not-accepted');
    expectRefused(await visitor().book(request(options, { formToken: `${options.formToken.split('.')[0]}.AAAA` })), 400, 'not-accepted');
    // A token from hours ago no longer opens the page's form.
    server.clock.advance(7 * 3_600_000);
    expectRefused(await visitor().book(request(options)), 400, 'not-accepted');
    expect(await countRepairs()).toBe(before);
  });

  it('limits bookings per address, an IPv6 address by its /64, and leaves other addresses be', async () => {
    const address = '2001:db8:77:1::1';
    const options = await openPage('taller-norte');
    for (let attempt = 0; attempt < BOOKINGS_PER_HOUR; attempt += 1) {
      // Closed-day requests: refused, yet counted.
      const sunday = options.days.find((candidate) => candidate.state === 'closed')!.day;
      expect((await visitor(`2001:db8:77:1::${attempt + 2}`).book(request(options, { day: sunday }))).status).toBe(400);
    }
    const limited = await visitor(address).book(request(options));
    expect(limited.status).toBe(429);
    expect(limited.body.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect((await visitor('2001:db8:78:1::1').book(request(options, { website: 'x' }))).status).toBe(400);
  });

  it('refuses oversized fields before anything is looked up', async () => {
    const options = await openPage('taller-norte');
    const base = request(options);
    const oversized = [
      { ...base, problem: 'x'.repeat(1001) },
      { ...base, customer: { ...base.customer, name: 'x'.repeat(81) } },
      { ...base, bike: { ...base.bike, model: 'x'.repeat(81) } },
      { ...base, website: 'x'.repeat(201) },
      { ...base, services: Array.from({ length: 11 }, () => ({ kind: 'packs', id: 'pack-basic' })) },
      { ...base, consent: false },
    ];
    for (const data of oversized) expect((await visitor().send('publicBookingCreate', data)).status).toBe(400);
  });
});
