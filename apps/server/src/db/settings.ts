// Server-wide values every instance shares, kept in the database (server_settings).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { serverSettings } from './schema.ts';

export async function readSetting(db: Db, key: string): Promise<string | undefined> {
  const [row] = await db.select({ value: serverSettings.value }).from(serverSettings).where(eq(serverSettings.key, key));
  return row?.value;
}

/** Writes `value` unless the key exists; answers the value that is stored either way. */
export async function settingOnce(db: Db, key: string, value: string): Promise<string> {
  await db.insert(serverSettings).values({ key, value }).onConflictDoNothing();
  return (await readSetting(db, key)) ?? value;
}

/**
 * AUTH_SECRET when configured; otherwise one random secret generated on first start and shared by
 * every instance through the database, so sessions survive restarts and load balancing.
 */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return settingOnce(db, 'auth-secret', randomBytes(48).toString('base64url'));
}
