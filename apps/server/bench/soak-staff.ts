// The soak benchmark's simulated staff (soak.ts): each one a loop with its own token and its own seeded
// randomness, calling what a person at the workshop's desk calls, with a think time between calls.
import { randomUUID } from 'node:crypto';
import { REPAIR_PAYMENTS, REPAIR_STATUSES, type WorkshopRole } from '@rueda/domain';

/** A call that has not answered within this long counts as no answer (the server's own deadline is shorter). */
const CALL_TIMEOUT_MS = 30_000;
/** docs/product.md §4: a save refused as stale is reloaded and tried again; a person gives up after a few. */
const MAX_ATTEMPTS = 5;
/** Half the picks go to these first repairs of the workshop, so that staff meet on the same repairs. */
const HOT_REPAIRS = 8;

export type WriteKind = 'update' | 'status' | 'payment';

/** A write and what it answered: `lastUpdate` is the version it made, `expected` the one it was based on. */
export interface Write {
  repairId: string;
  kind: WriteKind;
  /** The unique text an update appends to technicalNotes or a status change puts in its observations. */
  marker?: string;
  payment?: string;
  expected: string;
  lastUpdate?: string;
}

export interface Staff {
  baseUrl: string;
  token: string;
  role: WorkshopRole;
  repairIds: readonly string[];
  random: () => number;
}

/** mulberry32: a small seeded generator, so that a run's choices are the same every time. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every call's latency and answer, by function; the writes that got a 200, and those whose outcome is unknown. */
export class SoakLog {
  readonly latencies: number[] = [];
  readonly byFunction = new Map<string, { latencies: number[]; answers: Map<string, number> }>();
  readonly acknowledged: Write[] = [];
  /** No answer, or a 5xx: the write may or may not have been saved, so either is fine for it. */
  readonly unknown: Write[] = [];
  /** Saves refused as stale (409 aborted) and retried after a fresh get. */
  conflicts = 0;
  /** Writes still refused as stale after MAX_ATTEMPTS. */
  gaveUp = 0;

  record(name: string, answer: string, ms: number): void {
    let entry = this.byFunction.get(name);
    if (!entry) this.byFunction.set(name, (entry = { latencies: [], answers: new Map() }));
    entry.latencies.push(ms);
    entry.answers.set(answer, (entry.answers.get(answer) ?? 0) + 1);
    this.latencies.push(ms);
  }

  /** How many answers were a given status (or 'no answer'), over every function. */
  count(matches: (answer: string) => boolean): number {
    let total = 0;
    for (const entry of this.byFunction.values()) for (const [answer, count] of entry.answers) if (matches(answer)) total += count;
    return total;
  }
}

export const isServerError = (answer: string) => answer === 'no answer' || Number(answer) >= 500;

/** One POST to a callable function, timed and recorded: its HTTP status and parsed body, or status 0 for no answer. */
export async function callTimed(
  log: SoakLog,
  baseUrl: string,
  token: string,
  name: string,
  data: unknown,
): Promise<{ status: number; body: { result?: unknown; error?: { status: string; details?: { reason?: string } } } }> {
  const started = performance.now();
  try {
    const answer = await fetch(`${baseUrl}/api/functions/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const body = (await answer.json()) as { result?: unknown };
    log.record(name, String(answer.status), performance.now() - started);
    return { status: answer.status, body };
  } catch {
    log.record(name, 'no answer', performance.now() - started);
    return { status: 0, body: {} };
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A person's pause between two calls: 0.5 to 1.5 s. */
const thinkTime = (random: () => number) => 500 + random() * 1000;

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Calls until `deadline` (performance.now()), then lets its last call finish. */
export async function runStaff(staff: Staff, deadline: number, log: SoakLog): Promise<void> {
  const { random } = staff;
  const isLead = staff.role !== 'mechanic';
  while (performance.now() < deadline) {
    await sleep(thinkTime(random));
    if (performance.now() >= deadline) break;
    const roll = random();
    const repairId = random() < 0.5 ? pick(random, staff.repairIds.slice(0, HOT_REPAIRS)) : pick(random, staff.repairIds);
    if (roll < 0.3) {
      // The board: all of them, or one column.
      const data = random() < 0.5 ? {} : { status: pick(random, REPAIR_STATUSES) };
      await callTimed(log, staff.baseUrl, staff.token, 'repairsList', data);
    } else if (roll < 0.55) {
      await callTimed(log, staff.baseUrl, staff.token, 'repairsGet', { id: repairId });
    } else if (roll < 0.75) {
      await write(staff, log, repairId, 'update');
    } else if (roll < 0.9 || !isLead) {
      // Payments are for roles with repairs.pricing (docs/roles.md): a mechanic changes a status instead.
      await write(staff, log, repairId, 'status');
    } else {
      await write(staff, log, repairId, 'payment');
    }
  }
}

/** Opens the repair, thinks, saves; a save refused as stale is reloaded and tried again with the same marker. */
async function write(staff: Staff, log: SoakLog, repairId: string, kind: WriteKind): Promise<void> {
  const { random } = staff;
  const marker = `soak ${randomUUID()}`;
  const payment = pick(random, REPAIR_PAYMENTS);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const opened = await callTimed(log, staff.baseUrl, staff.token, 'repairsGet', { id: repairId });
    if (opened.status !== 200) return;
    const repair = (opened.body.result as { repair: { lastUpdate: string; technicalNotes: string } }).repair;
    if (attempt === 1) await sleep(thinkTime(random));
    const expected = repair.lastUpdate;
    const [name, data, sent]: [string, unknown, Write] =
      kind === 'update'
        ? [
            'repairsUpdate',
            {
              id: repairId,
              expectedLastUpdate: expected,
              changes: { technicalNotes: [repair.technicalNotes, marker].filter(Boolean).join('\n') },
            },
            { repairId, kind, marker, expected },
          ]
        : kind === 'status'
          ? [
              'repairsUpdateStatus',
              { id: repairId, expectedLastUpdate: expected, status: pick(random, REPAIR_STATUSES), observations: marker },
              { repairId, kind, marker, expected },
            ]
          : ['repairsSetPayment', { id: repairId, expectedLastUpdate: expected, payment }, { repairId, kind, payment, expected }];
    const saved = await callTimed(log, staff.baseUrl, staff.token, name, data);
    if (saved.status === 200) {
      log.acknowledged.push({ ...sent, lastUpdate: (saved.body.result as { lastUpdate: string }).lastUpdate });
      return;
    }
    if (saved.status === 409 && saved.body.error?.details?.reason === 'stale') {
      log.conflicts += 1;
      continue;
    }
    if (saved.status === 0 || saved.status >= 500) log.unknown.push(sent);
    return;
  }
  log.gaveUp += 1;
}

/** Nearest-rank percentile of unsorted milliseconds, to a tenth. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]! * 10) / 10;
}
