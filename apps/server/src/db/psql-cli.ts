// `npm run psql [-- --superuser] [psql's own arguments]` (docs/product.md §24.3): a psql shell on the
// embedded database, with no password to type and none to know. It connects through the running Rueda's
// PostgreSQL (its private socket, or 127.0.0.1) or starts it for the shell's time, as Rueda's role on
// Rueda's database; --superuser as `postgres`. psql is PostgreSQL's client, which the npm package does not
// ship: without it, this says how to install it, and what any other client needs.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { EnvError, parseEnv, type Env } from '../lib/env.ts';
import { dataDirOf } from './data-dir.ts';
import { Refusal, runningUrls, withStartedPostgres } from './embedded-cli.ts';
import { credentialsFileOf } from './embedded-credentials.ts';
import { APP_DATABASE } from './embedded-postgres.ts';
import { runningPostgres } from './embedded-transport.ts';

/** libpq's variables for a connection string (psql reads them; so does any libpq client). */
function libpqEnvironment(url: string): Record<string, string> {
  const parsed = new URL(url);
  return {
    PGHOST: parsed.searchParams.get('host') ?? parsed.hostname,
    PGPORT: parsed.port,
    PGUSER: decodeURIComponent(parsed.username),
    PGPASSWORD: decodeURIComponent(parsed.password),
    PGDATABASE: parsed.pathname.slice(1),
  };
}

/**
 * What psql gets from this environment: the terminal's and the shell's own settings, never Rueda's secrets
 * (AUTH_SECRET, STRIPE_*, SMTP_URL, WHATSAPP_*, DATABASE_URL; docs/security.md).
 */
const PASSED_TO_PSQL =
  /^(PATH|HOME|USER|LOGNAME|SHELL|TERM|COLORTERM|COLUMNS|LINES|TZ|TMPDIR|LANG|LANGUAGE|LC_\w+|PAGER|LESS|EDITOR|VISUAL|PSQL_\w+|PSQLRC|SYSTEMROOT|TEMP|TMP)$/;

function psqlEnvironment(connection: Record<string, string>): NodeJS.ProcessEnv {
  return { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => PASSED_TO_PSQL.test(name))), ...connection };
}

/** Runs psql with `url`'s settings; answers its exit code. */
function runPsql(url: string, args: string[], pgDataDir: string): Promise<number> {
  const environment = libpqEnvironment(url);
  return new Promise((resolve, reject) => {
    const child = spawn('psql', args, { stdio: 'inherit', env: psqlEnvironment(environment) });
    child.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return reject(error);
      const { PGPASSWORD: _password, ...shown } = environment;
      reject(
        new Refusal(
          [
            `psql, PostgreSQL's client, is not installed here. Install it (Debian and Ubuntu: apt install postgresql-client; ` +
              `macOS: brew install libpq) and run npm run psql again. Any PostgreSQL client connects with:`,
            '',
            ...Object.entries(shown).map(([name, value]) => `  ${name}=${value}`),
            `  password: in ${credentialsFileOf(pgDataDir)} (readable only by its owner)`,
          ].join('\n'),
        ),
      );
    });
    // Ctrl+C belongs to psql (it cancels the query); this process waits for psql's end.
    process.on('SIGINT', () => {});
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function psqlCommand(env: Env, args: string[]): Promise<number> {
  if (env.DATABASE_URL)
    throw new Refusal('Rueda uses the PostgreSQL server at DATABASE_URL: open a shell there with psql "$DATABASE_URL".');
  const role = args.includes('--superuser') ? 'superuser' : 'app';
  const psqlArgs = args.filter((arg) => arg !== '--superuser');
  const pgDataDir = path.join(dataDirOf(env).dir, 'postgres');
  if (!existsSync(path.join(pgDataDir, 'PG_VERSION')))
    throw new Refusal(`There is no database in ${pgDataDir}: Rueda has not run with this DATA_DIR yet.`);
  const running = runningPostgres(pgDataDir);
  if (running) return runPsql(runningUrls(pgDataDir, running).as(role, APP_DATABASE), psqlArgs, pgDataDir);
  return withStartedPostgres(
    env,
    pgDataDir,
    (embedded) => runPsql(role === 'app' ? embedded.appUrl : embedded.urlFor(APP_DATABASE), psqlArgs, pgDataDir),
    ['SIGTERM', 'SIGHUP'],
  );
}

async function main(): Promise<number> {
  try {
    return await psqlCommand(parseEnv(), process.argv.slice(2));
  } catch (error) {
    if (error instanceof EnvError) console.error(`${error.message}\nSee docs/configuration.md for every variable.`);
    else if (error instanceof Refusal) console.error(error.message);
    else console.error(`npm run psql failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

process.exitCode = await main();
