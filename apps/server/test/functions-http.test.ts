// The functions over HTTP: CORS, security and cache headers, compressed answers, and the SPA and health beside
// them, with the database up and down.
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { connectDatabase } from '../src/db/client.ts';
import { freePort } from '../src/db/embedded-postgres.ts';
import { parseEnv } from '../src/lib/env.ts';
import { PROBES } from './function-probes.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ extraFunctions: PROBES });
});
afterAll(async () => server?.close());

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

describe('compressed answers (docs/product.md §26.2)', () => {
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
