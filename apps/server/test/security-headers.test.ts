// docs/product.md §27.4: the headers of the app's pages. Scripts only from Rueda itself (no 'unsafe-inline', no
// inline handlers), the chat widget's host only when CHAT_WIDGET_SCRIPT_URL names it, HSTS only when PUBLIC_URL is
// https. style-src keeps 'unsafe-inline': Mantine writes its CSS variables in a style element at run time.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type RuedaApp } from '../src/app.ts';
import { connectDatabase, type Database } from '../src/db/client.ts';
import { parseEnv } from '../src/lib/env.ts';
import { createTestDatabase, dropTestDatabase } from './test-server.ts';

const CHAT_WIDGET = 'https://widget.chat.example/loader.js';
/** Pages a browser opens: the SPA's routes (the repairs, booking and dashboard screens among them) and the development mailbox. */
const PAGES = ['/repairs', '/booking', '/dashboard', '/auth/login', '/dev/mailbox'];

let databaseName: string;
let database: Database;
let webDistDir: string;
const apps: RuedaApp[] = [];

beforeAll(async () => {
  const created = await createTestDatabase();
  databaseName = created.name;
  database = connectDatabase(created.url, { max: 5 });
  webDistDir = mkdtempSync(path.join(os.tmpdir(), 'rueda-dist-'));
  writeFileSync(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><title>Rueda</title><script type="module" src="/assets/app.js"></script>',
  );
});
afterAll(async () => {
  for (const { app } of apps) await app.close();
  await database?.close();
  if (databaseName) await dropTestDatabase(databaseName);
  rmSync(webDistDir, { recursive: true, force: true });
});

/** A Rueda on the shared test database, opened at publicUrl, with the SPA built. */
async function rueda(publicUrl: string, env: Record<string, string> = {}) {
  const built = await buildApp({
    // The local payments provider on a public https address is asked for (docs/configuration.md).
    env: parseEnv({
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
      PUBLIC_URL: publicUrl,
      ALLOW_LOCAL_PAYMENTS: 'true',
      AUTH_SECRET: 'h'.repeat(40),
      ...env,
    }),
    database,
    publicUrl,
    webDistDir,
  });
  apps.push(built);
  return built.app;
}

type Policy = Record<string, string[]>;

function policyOf(header: string | undefined): Policy {
  expect(header, 'a Content-Security-Policy header').toBeTruthy();
  return Object.fromEntries(
    header!
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  ) as Policy;
}

async function headersOfPages(app: RuedaApp['app']) {
  return Promise.all(
    PAGES.map(async (url) => {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      return { url, csp: answer.headers['content-security-policy'] as string, hsts: answer.headers['strict-transport-security'] };
    }),
  );
}

describe("the app's pages with nothing configured, on plain HTTP", () => {
  let pages: Awaited<ReturnType<typeof headersOfPages>>;
  beforeAll(async () => {
    pages = await headersOfPages(await rueda('http://localhost:8080'));
  });

  it('run scripts from Rueda only: no inline script, no eval, no inline event handlers', () => {
    for (const { url, csp } of pages) {
      const policy = policyOf(csp);
      expect(policy['script-src'], url).toEqual(["'self'"]);
      expect(policy['script-src-attr'], url).toEqual(["'none'"]);
      expect(policy['default-src'], url).toEqual(["'self'"]);
      expect(policy['object-src'], url).toEqual(["'none'"]);
      expect(policy['frame-ancestors'], url).toEqual(["'none'"]);
      // Decision 076: the staff app's service worker and manifest, Rueda's own.
      expect(policy['worker-src'], url).toEqual(["'self'"]);
      expect(policy['manifest-src'], url).toEqual(["'self'"]);
    }
  });

  it('name no chat widget host, nor any other outside host', () => {
    for (const { url, csp } of pages) {
      expect(csp, url).not.toContain('chat.example');
      expect(csp, url).not.toMatch(/https?:\/\/|wss?:\/\//);
    }
  });

  it('send no HSTS: Rueda on a workshop machine is served over plain HTTP', () => {
    for (const { url, hsts } of pages) expect(hsts, url).toBeUndefined();
  });
});

describe("the app's pages with the chat widget configured", () => {
  it("allow the widget's host, and scripts stay without 'unsafe-inline'", async () => {
    const pages = await headersOfPages(await rueda('http://localhost:8080', { CHAT_WIDGET_SCRIPT_URL: CHAT_WIDGET }));
    for (const { url, csp } of pages) {
      const policy = policyOf(csp);
      expect(policy['script-src'], url).toEqual(["'self'", 'https://widget.chat.example']);
      expect(policy['frame-src'], url).toEqual(["'self'", 'https://widget.chat.example']);
      expect(policy['connect-src'], url).toEqual(["'self'", 'https://widget.chat.example', 'wss://widget.chat.example']);
      expect(policy['script-src-attr'], url).toEqual(["'none'"]);
    }
  });
});

describe('HSTS', () => {
  it('is sent on every page when PUBLIC_URL is https', async () => {
    const pages = await headersOfPages(await rueda('https://taller.example'));
    for (const { url, hsts } of pages) expect(hsts, url).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
  });

  it('is not sent when PUBLIC_URL is http on another machine', async () => {
    const pages = await headersOfPages(await rueda('http://taller.local:8080'));
    for (const { url, hsts } of pages) expect(hsts, url).toBeUndefined();
  });
});
