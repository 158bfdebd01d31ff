// docs/security.md: the per-address limits count the address TRUST_PROXY makes the client's (request.ip), so a
// peer that is not a trusted proxy cannot reset one by naming a new client in every X-Forwarded-For; and a public
// function's caller is counted before its body is read, its body held to a few KiB. Requests come through Fastify's
// inject with the peer's address set: 192.168.1.20 is a phone on the workshop's Wi-Fi, untrusted by default.
import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { ZPublicBookingCreateInputSchema } from '@rueda/domain';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR_MS } from '../src/data/public-rate-limit.ts';
import { outboxEmails, publicRequestCounts, repairs } from '../src/db/schema.ts';
import { PUBLIC_BODY_LIMIT } from '../src/functions/transport.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { newAccount } from './workshop-fixture.ts';

const PHONE = '192.168.1.20';
const LIMIT = 3;
const PASSWORD = 'correct horse battery';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { AUTH_REQUESTS_PER_HOUR_PER_IP: String(LIMIT), PUBLIC_REPAIR_READS_PER_HOUR_PER_IP: String(LIMIT) },
  });
  // The public functions count per clock hour: the file starts at the beginning of one, so no count starts again.
  server.clock.advance(HOUR_MS - (server.clock.now().getTime() % HOUR_MS));
});
afterAll(async () => server?.close());

/** A new client named in X-Forwarded-For on every request. */
let named = 0;
const newClient = () => {
  named += 1;
  return `198.18.${named >> 8}.${named & 255}`;
};

async function post(url: string, body: string | Readable, headers: Record<string, string> = {}) {
  const answer = await server.app.inject({
    method: 'POST',
    url,
    remoteAddress: PHONE,
    headers: { 'content-type': 'application/json', origin: server.url, 'x-forwarded-for': newClient(), ...headers },
    payload: body,
  });
  return { status: answer.statusCode, body: answer.json<Record<string, unknown>>() };
}
const call = (name: string, data: unknown) => post(`/api/functions/${name}`, JSON.stringify({ data }));

async function countOf(key: string): Promise<number> {
  const rows = await server.database.db.select().from(publicRequestCounts);
  return rows.filter((row) => row.key === key).reduce((sum, row) => sum + row.count, 0);
}

describe('an untrusted peer naming a new client in every request', () => {
  it('cannot reset the sign-up limit', async () => {
    for (let n = 0; n < LIMIT; n += 1)
      expect(
        (await post('/api/auth/sign-up/email', JSON.stringify({ email: `u-${randomUUID()}@example.com`, password: PASSWORD, name: 'U' })))
          .status,
      ).toBe(200);
    const refused = await post(
      '/api/auth/sign-up/email',
      JSON.stringify({ email: `u-${randomUUID()}@example.com`, password: PASSWORD, name: 'U' }),
    );
    expect(refused).toMatchObject({ status: 429, body: { code: 'auth/request-limit-exceeded' } });
  });

  it('cannot reset the password-reset limit, and no mail goes past it', async () => {
    const email = `reset-${randomUUID()}@example.com`;
    expect(
      (
        await server.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          remoteAddress: '198.51.100.3',
          headers: { origin: server.url },
          payload: { email, password: PASSWORD, name: 'R' },
        })
      ).statusCode,
    ).toBe(200);
    for (let n = 0; n < LIMIT; n += 1) expect((await post('/api/auth/request-password-reset', JSON.stringify({ email }))).status).toBe(200);
    expect((await post('/api/auth/request-password-reset', JSON.stringify({ email }))).status).toBe(429);
    const [mails] = await server.database.db.select({ n: count() }).from(outboxEmails);
    expect(mails!.n).toBe(LIMIT);
  });

  it("cannot reset a public function's limit", async () => {
    for (let n = 0; n < LIMIT; n += 1) expect((await call('publicRepairGet', { token: 'no-such-token' })).status).toBe(404);
    const refused = await call('publicRepairGet', { token: 'no-such-token' });
    expect(refused).toMatchObject({ status: 429, body: { error: { status: 'RESOURCE_EXHAUSTED', details: { reason: 'request-limit' } } } });
    expect(await countOf(`repairLinkRead:${PHONE}`)).toBe(LIMIT + 1);
  });
});

describe("a public function's body", () => {
  const megabyte = JSON.stringify({ data: { slug: 'x', problem: 'a'.repeat(1024 * 1024) } });

  it('is refused past 16 KiB without being read, and counted (publicBookingCreate)', async () => {
    const [before] = await server.database.db.select({ n: count() }).from(repairs);
    const refused = await post('/api/functions/publicBookingCreate', megabyte);
    expect(refused).toMatchObject({
      status: 400,
      body: { error: { status: 'INVALID_ARGUMENT', details: { reason: 'body-too-large', maxBytes: PUBLIC_BODY_LIMIT } } },
    });
    expect(String((refused.body.error as { message: string }).message)).toMatch(/larger than this function accepts \(16 KiB\)/);
    // Without a Content-Length the body is cut off as it comes.
    const chunks = Array.from({ length: 64 }, () => Buffer.alloc(16 * 1024, 'a'));
    expect((await post('/api/functions/publicBookingCreate', Readable.from(chunks))).body).toMatchObject({
      error: { details: { reason: 'body-too-large' } },
    });
    expect(await countOf(`bookingCreate:${PHONE}`)).toBe(2);
    // Every request counts, so the address's five bookings an hour run out whatever the bodies were.
    for (let n = 2; n < 5; n += 1) await post('/api/functions/publicBookingCreate', megabyte);
    expect((await call('publicBookingCreate', { slug: 'x' })).status).toBe(429);
    const [after] = await server.database.db.select({ n: count() }).from(repairs);
    expect(after!.n).toBe(before!.n);
  });

  it('fits a legitimate booking of the longest fields with room to spare', () => {
    const wide = (length: number) => '€'.repeat(length);
    const booking = ZPublicBookingCreateInputSchema.parse({
      slug: 'a'.repeat(80),
      formToken: 't'.repeat(200),
      services: Array.from({ length: 10 }, () => ({ kind: 'maintenances', id: 'i'.repeat(200) })),
      bike: { manufacturer: wide(80), model: wide(80), type: 'road' },
      problem: wide(1000),
      day: '2027-03-01',
      customer: {
        name: wide(80),
        surname: wide(80),
        phone: '+34 600 000 000 000',
        email: `${'e'.repeat(60)}@${'d'.repeat(60)}.example.com`,
        language: 'es',
      },
      consent: true,
    });
    expect(Buffer.byteLength(JSON.stringify({ data: booking }))).toBeLessThan(PUBLIC_BODY_LIMIT * 0.75);
  });

  it('of a signed-in function may still be large, with a token', async () => {
    const { client } = await newAccount(server);
    const answer = await post('/api/functions/repairsImport', megabyte, { authorization: `Bearer ${await client.idToken()}` });
    // Read whole and past the transport: the account has no workshop, so its role is what refuses it.
    expect(answer).toMatchObject({ status: 403, body: { error: { status: 'PERMISSION_DENIED' } } });
  });

  it('of a call without a token to a staff function, or to no function, is held to a public one', async () => {
    for (const name of ['repairsImport', 'noSuchFunction']) {
      const refused = await post(`/api/functions/${name}`, megabyte);
      expect(refused).toMatchObject({
        status: 400,
        body: { error: { details: { reason: 'body-too-large', maxBytes: PUBLIC_BODY_LIMIT } } },
      });
      const streamed = await post(`/api/functions/${name}`, Readable.from([Buffer.from(megabyte)]));
      expect(streamed.body).toMatchObject({ error: { details: { reason: 'body-too-large' } } });
    }
    // A small body still reaches the function, which answers as it always did.
    expect((await call('repairsImport', { repairs: [] })).status).toBe(401);
  });

  it('counts the function the route decoded, however its name was written', async () => {
    const refused = await post('/api/functions/public%42ookingOptions', megabyte);
    expect(refused.body).toMatchObject({ error: { details: { reason: 'body-too-large' } } });
    expect(await countOf(`bookingRead:${PHONE}`)).toBe(1);
  });
});
