// docs/product.md §21: the customer's repair link (decision 052). It cannot be guessed, reused after
// revocation, nor used for another repair; it shows the customer their repair and nothing else; it takes one
// answer, which lands in the repair's history and the workshop's notifications; the public functions are
// limited per address.
import { randomBytes } from 'node:crypto';
import type { FunctionInput } from '@rueda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../src/http/logging.ts';
import { TestClient, type CallResult } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { createWorkshop, INTAKE, seedCatalogue, type Caller, type Workshop } from './workshop-fixture.ts';

const DAY_MS = 86_400_000;
const READS = 8;
const ANSWERS = 3;

/** The token of a link's address (`…/r/<token>`). */
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;

let server: TestServer;
let shop: Workshop;
let other: Workshop;
let next = 0;

/** An anonymous caller from an address of its own (behind the trusted loopback proxy), so the limits stay apart. */
function anonymous(address = `198.51.100.${(next += 1)}`) {
  const client = new TestClient(server.url);
  const headers = { 'x-forwarded-for': address };
  return {
    get: (token: string) => client.call('publicRepairGet', { token }, { headers }),
    respond: (data: FunctionInput<'publicRepairRespond'>) => client.call('publicRepairRespond', data, { headers }),
    send: (name: string, data: unknown) => client.send(name, data, { headers }),
  };
}

async function newRepair(workshop = shop) {
  return workshop.admin.ok('repairsCreate', {
    ...INTAKE,
    customer: { ...INTAKE.customer, surname: 'Iglesias Prado', email: 'marta.iglesias@example.com' },
    services: { ...INTAKE.services, suspensions: [{ id: 's-fork' }] },
    mechanics: [workshop.mechanicIds[0]!],
  });
}

/** The repair's link as the staff get it, made when it has none. */
async function linkOf(caller: Caller, repairId: string) {
  const link = await caller.ok('repairLinkGet', { repairId });
  if (!link) throw new Error('repairLinkGet made no link');
  return link;
}

function expectNotFound(answer: CallResult) {
  expect(answer.status).toBe(404);
  expect(answer.body).toEqual({ error: { status: 'NOT_FOUND', message: 'This link does not exist or no longer works.' } });
}

beforeAll(async () => {
  server = await startTestServer({
    env: { PUBLIC_REPAIR_READS_PER_HOUR_PER_IP: String(READS), PUBLIC_REPAIR_ANSWERS_PER_HOUR_PER_IP: String(ANSWERS) },
  });
  shop = await createWorkshop(server, 'Taller Rueda Norte');
  other = await createWorkshop(server, 'Otro taller');
  await Promise.all([seedCatalogue(server, shop.id), seedCatalogue(server, other.id)]);
});
afterAll(async () => server?.close());

describe('the staff side', () => {
  it('makes one live link per repair, at an unguessable address, and answers the same one again', async () => {
    const repair = await newRepair();
    // Looking at the repair makes no link.
    expect(await shop.admin.ok('repairLinkGet', { repairId: repair.id, create: false })).toBeNull();
    expect((await shop.admin.ok('repairEventsList', { repairId: repair.id })).events).toEqual([]);
    const first = await linkOf(shop.admin, repair.id);
    expect(first.url).toMatch(new RegExp(`^${server.url}/r/[A-Za-z0-9_-]{43}$`));
    expect(first).toMatchObject({ expiresAt: null, response: null });
    const mechanic = await shop.member('mechanic');
    expect(await linkOf(mechanic, repair.id)).toEqual(first);
    expect(await shop.admin.ok('repairLinkGet', { repairId: repair.id, create: false })).toEqual(first);
    const { events } = await shop.admin.ok('repairEventsList', { repairId: repair.id });
    expect(events.map((event) => event.data.kind)).toEqual(['linkCreated']);
  });

  it('lets managers and admins revoke, not mechanics; the old address stops working and a new one works', async () => {
    const repair = await newRepair();
    const old = tokenOf((await linkOf(shop.admin, repair.id)).url);
    expect((await anonymous().get(old)).status).toBe(200);
    const mechanic = await shop.member('mechanic');
    expect((await mechanic.call('repairLinkRevoke', { repairId: repair.id })).status).toBe(403);
    const manager = await shop.member('manager');
    expect(await manager.ok('repairLinkRevoke', { repairId: repair.id })).toEqual({ revoked: true });
    expectNotFound(await anonymous().get(old));
    expectNotFound(await anonymous().respond({ token: old, decision: 'approved' }));
    // Nothing live to revoke now.
    expect((await manager.call('repairLinkRevoke', { repairId: repair.id })).status).toBe(404);
    const renewed = tokenOf((await linkOf(shop.admin, repair.id)).url);
    expect(renewed).not.toBe(old);
    expect((await anonymous().get(renewed)).status).toBe(200);
    const { events } = await shop.admin.ok('repairEventsList', { repairId: repair.id });
    expect(events.map((event) => event.data.kind)).toEqual(['linkCreated', 'linkRevoked', 'linkCreated']);
  });

  it('makes one link when two members ask at once', async () => {
    const repair = await newRepair();
    const manager = await shop.member('manager');
    const links = await Promise.all([linkOf(shop.admin, repair.id), linkOf(manager, repair.id), linkOf(shop.admin, repair.id)]);
    expect(new Set(links.map((link) => link.url)).size).toBe(1);
    const { events } = await shop.admin.ok('repairEventsList', { repairId: repair.id });
    expect(events.map((event) => event.data.kind)).toEqual(['linkCreated']);
  });

  it("keeps another workshop's staff away from the repair's link", async () => {
    const repair = await newRepair();
    await linkOf(shop.admin, repair.id);
    expect((await other.admin.call('repairLinkGet', { repairId: repair.id })).status).toBe(404);
    expect((await other.admin.call('repairLinkRevoke', { repairId: repair.id })).status).toBe(404);
    expect((await new TestClient(server.url).call('repairLinkGet', { repairId: repair.id })).status).toBe(401);
    const { events } = await shop.admin.ok('repairEventsList', { repairId: repair.id });
    expect(events.map((event) => event.data.kind)).toEqual(['linkCreated']);
  });
});

describe('the customer side', () => {
  it('shows the workshop, the first name, the bike, the status and the estimate, and nothing else', async () => {
    const repair = await newRepair();
    await shop.admin.ok('repairsUpdateStatus', { id: repair.id, status: 'workshopEntrance', observations: 'Nota interna del taller' });
    await shop.admin.ok('workshopUpdate', { name: 'Taller Rueda Norte', phone: '+34 911 222 333', address: 'Calle Mayor 1, Madrid' });
    const otherRepair = await newRepair();
    const { url } = await linkOf(shop.admin, repair.id);
    const answer = await anonymous().get(tokenOf(url));
    expect(answer.status).toBe(200);
    const shown = answer.body.result!;
    expect(shown.workshop).toEqual({ name: 'Taller Rueda Norte', phone: '+34 911 222 333', address: 'Calle Mayor 1, Madrid' });
    expect(shown.customer).toEqual({ firstName: 'Marta' });
    expect(shown.bike).toEqual({ brand: 'Orbea', model: 'Orca', color: 'azul' });
    expect(shown.status).toBe('workshopEntrance');
    expect(shown.statusHistory.map((entry) => entry.status)).toEqual(['notReviewed', 'workshopEntrance']);
    expect(shown.estimate.lines.map((line) => [line.title, line.quantity, line.price])).toEqual([
      ['Puesta a punto básica', 1, 3500],
      ['Cambio de cadena', 2, 1200],
      ['Mantenimiento de horquilla', 1, 6000],
      ['Cámara 29"', 1, 650],
    ]);
    expect(shown.estimate.totalCents).toBe(repair.totalPrice);
    expect(shown.estimate.currency).toEqual({ code: 'EUR', symbol: '€' });
    expect(shown.response).toBeNull();
    const text = JSON.stringify(answer.body);
    for (const secret of [
      'Iglesias',
      '600 111 222',
      '600111222',
      'marta.iglesias',
      'Roce en el freno',
      'Nota interna',
      'Staff',
      'Ana',
      'Luis',
      repair.id,
      otherRepair.id,
      shop.id,
      shop.admin.userId,
      ...shop.mechanicIds,
    ])
      expect(text, secret).not.toContain(secret);
  });

  it('takes one answer, line by line, into the history and the notifications; a second one is refused', async () => {
    const repair = await newRepair();
    const token = tokenOf((await linkOf(shop.admin, repair.id)).url);
    const customer = anonymous();
    const lines = (await customer.get(token)).body.result!.estimate.lines;
    const [pack, chain, fork, tube] = lines.map((line) => line.id);
    const answered = await customer.respond({
      token,
      decision: 'partial',
      approvedLineIds: [pack!, fork!],
      comment: '  La cadena la cambio yo  ',
      spendingLimitCents: 2000,
    });
    expect(answered.status).toBe(200);
    expect(answered.body.result!.response).toMatchObject({
      decision: 'partial',
      approvedLineIds: [pack, fork],
      declinedLineIds: [chain, tube],
      comment: 'La cadena la cambio yo',
      spendingLimitCents: 2000,
    });
    const again = await customer.respond({ token, decision: 'approved' });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'already-answered' } });
    expect((await customer.get(token)).body.result!.response?.decision).toBe('partial');

    const { events } = await shop.admin.ok('repairEventsList', { repairId: repair.id });
    const response = events.find((event) => event.data.kind === 'estimateResponse')!;
    expect(response.actor).toBeNull();
    expect(response.data).toEqual({
      kind: 'estimateResponse',
      decision: 'partial',
      approvedLineIds: [pack, fork],
      declinedLineIds: [chain, tube],
      comment: 'La cadena la cambio yo',
      spendingLimitCents: 2000,
    });
    const notifications = await shop.admin.ok('notificationsGet', null);
    expect(notifications.sources.appointments).toBe(true);
    expect(notifications.identifiers.appointments).toContain(repair.id);
    expect((await linkOf(shop.admin, repair.id)).response?.comment).toBe('La cadena la cambio yo');
  });

  it('refuses a bad answer naming the field, and writes nothing', async () => {
    const repair = await newRepair();
    const token = tokenOf((await linkOf(shop.admin, repair.id)).url);
    const customer = anonymous();
    const refusals: [unknown, string][] = [
      [{ token, decision: 'partial', approvedLineIds: ['packs:not-on-the-repair'] }, 'approvedLineIds.0'],
      [{ token, decision: 'partial' }, 'approvedLineIds'],
      [{ token, decision: 'maybe' }, 'decision'],
      [{ token, decision: 'approved', comment: 'x'.repeat(1001) }, 'comment'],
      [{ token, decision: 'approved', spendingLimitCents: -1 }, 'spendingLimitCents'],
      [{ token, decision: 'approved', spendingLimitCents: 1.5 }, 'spendingLimitCents'],
      [{ token, decision: 'approved', spendingLimitCents: 10 ** 12 }, 'spendingLimitCents'],
    ];
    // Every request counts against its address's answers, refused ones too (docs/security.md): one address each.
    for (const [data, field] of refusals) {
      const answer = await anonymous().send('publicRepairRespond', data);
      expect(answer.status, field).toBe(400);
      expect(answer.body.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { fields: [{ field }] } });
    }
    // An answer to an estimate that changed since the page showed it is refused, and writes nothing either.
    const shown = (await customer.get(token)).body.result!.estimate.lines.map(({ id, quantity, price }) => ({ id, quantity, price }));
    const stale = await customer.respond({ token, decision: 'approved', shownLines: [{ ...shown[0]!, price: 1 }, ...shown.slice(1)] });
    expect(stale.status).toBe(400);
    expect(stale.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'estimate-changed' } });
    expect((await customer.get(token)).body.result!.response).toBeNull();
    const { events } = await shop.admin.ok('repairEventsList', { repairId: repair.id });
    expect(events.map((event) => event.data.kind)).toEqual(['linkCreated']);
    expect((await anonymous().respond({ token, decision: 'approved', shownLines: shown })).status).toBe(200);
  });

  it('answers not-found, the same way, for a random, a malformed, a revoked or an expired token', async () => {
    const customer = anonymous();
    expectNotFound(await customer.get(randomBytes(32).toString('base64url')));
    for (const malformed of ['', 'x', '../../etc/passwd', "' or 1=1 --", 'ñ'.repeat(200)]) expectNotFound(await customer.get(malformed));
    expectNotFound(await customer.respond({ token: randomBytes(32).toString('base64url'), decision: 'approved' }));

    // Delivered: the link works for 30 days after the delivery, then no more.
    const repair = await newRepair();
    const link = await linkOf(shop.admin, repair.id);
    await shop.admin.ok('repairsUpdateStatus', { id: repair.id, status: 'delivered' });
    const delivered = await linkOf(shop.admin, repair.id);
    expect(delivered.url).toBe(link.url);
    expect(Date.parse(delivered.expiresAt!) - Date.now()).toBeGreaterThan(29 * DAY_MS);
    expect((await customer.get(tokenOf(link.url))).status).toBe(200);
    server.clock.advance(31 * DAY_MS);
    try {
      expectNotFound(await anonymous().get(tokenOf(link.url)));
      expectNotFound(await anonymous().respond({ token: tokenOf(link.url), decision: 'declined' }));
    } finally {
      server.clock.advance(-31 * DAY_MS);
    }
  });

  it("cannot reach another repair: a token is its own repair's only", async () => {
    const mine = await newRepair();
    const theirs = await newRepair(other);
    const mineToken = tokenOf((await linkOf(shop.admin, mine.id)).url);
    const theirToken = tokenOf((await linkOf(other.admin, theirs.id)).url);
    const customer = anonymous();
    expect((await customer.get(mineToken)).body.result!.workshop.name).toBe('Taller Rueda Norte');
    expect((await customer.get(theirToken)).body.result!.workshop.name).toBe('Otro taller');
    // Naming another repair beside a token changes nothing: the token alone says which repair.
    const named = await customer.send('publicRepairGet', { token: mineToken, repairId: theirs.id });
    expect((named.body.result as { workshop: { name: string } }).workshop.name).toBe('Taller Rueda Norte');
    expect(JSON.stringify(named.body)).not.toContain(theirs.id);
    // A repair id in place of the token, or a token one character off, is just another unknown token.
    expectNotFound(await customer.get(theirs.id));
    expectNotFound(await customer.get(`${mineToken.slice(0, -1)}${mineToken.endsWith('A') ? 'B' : 'A'}`));
  });

  it('refuses a token too long to be one as bad input', async () => {
    const answer = await anonymous().get('a'.repeat(257));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ details: { fields: [{ field: 'token' }] } });
  });
});

describe('the per-address limits', () => {
  it(`lets one address read ${READS} times an hour, valid token or not, while another address still reads`, async () => {
    const repair = await newRepair();
    const token = tokenOf((await linkOf(shop.admin, repair.id)).url);
    const busy = anonymous('203.0.113.50');
    for (let n = 0; n < READS; n += 1) expect((await busy.get(n % 2 ? token : 'guess')).status).not.toBe(429);
    const refused = await busy.get(token);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', details: { reason: 'request-limit' } });
    expect((await anonymous('203.0.113.51').get(token)).status).toBe(200);
    // An hour later the address may read again.
    server.clock.advance(61 * 60_000);
    try {
      expect((await busy.get(token)).status).toBe(200);
    } finally {
      server.clock.advance(-61 * 60_000);
    }
  });

  it(`lets one address send ${ANSWERS} answers an hour, counting those refused`, async () => {
    const busy = anonymous('2001:db8:5:6:1::1');
    for (let n = 0; n < ANSWERS; n += 1) expectNotFound(await busy.respond({ token: `guess-${n}`, decision: 'approved' }));
    // Another address of the same /64 is the same caller.
    const refused = await anonymous('2001:db8:5:6:ffff::2').respond({ token: 'guess', decision: 'approved' });
    expect(refused.status).toBe(429);
    // Reads are counted apart from answers.
    expect((await busy.get('guess')).status).toBe(404);
    expect((await anonymous('2001:db8:5:7::1').respond({ token: 'guess', decision: 'approved' })).status).toBe(404);
  });
});

describe('the logs', () => {
  it("cut the token out of the page's address", () => {
    expect(redactUrl('/r/Zm9vYmFyYmF6?utm=1')).toBe('/r/[redacted]?utm=1');
    expect(redactUrl('/repairs/r-1')).toBe('/repairs/r-1');
  });
});
