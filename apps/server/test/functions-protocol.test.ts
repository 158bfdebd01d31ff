// Every row of docs/product.md §8's status table over real HTTP, the wire format, bad input and CORS.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { FunctionError } from '@rueda/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app.ts';
import { connectDatabase } from '../src/db/client.ts';
import { freePort } from '../src/db/embedded-postgres.ts';
import { parseEnv } from '../src/env.ts';
import { Access } from '../src/functions/access.ts';
import { defineCallable, type CallableFunction } from '../src/functions/define-function.ts';
import { RawJson } from '../src/http/raw-json.ts';
import { rawCall, TestClient } from './http-client.ts';
import { startTestServer, type TestServer } from './test-server.ts';

const throwing = (name: string, error: () => unknown) =>
  defineCallable(name, {
    input: z.unknown(),
    output: z.unknown(),
    access: Access.public,
    handler: async () => {
      throw error();
    },
  });

/** Functions that reach the statuses no product function reaches on demand. */
const PROBES: CallableFunction[] = [
  defineCallable('probeSignedIn', {
    input: z.unknown(),
    output: z.unknown(),
    access: Access.signedIn,
    handler: async (_input, { user }) => user?.email,
  }),
  defineCallable('probeAdminOnly', {
    input: z.unknown(),
    output: z.unknown(),
    access: Access.permission('repairs.import'),
    handler: async () => 'ok',
  }),
  defineCallable('probeEcho', {
    input: z.object({ count: z.number().int().min(1), label: z.string().min(1) }),
    output: z.unknown(),
    access: Access.public,
    handler: async (input) => input,
  }),
  throwing('probeAborted', () => new FunctionError('aborted', 'Someone changed this meanwhile.')),
  throwing('probeExhausted', () => new FunctionError('resource-exhausted', 'Too many requests.')),
  throwing('probeCancelled', () => new FunctionError('cancelled', 'Cancelled.')),
  throwing('probeUnimplemented', () => new FunctionError('unimplemented', 'Not built yet.')),
  // Answers outside their own output schema (an int that is not one), plain and already serialised.
  defineCallable('probeWrongAnswer', { input: z.unknown(), output: z.number().int(), access: Access.public, handler: async () => 1.5 }),
  defineCallable('probeWrongCachedAnswer', {
    input: z.unknown(),
    output: z.number().int(),
    access: Access.public,
    handler: async () => RawJson.of(2.5),
  }),
  throwing('probeCrash', () => new Error('syntax error at or near "SELEC" in /srv/rueda/apps/server/src/secret.ts:12')),
  defineCallable('probeBadSql', {
    input: z.unknown(),
    output: z.unknown(),
    access: Access.public,
    handler: async (_input, { db }) => db.execute(sql`SELECT * FROM no_such_table_anywhere`),
  }),
  defineCallable('probeDatabaseDown', {
    input: z.unknown(),
    output: z.unknown(),
    access: Access.public,
    handler: async () => {
      // A real connection to a port where no PostgreSQL listens.
      const client = new pg.Client({ host: '127.0.0.1', port: await freePort(), user: 'x', password: 'x', connectionTimeoutMillis: 2000 });
      await client.connect();
    },
  }),
  defineCallable('probeSignal', {
    input: z.unknown(),
    output: z.unknown(),
    access: Access.public,
    // Reads the signal after the request body is long read: a caller still waiting has not gone away.
    handler: async (_input, { signal }) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return { aborted: signal.aborted };
    },
  }),
  defineCallable('probeSlow', {
    input: z.unknown(),
    output: z.unknown(),
    access: Access.public,
    handler: (_input, { signal }) =>
      new Promise((resolve) => {
        const timer = setTimeout(() => resolve('late'), 5_000);
        signal.addEventListener('abort', () => {
          clearTimeout(timer);
          aborts.push({ probe: 'probeSlow', code: (signal.reason as FunctionError).code });
        });
      }),
  }),
  defineCallable('probeLateSignal', {
    input: z.object({ waitMs: z.number() }),
    output: z.unknown(),
    access: Access.public,
    // Reads the signal only after waiting: a caller who left meanwhile is seen all the same.
    handler: async ({ waitMs }, context) => {
      await new Promise((resolve) => setTimeout(resolve, waitMs));
      const { signal } = context;
      if (signal.aborted) aborts.push({ probe: 'probeLateSignal', code: (signal.reason as FunctionError).code });
      else signal.addEventListener('abort', () => aborts.push({ probe: 'probeLateSignal', code: (signal.reason as FunctionError).code }));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return 'done';
    },
  }),
];

/** What the probes saw their signal aborted with. */
const aborts: { probe: string; code: string }[] = [];

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

describe('HTTP basics', () => {
  it('answers the CORS preflight of a function call', async () => {
    const response = await fetch(`${server.url}/api/functions/callablesGetSubscriptionPlans`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-firebase-appcheck',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://shop.example');
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('sends security headers', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('health is 200 while the database answers', async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('unknown /api paths get a JSON 404', async () => {
    const response = await fetch(`${server.url}/api/no/such/thing`);
    expect(response.status).toBe(404);
    expect((await response.json()) as unknown).toEqual({ error: expect.objectContaining({ status: 'NOT_FOUND' }) });
  });
});

describe('a server whose database is down', () => {
  it('health answers 503, and client routes still get the SPA', async () => {
    const distDir = mkdtempSync(path.join(os.tmpdir(), 'rueda-dist-'));
    writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Rueda SPA</title>');
    const database = connectDatabase(`postgres://x:x@127.0.0.1:${await freePort()}/none`);
    const { app } = await buildApp({
      env: parseEnv({ LOG_LEVEL: 'silent', AUTH_SECRET: 'a'.repeat(40) }),
      database,
      publicUrl: 'http://127.0.0.1',
      webDistDir: distDir,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(503);
      // The address people open: the app, not a directory listing's 403.
      const root = await fetch(`${base}/`);
      expect(root.status).toBe(200);
      expect(await root.text()).toContain('Rueda SPA');
      const spa = await fetch(`${base}/repairs/some-id?tab=services`);
      expect(spa.status).toBe(200);
      expect(await spa.text()).toContain('Rueda SPA');
      const api = await fetch(`${base}/api/whatever`);
      expect(api.status).toBe(404);
      expect(api.headers.get('content-type')).toContain('application/json');
    } finally {
      await app.close();
      await database.close();
    }
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

describe('what a function answer carries', () => {
  it('says not to sniff or store it, and leaves the document headers to pages', async () => {
    const response = await fetch(`${server.url}/api/functions/callablesGetSubscriptionPlans`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"data":null}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toBeNull();
    const page = await fetch(`${server.url}/auth/login`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
  });
});

describe('compressed answers (issue 15 point 1)', () => {
  const echo = (label: string, acceptEncoding: string) =>
    fetch(`${server.url}/api/functions/probeEcho`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
      body: JSON.stringify({ data: { count: 1, label } }),
    });

  it('sends any answer above 1 KiB gzip-compressed to a client that accepts it, and as it is to one that does not', async () => {
    const label = 'Cambio de cadena y ajuste de cambios. '.repeat(60);
    const compressed = await echo(label, 'gzip, deflate, br');
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await compressed.json()).toEqual({ result: { count: 1, label } });
    const plain = await echo(label, 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.json()).toEqual({ result: { count: 1, label } });
  });

  it('sends a small answer as it is: compressing it would save nothing', async () => {
    const response = await echo('Frenos', 'gzip, deflate, br');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.json()).toEqual({ result: { count: 1, label: 'Frenos' } });
  });
});
