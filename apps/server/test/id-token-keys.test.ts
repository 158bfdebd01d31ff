// The signing keys behind the ID tokens: a token signed with a key the server has not read yet (made a
// moment after it last read them: a new key, or two made at once by two first sign-ins on a new install)
// is accepted once the keys are read again, not refused as invalid, also by the calls that came while that
// read was under way. Unknown keys are still read again at most once a second, however many tokens name them.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TestClient } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

async function signedUp(on = server): Promise<{ client: TestClient; token: string }> {
  const client = new TestClient(on.url);
  const answer = await client.signUp(`keys-${crypto.randomUUID().slice(0, 8)}@example.com`, 'a good long password', 'Staff');
  expect(answer.status).toBe(200);
  return { client, token: await client.idToken() };
}

const kidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as { kid: string }).kid;

describe('ID tokens signed with a key the server has not read yet', () => {
  it('are accepted once the server reads its keys again, and a forged key id is still refused', async () => {
    const first = await signedUp();
    // The server reads its keys for this call.
    expect((await first.client.call('accountGet', null, { token: first.token })).status).toBe(200);

    // A new signing key, made just after: better-auth makes one when it finds none.
    await server.database.db.execute(sql`delete from jwks`);
    const second = await signedUp();
    expect(kidOf(second.token)).not.toBe(kidOf(first.token));
    const answer = await second.client.call('accountGet', null, { token: second.token });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);

    const [, payload, signature] = second.token.split('.');
    const forgedHeader = Buffer.from(JSON.stringify({ alg: 'EdDSA', kid: 'no-such-key' })).toString('base64url');
    const forged = await second.client.call('accountGet', null, { token: [forgedHeader, payload, signature].join('.') });
    expect(forged.status).toBe(401);
  });

  it("is not refused as invalid when the keys cannot be read: that failure is the server's", async () => {
    const own = await startTestServer();
    try {
      const client = new TestClient(own.url);
      expect((await client.signUp(`keys-${crypto.randomUUID().slice(0, 8)}@example.com`, 'a good long password', 'Staff')).status).toBe(
        200,
      );
      const token = await client.idToken();
      // The server has not read its keys yet; their table is out of reach for its first call.
      await own.database.db.execute(sql`alter table jwks rename to jwks_away`);
      const answer = await client.call('accountGet', null, { token });
      await own.database.db.execute(sql`alter table jwks_away rename to jwks`);
      expect(answer.status).not.toBe(401);
      expect(answer.status).toBeGreaterThanOrEqual(500);
      // Once they can be read, the same token works.
      expect((await client.call('accountGet', null, { token })).status).toBe(200);
    } finally {
      await own.close();
    }
  });
  it('waits for the read under way when calls come in the millisecond it started', async () => {
    const own = await startTestServer();
    try {
      // Two first sign-ins of a new install: the server has read no key yet.
      const accounts = await Promise.all([signedUp(own), signedUp(own)]);
      // Every call at once, in one millisecond: the first starts the read, the others come while it is under way.
      const frozen = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
      try {
        const answers = await Promise.all(
          [...accounts, ...accounts, ...accounts].map(({ client, token }) => client.call('accountGet', null, { token })),
        );
        expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
      } finally {
        frozen.mockRestore();
      }
    } finally {
      await own.close();
    }
  });
});
