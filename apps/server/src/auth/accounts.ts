import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { user } from '../db/schema.ts';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function accountExists(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.email, normaliseEmail(email)))
    .limit(1);
  return Boolean(row);
}
