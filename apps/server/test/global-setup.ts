// One embedded PostgreSQL for the whole server suite, with a migrated template database that each
// test file copies into its own database (docs/style.md §7: tests never use a mock). First, the
// bundles the real-process tests start (real-process.ts), built once for the run from the sources (decision 062).
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase, databaseUrlFor, ensureDatabase } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.ts';
import { migrateDatabase } from '../src/db/migrate.ts';

export const TEMPLATE_DATABASE = 'rueda_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's maintenance database, as a superuser: to create and drop the tests' databases. */
    pgAdminUrl: string;
    /** What Rueda connects as (any database's name in it is replaced): the embedded database's `rueda` role. */
    pgAppUrl: string;
    /** The role owning the tests' databases; empty: whoever creates them (TEST_DATABASE_ADMIN_URL). */
    pgAppRole: string;
    pgTemplate: string;
  }
}

const BUILD = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'scripts', 'build.mjs');

export default async function setup(project: TestProject) {
  // A source that does not build fails the run here, after esbuild's message.
  execFileSync(process.execPath, [BUILD], { stdio: 'inherit' });
  let adminUrl = process.env.TEST_DATABASE_ADMIN_URL;
  // docs/product.md §24.3: the tests run as Rueda runs, as a role without superuser rights owning its databases.
  let appUrl = adminUrl;
  let appRole = '';
  let stop: (() => Promise<void>) | undefined;
  if (!adminUrl) {
    // Under the system's temporary folder, which every user may enter: as root, PostgreSQL runs as
    // `postgres`, which may not reach a clone in a closed home folder (docs/product.md §24.1).
    const testDir = mkdtempSync(path.join(os.tmpdir(), 'rueda-test-db-'));
    chmodSync(testDir, 0o755);
    const dataDir = path.join(testDir, 'postgres');
    const embedded = await startEmbeddedPostgres({ dataDir });
    adminUrl = embedded.adminUrl;
    appUrl = embedded.appUrl;
    appRole = new URL(embedded.appUrl).username;
    stop = async () => {
      await embedded.stop();
      rmSync(testDir, { recursive: true, force: true });
    };
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
  await admin.end();
  await ensureDatabase(adminUrl, TEMPLATE_DATABASE, appRole || undefined);
  const template = connectDatabase(databaseUrlFor(appUrl!, TEMPLATE_DATABASE), { max: 2 });
  await migrateDatabase(template.pool);
  await template.close();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgAppUrl', appUrl!);
  project.provide('pgAppRole', appRole);
  project.provide('pgTemplate', TEMPLATE_DATABASE);
  return async () => {
    await stop?.();
  };
}
