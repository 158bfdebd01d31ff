// `npm start` ends here: configuration, PostgreSQL (embedded unless DATABASE_URL), migrations, the
// demo workshop on first run, then the server on $PORT. SIGINT/SIGTERM stop everything cleanly.
import path from 'node:path';
import { buildApp } from './app.ts';
import { createMovableClock } from './lib/clock.ts';
import { connectDatabase, type Database } from './db/client.ts';
import { backupBeforeMigration, backupsDirOf, startBackupSchedule } from './db/backup-schedule.ts';
import { dataDirOf, type DataDirChoice } from './db/data-dir.ts';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.ts';
import { superviseEmbedded } from './db/embedded-supervisor.ts';
import { migrateDatabase } from './db/migrate.ts';
import { backfillRepairColumns } from './data/repairs-backfill.ts';
import { fillInvoiceSellers } from './billing/invoices.ts';
import { EnvError, operatorOf, parseEnv, publicUrlOf } from './lib/env.ts';
import { demoSignIn, seedDemoWorkshop } from './seed/demo-workshop.ts';
import { verifactuConfigOf } from './verifactu/system.ts';
import { mailDeliveryWarning } from './mail/mail-delivery-warning.ts';
import { linksNotice } from './http/links-notice.ts';
import { SERVER_DIR } from './lib/server-dir.ts';
import { explainStartFailure, type StartContext } from './start-failure.ts';

const DEFAULT_WEB_DIST = path.join(SERVER_DIR, '..', 'web', 'dist');

// What is running, so a signal at any moment, or a failed start, stops exactly that.
const running: { embedded?: EmbeddedDatabase; database?: Database; closeServer: () => Promise<void> } = { closeServer: async () => {} };
// What a failed start's explanation names (start-failure.ts).
const startContext: StartContext = { port: 8080, host: '0.0.0.0' };

async function main(): Promise<void> {
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(`Rueda cannot start. ${error.message}\nSee docs/configuration.md for every variable.`);
      process.exit(1);
    }
    throw error;
  }

  let closing = false;
  const shutdown = async (signal: string, close: () => Promise<void>) => {
    if (closing) return;
    closing = true;
    console.info(`\n${signal}: stopping Rueda…`);
    try {
      await close();
    } finally {
      await running.database?.close().catch(() => {});
      await running.embedded?.stop().catch(() => {});
      console.info('Rueda stopped.');
      process.exit(0);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(signal, () => running.closeServer()));

  Object.assign(startContext, { port: env.PORT, host: env.HOST, databaseUrl: env.DATABASE_URL });
  let connectionString = env.DATABASE_URL;
  // docs/product.md §24.1: as root, an unset DATA_DIR may mean /var/lib/rueda (db/data-dir.ts).
  let dataRoot: DataDirChoice | undefined;
  if (!connectionString) {
    dataRoot = dataDirOf(env);
    const dataDir = path.join(dataRoot.dir, 'postgres');
    if (dataRoot.note) console.info(dataRoot.note);
    console.info(`Starting the embedded PostgreSQL in ${dataDir}…`);
    const embedded = await startEmbeddedPostgres({
      dataDir,
      port: env.EMBEDDED_POSTGRES_PORT,
      binariesDir: env.EMBEDDED_POSTGRES_BINARIES,
      onLog: env.LOG_LEVEL === 'debug' || env.LOG_LEVEL === 'trace' ? (line) => console.info(line.trimEnd()) : undefined,
    });
    running.embedded = embedded;
    for (const notice of embedded.notices) console.info(notice);
    superviseEmbedded(embedded, console, () => void stopAfterDatabaseLoss());
    // docs/product.md §24.3: Rueda's own role, without superuser rights, on its own database.
    connectionString = embedded.appUrl;
  }
  const database = connectDatabase(connectionString);
  running.database = database;
  // docs/product.md §24.4: a backup of the embedded database before migrations change the data it holds.
  if (running.embedded) await backupBeforeMigration(database.pool, connectionString, backupsDirOf(env));
  await migrateDatabase(database.pool);
  const filled = await backfillRepairColumns(database.db);
  if (filled > 0) console.info(`Prepared ${filled} repairs for the calendar and the dashboard.`);
  // Rueda's invoices name the installation's operator as seller (docs/configuration.md, OPERATOR_*): those
  // issued before sellers were kept get today's. Here, with the other start-up writes, not in buildApp, which
  // must build a server whose database is down.
  const seller = operatorOf(env);
  const sellersFilled = await fillInvoiceSellers(database.db, seller);
  if (sellersFilled > 0) console.info(`${sellersFilled} earlier invoices now name ${seller.name} as seller.`);

  const port = env.PORT;
  const publicUrl = publicUrlOf(env, port);
  const testClock = env.RUEDA_TEST_CLOCK ? createMovableClock() : undefined;
  const { app, auth, scheduler, alerts, whatsappSender, verifactuSender, verifactuNotice, repairLinks, demoPasswords } = await buildApp({
    env,
    database,
    publicUrl,
    webDistDir: env.WEB_DIST_DIR ?? DEFAULT_WEB_DIST,
    testClock,
    // The generated auth secret's place (docs/decisions/060), beside the embedded database's.
    dataDir: (dataRoot ?? dataDirOf(env)).dir,
  });
  await seedDemoWorkshop(database.db, auth, demoPasswords, repairLinks, verifactuConfigOf(env));
  running.closeServer = () => app.close();
  await app.listen({ port, host: env.HOST });
  // Only the running server moves subscriptions on its own; tests call tick() (decision 014 "The clock").
  scheduler.start();
  alerts.start();
  whatsappSender.start();
  verifactuSender.start();
  // docs/product.md §24.4: the embedded database's daily backup.
  const clock = testClock?.now ?? (() => new Date());
  if (running.embedded)
    startBackupSchedule({ connectionString, backupsDir: backupsDirOf(env), keepDays: env.BACKUP_KEEP_DAYS, now: clock, log: console });

  const demo = await demoSignIn(database.db, demoPasswords);
  const lines = [
    '',
    `  Rueda is running at ${publicUrl}`,
    demo
      ? `  Demo sign-in: ${demo.email} / ${demo.password ?? '(not the one Rueda made: changed by its owner, or by a new AUTH_SECRET)'}`
      : undefined,
    env.SMTP_URL ? undefined : `  Development mailbox: ${publicUrl}/dev/mailbox`,
    testClock ? `  Test clock: on (POST ${publicUrl}/api/test/clock moves it; never in production)` : undefined,
    `  Database: ${dataRoot ? `embedded PostgreSQL in ${path.join(dataRoot.dir, 'postgres')}` : 'DATABASE_URL'}`,
    '  Press Ctrl+C to stop.',
    '',
  ];
  console.info(lines.filter((line) => line !== undefined).join('\n'));
  // Links customers receive must open on their phones (docs/configuration.md, PUBLIC_URL).
  const links = linksNotice({ configured: env.PUBLIC_URL, publicUrl });
  if (links.includes('Warning')) console.warn(`${links}\n`);
  else console.info(`${links}\n`);
  // docs/verifactu.md §6: where VERI*FACTU records go, or that they wait, pending, for a certificate.
  if (verifactuNotice.warning) console.warn(`${verifactuNotice.text}\n`);
  else console.info(`${verifactuNotice.text}\n`);
  // docs/product.md §27.3: mail that stays on this machine while people open Rueda from elsewhere.
  const mailWarning = mailDeliveryWarning({ smtpUrl: env.SMTP_URL, publicUrl, devMailbox: env.DEV_MAILBOX });
  if (mailWarning) console.warn(`${mailWarning}\n`);
}

/** docs/product.md §24.6: the embedded PostgreSQL is gone for good; a service manager restarts Rueda. */
async function stopAfterDatabaseLoss(): Promise<void> {
  await running.closeServer().catch(() => {});
  await running.database?.close().catch(() => {});
  process.exit(1);
}

main().catch(async (error: unknown) => {
  // One paragraph, never the stack (nor a failed query's parameters: they may be secrets).
  console.error(explainStartFailure(error, startContext));
  // A start that failed after the embedded PostgreSQL came up (a migration, the port) leaves none
  // behind, and the app's own connections (the lists' change feed) end before the database does.
  await running.closeServer().catch(() => {});
  await running.database?.close().catch(() => {});
  await running.embedded?.stop().catch(() => {});
  process.exit(1);
});
