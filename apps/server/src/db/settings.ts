// Server-wide values every instance shares, kept in the database (server_settings). No secret is kept here:
// the generated auth secret lives in $DATA_DIR/auth-secret (auth-secret.ts, docs/decisions/060).
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
