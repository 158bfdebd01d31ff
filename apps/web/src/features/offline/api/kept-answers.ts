// The answers the device keeps, per account (docs/product.md §30.2): written as the screens read them, read back when
// the connection is gone, pruned as kept-queries.ts says, and forgotten at sign-out.
import { deviceDb, type KeptQuery } from '@/lib/device-db';
import { prunedHashes } from '@/lib/kept-queries';

/**
 * Writes these answers in one transaction, each replacing the one of its key. An answer the browser cannot store is
 * left out (the others are kept); a device out of space fails the whole write with QuotaExceededError.
 */
export async function keepAnswers(answers: readonly KeptQuery[]): Promise<void> {
  if (answers.length === 0) return;
  const db = await deviceDb();
  const tx = db.transaction('queries', 'readwrite');
  const puts: Promise<unknown>[] = [];
  for (const answer of answers) {
    try {
      puts.push(tx.store.put(answer).catch(() => undefined));
    } catch {
      // Not cloneable (DataCloneError is thrown at once): this answer is not kept.
    }
  }
  await Promise.all([...puts, tx.done]);
}

/** Every answer kept for the account. */
export async function keptAnswersOf(account: string): Promise<KeptQuery[]> {
  const db = await deviceDb();
  return db.getAllFromIndex('queries', 'account', account);
}

/** Forgets what kept-queries.ts says has been kept long enough; returns how many went. */
export async function pruneKeptAnswers(account: string, now: number): Promise<number> {
  const db = await deviceDb();
  const tx = db.transaction('queries', 'readwrite');
  const entries = await tx.store.index('account').getAll(account);
  const pruned = prunedHashes(entries, now);
  await Promise.all([...pruned.map((hash) => tx.store.delete([account, hash])), tx.done]);
  return pruned.length;
}

/** Forgets every answer kept for the account (signing out, docs/product.md §30.2). */
export async function forgetKeptAnswers(account: string): Promise<void> {
  const db = await deviceDb();
  const tx = db.transaction('queries', 'readwrite');
  const keys = await tx.store.index('account').getAllKeys(account);
  await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
}
