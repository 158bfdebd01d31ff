// Every row of docs/product.md §8's status table over real HTTP, the wire format, bad input, the cancellation
// signal and the answers' checks. HTTP itself (CORS, headers, compression) is in functions-http.test.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { aborts, PROBES } from './function-probes.ts';
import { rawCall, TestClient } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let client: TestClient;
const json = { 'content-type': 'application/json' };

beforeAll(async () => {
  server = await startTestServer({ extraFunctions: PROBES, env: { FUNCTION_DEADLINE_MS: '1500' } });
  client = new TestClient(server.url);
});
afterAll(async () => server?.close());

describe('the status table of docs/product.md §8, over HTTP', () => {
  it('200 with the answer in `result`', async () => {
    const answer = await client.call('callablesGetSubscriptionPlans', null);
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual([
      expect.objectContaining({ id: 'workshop-pro', name: 'Workshop Pro', price: 2999, currency: 'EUR', interval: 'month' }),
    ]);
  });

  it('400 invalid-argument names the fields that failed', async () => {
    const answer = await client.send('probeEcho', { count: 0 });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.status).toBe('INVALID_ARGUMENT');
    const fields = (answer.body.error?.details as { fields: { field: string }[] }).fields.map((issue) => issue.field);
    expect(fields).toEqual(expect.arrayContaining(['count', 'label']));
  });

  it('401 unauthenticated without a token', async () => {
    const answer = await client.send('probeSignedIn', null);
    expect(answer.status).toBe(401);
    expect(answer.body.error?.status).toBe('UNAUTHENTICATED');
  });

  it('403 permission-denied for a role the function does not allow', async () => {
    const other = new TestClient(server.url);
    await other.signUp('no-workshop@example.com', 'correct horse battery');
    const answer = await other.send('probeAdminOnly', null, { token: await other.idToken() });
    expect(answer.status).toBe(403);
    expect(answer.body.error?.status).toBe('PERMISSION_DENIED');
  });

  it('404 not-found for an unknown function', async () => {
    const answer = await client.send('noSuchFunction', {});
    expect(answer.status).toBe(404);
    expect(answer.body.error?.status).toBe('NOT_FOUND');
  });

  it.each([
    ['probeAborted', 409, 'ABORTED'],
    ['probeExhausted', 429, 'RESOURCE_EXHAUSTED'],
    ['probeCancelled', 499, 'CANCELLED'],
    ['probeUnimplemented', 501, 'UNIMPLEMENTED'],
  ])('%s answers %i %s', async (name, status, wire) => {
    const answer = await client.send(name, {});
    expect(answer.status).toBe(status);
    expect(answer.body.error?.status).toBe(wire);
  });

  it('500 internal for an unexpected error, with no stack, SQL or path in the message', async () => {
    for (const name of ['probeCrash', 'probeBadSql']) {
      const answer = await client.send(name, {});
      expect(answer.status).toBe(500);
      expect(answer.body.error).toEqual({ status: 'INTERNAL', message: 'Internal error.' });
    }
  });

  it('503 unavailable when the database cannot be reached', async () => {
    const answer = await client.send('probeDatabaseDown', {});
    expect(answer.status).toBe(503);
    expect(answer.body.error?.status).toBe('UNAVAILABLE');
    expect(answer.body.error?.message).not.toMatch(/127\.0\.0\.1|ECONNREFUSED/);
  });

  it('504 deadline-exceeded when a function outlives its deadline', async () => {
    const answer = await client.send('probeSlow', {});
    expect(answer.status).toBe(504);
    expect(answer.body.error?.status).toBe('DEADLINE_EXCEEDED');
    expect(aborts).toContainEqual({ probe: 'probeSlow', code: 'deadline-exceeded' });
  });
});

describe('bad requests never reach a 500', () => {
  it('malformed JSON is invalid-argument', async () => {
    const answer = await rawCall(server.url, 'callablesGetSubscriptionPlans', '{"data": ', json);
    expect(answer.status).toBe(400);
    expect(answer.body.error?.status).toBe('INVALID_ARGUMENT');
  });

  it('a body without `data` is invalid-argument', async () => {
    for (const body of ['{}', '[]', '"data"', 'null', '{"date": 1}']) {
      const answer = await rawCall(server.url, 'callablesGetSubscriptionPlans', body, json);
      expect(answer.status, body).toBe(400);
      expect(answer.body.error?.status).toBe('INVALID_ARGUMENT');
    }
  });

  it('a body that is not JSON at all is invalid-argument', async () => {
    const answer = await rawCall(server.url, 'callablesGetSubscriptionPlans', 'data=1', { 'content-type': 'text/plain' });
    expect(answer.status).toBe(400);
  });

  it('a garbage Bearer token is unauthenticated even for a public function', async () => {
    const answer = await client.call('callablesGetSubscriptionPlans', null, { token: 'not.a.jwt' });
    expect(answer.status).toBe(401);
  });

  it('the optional Firebase headers are accepted and ignored', async () => {
    const answer = await client.call('callablesGetSubscriptionPlans', null, {
      headers: { 'X-Firebase-AppCheck': 'anything', 'Firebase-Instance-ID-Token': 'anything' },
    });
    expect(answer.status).toBe(200);
  });
});

describe('the cancellation signal', () => {
  it('stays quiet while the caller waits', async () => {
    const response = await fetch(`${server.url}/api/functions/probeSignal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"data":null}',
    });
    expect(await response.json()).toEqual({ result: { aborted: false } });
  });

  it.each([
    ['while the function is listening', 0],
    ['before the function first reads it', 600],
  ])('is aborted as cancelled when the caller goes away %s', async (_when, waitMs) => {
    aborts.length = 0;
    const caller = new AbortController();
    const call = fetch(`${server.url}/api/functions/probeLateSignal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { waitMs } }),
      signal: caller.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    caller.abort();
    await expect(call).rejects.toThrow();
    await vi.waitFor(() => expect(aborts).toEqual([{ probe: 'probeLateSignal', code: 'cancelled' }]), { timeout: 3_000 });
  });

  it('is not aborted when the caller stays to the answer', async () => {
    aborts.length = 0;
    const answer = await client.send('probeLateSignal', { waitMs: 0 });
    expect(answer.body.result).toBe('done');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(aborts).toEqual([]);
  });
});

describe('answers checked against their output schema', () => {
  it('in tests and development: an answer outside its schema is a 500 internal, cached or not', async () => {
    for (const name of ['probeWrongAnswer', 'probeWrongCachedAnswer']) {
      const answer = await client.send(name, null);
      expect(answer.status, name).toBe(500);
      expect(answer.body.error?.status).toBe('INTERNAL');
    }
  });

  it('in production the answer goes as the handler gave it (no checking cost per call)', async () => {
    const production = await startTestServer({ extraFunctions: PROBES, env: { NODE_ENV: 'production' } });
    try {
      const answer = await new TestClient(production.url).send('probeWrongAnswer', null);
      expect(answer).toEqual({ status: 200, body: { result: 1.5 } });
    } finally {
      await production.close();
    }
  });
});
