// The demo workshop, seeded on the first run only (docs/product.md §1). Its admin signs in as demo@rueda.app
// with DEMO_PASSWORD, or a random password printed at start. demo-data.ts fills it.
import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Auth } from '../auth/auth.ts';
import { verifyPassword } from '../auth/password-hash.ts';
import type { Db } from '../db/client.ts';
import { account, serverSettings, user, workshops, workshopUsers } from '../db/schema.ts';
import { readSetting, settingOnce } from '../db/settings.ts';
import { seedDemoData } from './demo-data.ts';
import { seedDemoWork } from './demo-work.ts';
import { seedDemoOnlineBooking } from './demo-online-booking.ts';
import { seedDemoMessages } from './demo-messages.ts';
import type { RepairLinks } from '../data/repair-links.ts';

export const DEMO_EMAIL = 'demo@rueda.app';
const SEEDED_KEY = 'demo-seeded-at';
const GENERATED_PASSWORD_KEY = 'demo-generated-password';

export interface DemoSignIn {
  email: string;
  /** The password, when it is still the seeded one; undefined once its owner changed it. */
  password: string | undefined;
}

function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}

export async function seedDemoWorkshop(
  db: Db,
  auth: Auth,
  demoPassword: string | undefined,
  repairLinks: RepairLinks,
  now: Date = new Date(),
): Promise<void> {
  if (!(await readSetting(db, SEEDED_KEY))) await seedDemoAccount(db, auth, demoPassword);
  // Its catalogue, people and repairs, added once (also to a demo seeded before them).
  const [demo] = await db
    .select({ workshopId: workshopUsers.workshopId, userId: user.id })
    .from(user)
    .innerJoin(workshopUsers, eq(workshopUsers.userId, user.id))
    .where(eq(user.email, DEMO_EMAIL));
  if (!demo?.workshopId) return;
  await seedDemoData(db, demo.workshopId, now);
  await seedDemoWork(db, demo.workshopId, now);
  await seedDemoMessages(db, { workshopId: demo.workshopId, userId: demo.userId, repairLinks, now });
  await seedDemoOnlineBooking(db, { workshopId: demo.workshopId, repairLinks, now });
}

async function seedDemoAccount(db: Db, auth: Auth, demoPassword: string | undefined): Promise<void> {
  const password = demoPassword ?? (await settingOnce(db, GENERATED_PASSWORD_KEY, randomPassword()));
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
    await tx
      .insert(workshopUsers)
      .values({ userId, workshopId, role: 'admin', onboardingCompleted: true })
      .onConflictDoUpdate({ target: workshopUsers.userId, set: { workshopId, role: 'admin', onboardingCompleted: true } });
    await tx.insert(serverSettings).values({ key: SEEDED_KEY, value: new Date().toISOString() }).onConflictDoNothing();
  });
}

/** What to print at start: the demo email and, while it still works, its password. */
export async function demoSignIn(db: Db, demoPassword: string | undefined): Promise<DemoSignIn | undefined> {
  const [row] = await db
    .select({ hash: account.password })
    .from(user)
    .innerJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
    .where(eq(user.email, DEMO_EMAIL));
  if (!row?.hash) return undefined;
  for (const candidate of [demoPassword, await readSetting(db, GENERATED_PASSWORD_KEY)]) {
    if (candidate && (await verifyPassword({ hash: row.hash, password: candidate }))) return { email: DEMO_EMAIL, password: candidate };
  }
  return { email: DEMO_EMAIL, password: undefined };
}
