// docs/product.md §26.2: the built assets go brotli- or gzip-compressed as the browser accepts, from the files the
// build wrote beside them (apps/web/vite.config.ts), keeping the immutable caching of hashed assets.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type RuedaApp } from '../src/app.ts';
import { connectDatabase, type Database } from '../src/db/client.ts';
import { freePort } from '../src/db/embedded-postgres.ts';
import { parseEnv } from '../src/lib/env.ts';

/** A script large enough to be worth compressing, as the build writes it. */
const SCRIPT = `export const board = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `repair ${index}`))};\n`;
const ASSET = '/assets/app-Dk3n1x.js';
const SERVICE_WORKER = 'self.addEventListener("fetch", () => {});\n';
const MANIFEST = '{"name":"Rueda","start_url":"/repairs"}\n';

let distDir: string;
let database: Database;
let rueda: RuedaApp;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'rueda-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Rueda</title>');
  writeFileSync(path.join(distDir, 'repair-link.html'), '<!doctype html><title>Tu reparación</title>');
  writeFileSync(path.join(distDir, 'sw.js'), SERVICE_WORKER);
  writeFileSync(path.join(distDir, 'manifest.webmanifest'), MANIFEST);
  writeFileSync(path.join(distDir, ASSET), SCRIPT);
  writeFileSync(path.join(distDir, `${ASSET}.br`), brotliCompressSync(SCRIPT));
  writeFileSync(path.join(distDir, `${ASSET}.gz`), gzipSync(SCRIPT));
  // Static files need no database: one that does not answer will do.
  database = connectDatabase(`postgres://x:x@127.0.0.1:${await freePort()}/none`);
  rueda = await buildApp({
    env: parseEnv({ LOG_LEVEL: 'silent', AUTH_SECRET: 'a'.repeat(40) }),
    database,
    publicUrl: 'http://127.0.0.1',
    webDistDir: distDir,
  });
});
afterAll(async () => {
  await rueda?.app.close();
  await database?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (acceptEncoding?: string) =>
  rueda.app.inject({ method: 'GET', url: ASSET, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the built assets', () => {
  it('go as brotli to a browser that accepts it', async () => {
    const response = await get('gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 2);
  });

  it('go as gzip to a client that accepts only gzip', async () => {
    const response = await get('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('go as they are to a client that accepts neither', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      const response = await get(acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.payload).toBe(SCRIPT);
    }
  });

  it('say that the answer depends on accept-encoding, and stay cached for good', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const response = await get(acceptEncoding);
      expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});

// docs/product.md §21 (decision 052): the customer's repair link is its own page, and its token stays out of Referers.
describe("the customer's repair link page", () => {
  it('answers /r/<token> with its own page, not the staff app, and no other path with it', async () => {
    const page = await rueda.app.inject({ method: 'GET', url: '/r/Zm9vYmFy-_x' });
    expect(page.statusCode).toBe(200);
    expect(page.payload).toContain('Tu reparación');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect((await rueda.app.inject({ method: 'GET', url: '/r/Zm9vYmFy-_x/' })).payload).toContain('Tu reparación');
    for (const url of ['/repairs/r-1', '/r', '/r/a/b'])
      expect((await rueda.app.inject({ method: 'GET', url })).payload, url).toContain('<title>Rueda</title>');
  });
});

// Decision 076: the staff app's service worker and its manifest are checked again at every start, never kept.
describe('the service worker and the web app manifest', () => {
  it('are served from the build, revalidated every time, the manifest as a manifest', async () => {
    const worker = await rueda.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toContain('javascript');
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.payload).toBe(SERVICE_WORKER);
    // Served at the root, its scope is the whole site without a Service-Worker-Allowed header.
    expect(worker.headers['service-worker-allowed']).toBeUndefined();

    const manifest = await rueda.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.payload).toBe(MANIFEST);
  });

  it("are a 404 when the build has none, not the app's page", async () => {
    const bare = mkdtempSync(path.join(os.tmpdir(), 'rueda-dist-'));
    writeFileSync(path.join(bare, 'index.html'), '<!doctype html><title>Rueda</title>');
    const app = await buildApp({
      env: parseEnv({ LOG_LEVEL: 'silent', AUTH_SECRET: 'a'.repeat(40) }),
      database,
      publicUrl: 'http://127.0.0.1',
      webDistDir: bare,
    });
    try {
      for (const url of ['/sw.js', '/workbox-4b2c1a.js', '/manifest.webmanifest']) {
        const answer = await app.app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.payload, url).not.toContain('<title>Rueda</title>');
      }
      // The app's own addresses still get its page.
      expect((await app.app.inject({ method: 'GET', url: '/repairs' })).payload).toContain('<title>Rueda</title>');
    } finally {
      await app.app.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
