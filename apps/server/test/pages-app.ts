// The server-rendered pages' tests (the sign-in page, the customers' pages): an app of its own on the test server's
// database, serving a built web app of the test's making — its HTML templates and a stand-in server renderer — from a
// data directory of its own (the generated keys go there), never the working directory.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type RuedaApp } from '../src/app.ts';
import { parseEnv } from '../src/lib/env.ts';
import type { TestServer } from './test-server.ts';

export interface PagesApp {
  pages: RuedaApp;
  close(): Promise<void>;
}

/** Builds the app over `html` (file name → text, under dist/) and `renderer` (dist/server/render.js). */
export async function startPagesApp(
  server: TestServer,
  options: { name: string; authSecret: string; html: Record<string, string>; renderer: string; env?: Record<string, string> },
): Promise<PagesApp> {
  const root = mkdtempSync(path.join(os.tmpdir(), `rueda-${options.name}-`));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  for (const [file, text] of Object.entries(options.html)) writeFileSync(path.join(dist, file), text);
  writeFileSync(path.join(dist, 'server', 'render.js'), options.renderer);
  const pages = await buildApp({
    env: parseEnv({ LOG_LEVEL: 'silent', NODE_ENV: 'test', AUTH_SECRET: options.authSecret, ...options.env }),
    dataDir: root,
    database: server.database,
    publicUrl: server.url,
    clock: server.clock.now,
    webDistDir: dist,
  });
  return {
    pages,
    async close() {
      await pages.app.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
