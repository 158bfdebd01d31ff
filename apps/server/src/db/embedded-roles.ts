// The embedded database's roles (docs/product.md §24.3), made right at every start (each step does nothing
// when already done, so a start cut short is finished by the next one). The superuser `postgres` has
// the data directory's random password; an older data directory, whose superuser still has the fixed
// password `postgres`, gets it here. Rueda's role `rueda` logs in with its own random password, has no
// superuser rights, may create neither databases nor roles, and owns Rueda's database and everything in
// it: the objects older versions made as `postgres` are handed over. Decision 056.
import pg from 'pg';
import { embeddedUrl, LEGACY_SUPERUSER_PASSWORD, type EmbeddedAddress, type EmbeddedCredentials } from './embedded-credentials.ts';
import { EmbeddedPostgresError } from './embedded-postgres-error.ts';

/** PostgreSQL's "password authentication failed". */
const INVALID_PASSWORD = '28P01';

async function withClient<T>(url: string, action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end().catch(() => {});
  }
}

const isInvalidPassword = (error: unknown) => (error as { code?: string } | null)?.code === INVALID_PASSWORD;

/**
 * Sets the superuser's password from the credentials when the server still holds the fixed one of a
 * data directory made before decision 056. Answers whether it did.
 */
export async function upgradeSuperuserPassword(address: EmbeddedAddress, credentials: EmbeddedCredentials): Promise<boolean> {
  const superuser = credentials.superuser;
  try {
    await withClient(embeddedUrl(address, superuser, 'postgres'), async () => {});
    return false;
  } catch (error) {
    if (!isInvalidPassword(error)) throw error;
  }
  const legacy = { name: superuser.name, password: LEGACY_SUPERUSER_PASSWORD };
  try {
    await withClient(embeddedUrl(address, legacy, 'postgres'), (client) =>
      client.query(`ALTER ROLE ${client.escapeIdentifier(superuser.name)} PASSWORD ${client.escapeLiteral(superuser.password)}`),
    );
  } catch (error) {
    if (!isInvalidPassword(error)) throw error;
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL refused both the password in its rueda-credentials.json and the one of Rueda's earlier versions, ` +
        `so Rueda cannot open its database. Put back rueda-credentials.json from a backup of the data directory, or move the ` +
        `directory away and restore your latest backup (npm run restore -- FILE, README.md "Backups").`,
    );
  }
  return true;
}

/** Statements handing every object of the current database's own schemas that `role` does not own to it. */
const FOREIGN_OBJECTS = `
  WITH owner AS (SELECT oid FROM pg_roles WHERE rolname = $1),
  own_schema AS (
    SELECT oid, nspname, nspowner FROM pg_namespace
     WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'),
  extension_member AS (SELECT classid, objid FROM pg_depend WHERE deptype = 'e')
  SELECT 'SCHEMA ' || quote_ident(s.nspname) AS target, 0 AS step FROM own_schema s
   WHERE s.nspowner NOT IN ((SELECT oid FROM owner), 'pg_database_owner'::regrole::oid)
     AND ('pg_namespace'::regclass::oid, s.oid) NOT IN (SELECT * FROM extension_member)
  UNION ALL
  SELECT CASE c.relkind WHEN 'S' THEN 'SEQUENCE ' WHEN 'v' THEN 'VIEW ' WHEN 'm' THEN 'MATERIALIZED VIEW '
                        WHEN 'f' THEN 'FOREIGN TABLE ' WHEN 'c' THEN 'TYPE ' ELSE 'TABLE ' END || c.oid::regclass::text, 1
    FROM pg_class c JOIN own_schema s ON s.oid = c.relnamespace
   WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f', 'c') AND c.relowner <> (SELECT oid FROM owner)
     AND ('pg_class'::regclass::oid, c.oid) NOT IN (SELECT * FROM extension_member)
     -- A serial or identity column's sequence follows its table.
     AND NOT (c.relkind = 'S' AND EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass
                                           AND d.objid = c.oid AND d.deptype IN ('a', 'i')))
  UNION ALL
  SELECT 'ROUTINE ' || p.oid::regprocedure::text, 2
    FROM pg_proc p JOIN own_schema s ON s.oid = p.pronamespace
   WHERE p.proowner <> (SELECT oid FROM owner) AND ('pg_proc'::regclass::oid, p.oid) NOT IN (SELECT * FROM extension_member)
  UNION ALL
  SELECT CASE t.typtype WHEN 'd' THEN 'DOMAIN ' ELSE 'TYPE ' END || t.oid::regtype::text, 2
    FROM pg_type t JOIN own_schema s ON s.oid = t.typnamespace
   WHERE t.typtype IN ('e', 'd', 'r') AND t.typowner <> (SELECT oid FROM owner)
     AND ('pg_type'::regclass::oid, t.oid) NOT IN (SELECT * FROM extension_member)
  ORDER BY step, target`;

/**
 * Rueda's role and database, as decision 056 wants them, made or mended through the superuser. Answers the
 * number of objects handed over to Rueda's role (those of a database made before that decision).
 */
export async function ensureAppDatabase(address: EmbeddedAddress, credentials: EmbeddedCredentials, database: string): Promise<number> {
  const { superuser, app } = credentials;
  await withClient(embeddedUrl(address, superuser, 'postgres'), async (client) => {
    const role = client.escapeIdentifier(app.name);
    const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [app.name]);
    const rights = 'LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS NOINHERIT';
    await client.query(
      `${exists.rowCount ? 'ALTER' : 'CREATE'} ROLE ${role} WITH ${rights} PASSWORD ${client.escapeLiteral(app.password)}`,
    );
    const owner = await client.query<{ owner: string }>('SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = $1', [
      database,
    ]);
    const name = client.escapeIdentifier(database);
    if (!owner.rowCount) await client.query(`CREATE DATABASE ${name} OWNER ${role}`);
    else if (owner.rows[0]!.owner !== app.name) await client.query(`ALTER DATABASE ${name} OWNER TO ${role}`);
  });
  return withClient(embeddedUrl(address, superuser, database), (client) => handOverObjects(client, app.name));
}

/**
 * Hands every object of the connected database's own schemas to `role`, in one transaction (as a
 * superuser); answers how many. Also for a restored database, which the superuser loaded.
 */
export async function handOverObjects(client: pg.ClientBase, role: string): Promise<number> {
  const { rows } = await client.query<{ target: string }>(FOREIGN_OBJECTS, [role]);
  if (rows.length === 0) return 0;
  await client.query('BEGIN');
  for (const { target } of rows) await client.query(`ALTER ${target} OWNER TO ${client.escapeIdentifier(role)}`);
  await client.query('COMMIT');
  return rows.length;
}
