// Sending VERI*FACTU records in SQL (docs/verifactu.md §6): which issuers' chains have records to send and may send
// now, one instance at a time per chain (an advisory lock held by the sending transaction), the pending records in
// chain order, and each record's answer and the wait before the chain's next send.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { verifactuRecords, verifactuSendWaits } from '../db/schema.ts';

export interface IssuerChain {
  workshopId: string;
  issuerNif: string;
}

/** Chains with pending records whose wait is over, the longest waiting first. */
export async function issuersDue(db: Executor, now: Date, limit: number): Promise<IssuerChain[]> {
  const { rows } = await db.execute<{ workshop_id: string; issuer_nif: string }>(sql`
    select r.workshop_id, r.issuer_nif
    from ${verifactuRecords} r
    left join ${verifactuSendWaits} w on w.workshop_id = r.workshop_id and w.issuer_nif = r.issuer_nif
    where r.send_state = 'pending' and (w.next_send_at is null or w.next_send_at <= ${now})
    group by r.workshop_id, r.issuer_nif
    order by min(r.seq), r.workshop_id
    limit ${limit}`);
  return rows.map((row) => ({ workshopId: row.workshop_id, issuerNif: row.issuer_nif }));
}

/**
 * Runs `send` in a transaction holding the chain's sending lock, or answers null at once when another instance holds
 * it: two instances never send one chain's records at the same time. The lock ends with the transaction.
 */
export async function withSendingLock<T>(db: Db, chain: IssuerChain, send: (tx: Executor) => Promise<T>): Promise<T | null> {
  return db.transaction(async (tx) => {
    const key = `verifactu-send:${chain.workshopId}:${chain.issuerNif}`;
    const { rows } = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as locked`);
    return rows[0]?.locked ? send(tx) : null;
  });
}

export type SendWait = typeof verifactuSendWaits.$inferSelect;

/** The chain's wait before its next send, if it has one. */
export async function sendWaitOf(db: Executor, chain: IssuerChain): Promise<SendWait | null> {
  const [row] = await db
    .select()
    .from(verifactuSendWaits)
    .where(and(eq(verifactuSendWaits.workshopId, chain.workshopId), eq(verifactuSendWaits.issuerNif, chain.issuerNif)));
  return row ?? null;
}

/** Sets when the chain may send next, and how many sends in a row have failed. */
export async function setSendWait(db: Executor, chain: IssuerChain, nextSendAt: Date, failures: number): Promise<void> {
  await db
    .insert(verifactuSendWaits)
    .values({ ...chain, nextSendAt, failures })
    .onConflictDoUpdate({ target: [verifactuSendWaits.workshopId, verifactuSendWaits.issuerNif], set: { nextSendAt, failures } });
}

export interface PendingRecord {
  id: string;
  seq: number;
  kind: string;
  record: unknown;
  xml: string;
}

/** The chain's pending records in chain order, at most `limit`. */
export async function pendingRecords(db: Executor, chain: IssuerChain, limit: number): Promise<PendingRecord[]> {
  return db
    .select({
      id: verifactuRecords.id,
      seq: verifactuRecords.seq,
      kind: verifactuRecords.kind,
      record: verifactuRecords.record,
      xml: verifactuRecords.xml,
    })
    .from(verifactuRecords)
    .where(
      and(
        eq(verifactuRecords.workshopId, chain.workshopId),
        eq(verifactuRecords.issuerNif, chain.issuerNif),
        eq(verifactuRecords.sendState, 'pending'),
      ),
    )
    .orderBy(asc(verifactuRecords.seq))
    .limit(limit);
}

/** The issuer's name on its newest alta (NombreRazonEmisor): the request's ObligadoEmision. */
export async function issuerNameOf(db: Executor, chain: IssuerChain): Promise<string | null> {
  const [row] = await db
    .select({ name: sql<string>`${verifactuRecords.record}->>'NombreRazonEmisor'` })
    .from(verifactuRecords)
    .where(
      and(
        eq(verifactuRecords.workshopId, chain.workshopId),
        eq(verifactuRecords.issuerNif, chain.issuerNif),
        eq(verifactuRecords.kind, 'alta'),
      ),
    )
    .orderBy(desc(verifactuRecords.seq))
    .limit(1);
  return row?.name ?? null;
}

export interface RecordAnswer {
  id: string;
  /** pending (unanswered, to be sent again) | accepted | accepted-with-errors | refused */
  sendState: 'pending' | 'accepted' | 'accepted-with-errors' | 'refused';
  lastAnswer: unknown;
  /** When the AEAT answered about the record; null when it did not. */
  sentAt: Date | null;
}

/** Stores each record's answer and counts the attempt (the only columns of a record that may change). */
export async function storeAnswers(db: Executor, workshopId: string, answers: readonly RecordAnswer[]): Promise<void> {
  if (!answers.length) return;
  const rows = JSON.stringify(answers.map((answer) => ({ ...answer, sentAt: answer.sentAt?.toISOString() ?? null })));
  await db.execute(sql`
    update ${verifactuRecords} r
    set send_state = a."sendState", attempts = r.attempts + 1, last_answer = a."lastAnswer",
        sent_at = coalesce(a."sentAt", r.sent_at)
    from jsonb_to_recordset(${rows}::jsonb) as a(id text, "sendState" text, "lastAnswer" jsonb, "sentAt" timestamptz)
    where r.workshop_id = ${workshopId} and r.id = a.id`);
}
