// The demo workshop, seeded on the first run only (docs/product.md §1). Its admin signs in as demo@rueda.app
// with DEMO_PASSWORD, or a random password printed at start. demo-data.ts fills it. The random password is
// derived from the auth secret (docs/decisions/060), so the database keeps only its hash, and every start
// (of every instance sharing AUTH_SECRET) can print it again.
import { createHmac, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Auth } from '../auth/auth.ts';
import { hashPassword, verifyPassword } from '../lib/password-hash.ts';
import type { Db } from '../db/client.ts';
import { seedDemoSecondShop } from './demo-second-shop.ts';
import { account, serverSettings, user, workshops, workshopUsers } from '../db/schema.ts';
import { readSetting } from '../db/settings.ts';
import { seedDemoData } from './demo-data.ts';
import { seedDemoWork } from './demo-work.ts';
import { seedDemoOnlineBooking } from './demo-online-booking.ts';
import { seedDemoMessages } from './demo-messages.ts';
import { seedDemoSales } from './demo-sales.ts';
import type { VerifactuConfig } from '../verifactu/system.ts';
import type { RepairLinks } from '../data/repair-links.ts';

export const DEMO_EMAIL = 'demo@rueda.app';
const SEEDED_KEY = 'demo-seeded-at';
/** Where Rueda before docs/decisions/060 kept the generated password in plain text; moved away at start. */
export const OLD_GENERATED_PASSWORD_KEY = 'demo-generated-password';

/** DEMO_PASSWORD when set, and the password derived from the auth secret (demoPasswordOf). */
export interface DemoPasswords {
  configured: string | undefined;
  generated: string;
}

/** The demo's generated password: 16 characters of an HMAC of the auth secret, never stored. */
export function demoPasswordOf(authSecret: string): string {
  return createHmac('sha256', authSecret).update('rueda demo password').digest('base64url').slice(0, 16);
}

export interface DemoSignIn {
  email: string;
  /** The password, when it is still the seeded one; undefined once its owner changed it. */
  password: string | undefined;
}

export async function seedDemoWorkshop(
  db: Db,
  auth: Auth,
  passwords: DemoPasswords,
  repairLinks: RepairLinks,
  verifactu: VerifactuConfig,
  now: Date = new Date(),
): Promise<void> {
  await forgetStoredPassword(db, passwords.generated);
  if (!(await readSetting(db, SEEDED_KEY))) await seedDemoAccount(db, auth, passwords.configured ?? passwords.generated);
  // Its catalogue, people and repairs, added once (also to a demo seeded before them).
  const [demo] = await db
    .select({ workshopId: workshopUsers.workshopId, userId: user.id })
    .from(user)
    .innerJoin(workshopUsers, eq(workshopUsers.userId, user.id))
    .where(eq(user.email, DEMO_EMAIL))
    // The demo's first workshop: its account may belong to others since (docs/product.md §32.1).
    .orderBy(asc(workshopUsers.createdAt))
    .limit(1);
  if (!demo) return;
  await seedDemoData(db, demo.workshopId, now);
  await seedDemoWork(db, demo.workshopId, now);
  await seedDemoMessages(db, { workshopId: demo.workshopId, userId: demo.userId, repairLinks, now });
  await seedDemoOnlineBooking(db, { workshopId: demo.workshopId, repairLinks, now });
  await seedDemoSales(db, demo.workshopId, verifactu, now);
  await seedDemoSecondShop(db, { userId: demo.userId, firstWorkshopId: demo.workshopId, now });
}

/** The demo's password hash, when it signs in with a password. */
async function demoHash(db: Db): Promise<{ userId: string; hash: string } | undefined> {
  const [row] = await db
    .select({ userId: user.id, hash: account.password })
    .from(user)
    .innerJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
    .where(eq(user.email, DEMO_EMAIL));
  return row?.hash ? { userId: row.userId, hash: row.hash } : undefined;
}

/**
 * A generated password an older Rueda kept in server_settings leaves the database: while the demo still signs
 * in with it, the demo's password becomes the derived one (printed at this start), and the row is deleted.
 */
async function forgetStoredPassword(db: Db, generated: string): Promise<void> {
  const stored = await readSetting(db, OLD_GENERATED_PASSWORD_KEY);
  if (stored === undefined) return;
  const demo = await demoHash(db);
  if (demo && (await verifyPassword({ hash: demo.hash, password: stored }))) {
    await db
      .update(account)
      .set({ password: await hashPassword(generated) })
      .where(and(eq(account.userId, demo.userId), eq(account.providerId, 'credential')));
  }
  await db.delete(serverSettings).where(eq(serverSettings.key, OLD_GENERATED_PASSWORD_KEY));
}

async function seedDemoAccount(db: Db, auth: Auth, password: string): Promise<void> {
  const existing = await db.select({ id: user.id }).from(user).where(eq(user.email, DEMO_EMAIL));
  const userId = existing[0]?.id ?? (await auth.api.signUpEmail({ body: { email: DEMO_EMAIL, password, name: 'Taller Demo' } })).user.id;
  await db.transaction(async (tx) => {
    const workshopId = randomUUID();
    await tx.insert(workshops).values({
      id: workshopId,
      name: 'Taller Rueda Demo',
      address: 'Calle Mayor 12, 28013 Madrid',
      phone: '+34 910 000 000',
      taxId: 'B00000000',
      // The demo never expires: a newcomer can explore it whenever they start Rueda.
      subscriptionStatus: 'active',
      isFree: true,
    });
    await tx.insert(workshopUsers).values({ userId, workshopId, role: 'admin' });
    await tx.insert(serverSettings).values({ key: SEEDED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
  });
}

/** What to print at start: the demo email and, while it still works, its password. */
export async function demoSignIn(db: Db, passwords: DemoPasswords): Promise<DemoSignIn | undefined> {
  const demo = await demoHash(db);
  if (!demo) return undefined;
  for (const candidate of [passwords.configured, passwords.generated]) {
    if (candidate && (await verifyPassword({ hash: demo.hash, password: candidate }))) return { email: DEMO_EMAIL, password: candidate };
  }
  return { email: DEMO_EMAIL, password: undefined };
}
