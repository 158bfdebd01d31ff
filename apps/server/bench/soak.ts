// docs/product.md §26.1: a soak test. 200 simulated staff of 20 workshops for SOAK_SECONDS (default five
// minutes), each with its own token and a think time of 0.5–1.5 s, listing, opening, editing, changing the
// status and the payment of repairs. Target: no 5xx (nor a call left unanswered), every write that got a
// 200 in the database exactly once, and the server's memory flat after warm-up; printed beside the same
// number of requests at the same concurrency on the bare Fastify endpoint.
import type { ChildProcess } from 'node:child_process';
import type { WorkshopRole } from '@rueda/domain';
import pg from 'pg';
import { freePort } from '../src/db/embedded-postgres.ts';
import { printTable, verdict } from './measure.ts';
import { callFunction, startBareServer, startBenchServer, stop, workshopOwner } from './server-process.ts';
import { openInspector, rssMiB, type Inspector } from './soak-memory.ts';
import { isServerError, percentile, runStaff, seeded, SoakLog, type Staff, type Write } from './soak-staff.ts';

export const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const SEED = 14;
const WORKSHOPS = 20;
/** Each workshop's staff, its owner (the admin) first: 10 per workshop, 200 in all. */
const STAFF_ROLES: readonly WorkshopRole[] = ['admin', 'manager', 'manager', 'manager', ...Array<WorkshopRole>(6).fill('mechanic')];
const CUSTOMERS = 20;
const REPAIRS = 40;
const PASSWORD = 'soak password 1';
/** The warm-up and each compared window: a minute, or a fifth of a shorter run. */
const WINDOW_SECONDS = Math.min(60, SOAK_SECONDS / 5);
const RSS_SAMPLE_MS = 5_000;
/** Each sample of the heap collects all garbage first, a pause of the server's: four a window. */
const HEAP_SAMPLE_MS = Math.max(5_000, (WINDOW_SECONDS * 1000) / 4);
/** Flat: the last window's mean at most this much above the first window's after warm-up. */
const MEMORY_TOLERANCE = 0.1;

interface Seeded {
  workshopIds: string[];
  staff: Staff[];
  /** Each repair's version and payment as created, the start of its chain of writes. */
  initial: Map<string, { lastUpdate: string; payment: string }>;
}

export async function benchSoak(): Promise<boolean> {
  // For the server alone: 220 sign-ups from this one address, above production's per-address limit
  // (lib/env.ts, decision 007), and its inspector, to read the heap left after a collection (soak-memory.ts).
  const inspectPort = await freePort();
  const serverOnly = {
    AUTH_REQUESTS_PER_HOUR_PER_IP: '1000',
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --inspect=127.0.0.1:${inspectPort}`.trim(),
  };
  const startedAt = performance.now();
  const started = await startBenchServer({ fresh: true, env: serverOnly });
  const pool = new pg.Pool({ connectionString: started.databaseUrl, max: 4 });
  let bare: ChildProcess | undefined;
  let inspector: Inspector | undefined;
  try {
    const setupStarted = performance.now();
    const fixture = await seedWorkshops(started.baseUrl, pool);
    const secondsSince = (from: number) => ((performance.now() - from) / 1000).toFixed(0);
    console.info(
      `\nSoak: the server started in ${secondsSince(startedAt)} s; ${WORKSHOPS} workshops, ${fixture.staff.length} staff accounts, ${WORKSHOPS * CUSTOMERS} customers and ${fixture.initial.size} repairs made through the functions in ${secondsSince(setupStarted)} s; ${SOAK_SECONDS} s of load`,
    );

    const pid = started.server.pid!;
    inspector = await openInspector(inspectPort);
    const rss: Sample[] = [];
    const heap: Sample[] = [];
    const soakStarted = performance.now();
    const elapsed = () => (performance.now() - soakStarted) / 1000;
    let isCollecting = false;
    const sampleHeap = () => {
      if (isCollecting) return;
      isCollecting = true;
      const second = elapsed();
      void inspector!
        .heapAfterGcMiB()
        .then((mib) => heap.push({ second, mib }))
        .finally(() => (isCollecting = false));
    };
    const sampleRss = () => rss.push({ second: elapsed(), mib: rssMiB(pid) });
    sampleRss();
    sampleHeap();
    const samplers = [setInterval(sampleRss, RSS_SAMPLE_MS), setInterval(sampleHeap, HEAP_SAMPLE_MS)];
    const log = new SoakLog();
    const deadline = soakStarted + SOAK_SECONDS * 1000;
    await Promise.all(fixture.staff.map((staff) => runStaff(staff, deadline, log)));
    for (const sampler of samplers) clearInterval(sampler);
    const soakSeconds = elapsed();

    const bareServer = await startBareServer();
    bare = bareServer.child;
    const baseline = await bareLoad(bareServer.url('/hello'), log.latencies.length, fixture.staff.length);

    printFunctions(log);
    const serverErrors = log.count(isServerError);
    printTable(`The soak beside the bare Fastify endpoint: ${fixture.staff.length} concurrent clients, the same number of requests`, [
      loadRow(`soak: ${fixture.staff.length} staff, think time 0.5–1.5 s`, log.latencies, soakSeconds, serverErrors),
      loadRow(`bare Fastify /hello, no think time`, baseline.latencies, baseline.seconds, baseline.errors),
    ]);
    console.info(
      'Both rows by the same client (fetch, in this process). The bare row sends again as soon as it is answered, so its latencies are a queue of 200 in flight and its req/s the most this machine does at that concurrency; the soak waits 0.5–1.5 s between calls, as people do.',
    );
    const check = await checkWrites(pool, fixture, log);
    const rssTrend = memoryTrend(`Server RSS (MiB, every ${RSS_SAMPLE_MS / 1000} s)`, rss);
    const memory = memoryTrend(`Server heap left after a full collection (MiB, every ${HEAP_SAMPLE_MS / 1000} s)`, heap);
    const otherClientErrors = log.count(
      (answer) => answer !== 'no answer' && Number(answer) >= 400 && Number(answer) < 500 && answer !== '409',
    );
    console.info(
      `Stale saves (409 aborted, reloaded and retried): ${log.conflicts}; given up after five: ${log.gaveUp}; other 4xx answers: ${otherClientErrors}`,
    );
    const met = serverErrors === 0 && check.lost + check.duplicated + check.chainBreaks === 0 && memory.isFlat;
    console.info(
      `Target: no 5xx (${serverErrors} 5xx or unanswered), no lost or duplicated write (${log.acknowledged.length} acknowledged: ${check.lost} lost, ${check.duplicated} duplicated, ${check.chainBreaks} out of their repair's chain of versions), the server's heap after a collection flat after ${WINDOW_SECONDS} s of warm-up (${memory.summary}; RSS ${rssTrend.summary}; tolerance +${MEMORY_TOLERANCE * 100}%) → ${verdict(met)}`,
    );
    return met;
  } finally {
    // A connected inspector would keep the server waiting for it at exit.
    inspector?.close();
    await pool.end();
    if (bare) await stop(bare);
    await started.close();
  }
}

/** The workshops, their staff with tokens, customers and repairs, all through the server as people make them. */
async function seedWorkshops(baseUrl: string, pool: pg.Pool): Promise<Seeded> {
  const fixture: Seeded = { workshopIds: [], staff: [], initial: new Map() };
  await eachLimited(
    Array.from({ length: WORKSHOPS }, (_, index) => index),
    4,
    async (workshop) => {
      const owner = await workshopOwner(baseUrl, {
        email: `soak-owner-${workshop}@example.com`,
        password: PASSWORD,
        workshopName: `Taller de carga ${workshop + 1}`,
        starterCatalogue: false,
      });
      fixture.workshopIds.push(owner.workshopId);
      const customers = await eachLimited(
        Array.from({ length: CUSTOMERS }, (_, index) => index),
        4,
        (index) =>
          callFunction<{ id: string }>(baseUrl, owner.token, 'customersCreate', {
            name: `Cliente ${index + 1}`,
            surname: `Taller ${workshop + 1}`,
          }),
      );
      const repairs = await eachLimited(
        Array.from({ length: REPAIRS }, (_, index) => index),
        4,
        (index) =>
          callFunction<{ id: string; lastUpdate: string; payment: string }>(baseUrl, owner.token, 'repairsCreate', {
            customer: { id: customers[index % CUSTOMERS]!.id },
            bike: { manufacturer: 'Orbea', model: `Oiz ${index + 1}` },
          }),
      );
      for (const repair of repairs) fixture.initial.set(repair.id, { lastUpdate: repair.lastUpdate, payment: repair.payment });
      const tokens = await eachLimited(STAFF_ROLES, 3, (role, index) =>
        index === 0
          ? Promise.resolve(owner.token)
          : staffToken(baseUrl, pool, owner.workshopId, role, `soak-${workshop}-${index}@example.com`),
      );
      tokens.forEach((token, index) =>
        fixture.staff.push({
          baseUrl,
          token,
          role: STAFF_ROLES[index]!,
          repairIds: repairs.map((repair) => repair.id),
          random: seeded(SEED * 1000 + workshop * 100 + index),
        }),
      );
    },
  );
  return fixture;
}

/**
 * A member of the workshop with this role, and their ID token. No function adds staff yet (the team screen
 * is to come), so the membership is written as the tests' `member(role)` writes it.
 */
async function staffToken(baseUrl: string, pool: pg.Pool, workshopId: string, role: WorkshopRole, email: string): Promise<string> {
  const headers = { 'content-type': 'application/json', origin: baseUrl };
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password: PASSWORD, name: 'Soak' }),
  });
  if (!signUp.ok) throw new Error(`${email} could not sign up: ${signUp.status} ${await signUp.text()}`);
  const { user } = (await signUp.json()) as { user: { id: string } };
  const cookie = signUp.headers
    .getSetCookie()
    .map((item) => item.split(';')[0])
    .join('; ');
  await pool.query(
    `insert into workshop_users (user_id, workshop_id, role) values ($1, $2, $3)
     on conflict (workshop_id, user_id) do update set role = excluded.role`,
    [user.id, workshopId, role],
  );
  const answer = await fetch(`${baseUrl}/api/auth/token`, { headers: { cookie } });
  if (!answer.ok) throw new Error(`${email} got no token: ${answer.status}`);
  return ((await answer.json()) as { token: string }).token;
}

/**
 * Reads every soak repair back from the database. A marker of an acknowledged write must be there exactly
 * once; and since every write names the version it was based on, each repair's acknowledged writes must
 * form one chain from its first version to the stored one, the stored payment the last one written.
 * A repair with a write of unknown outcome (no answer, or a 5xx) is left out of the chain check.
 */
async function checkWrites(pool: pg.Pool, fixture: Seeded, log: SoakLog) {
  const { rows } = await pool.query<{
    id: string;
    notes: string;
    statuses: { observations: string }[];
    payment: string;
    last_update: string;
  }>(
    `select id, doc->>'technicalNotes' as notes, doc->'state'->'status' as statuses, doc->>'payment' as payment,
            doc->>'lastUpdate' as last_update
       from repairs where workshop_id = any($1)`,
    [fixture.workshopIds],
  );
  // Each marker, and the repairs it was found in (one entry per time it was found).
  const found = new Map<string, string[]>();
  const note = (marker: string, repairId: string) => found.set(marker, [...(found.get(marker) ?? []), repairId]);
  for (const row of rows) {
    for (const line of row.notes.split('\n')) if (line.startsWith('soak ')) note(line, row.id);
    for (const entry of row.statuses) if (entry.observations.startsWith('soak ')) note(entry.observations, row.id);
  }
  const byRepair = (writes: readonly Write[]) => {
    const groups = new Map<string, Write[]>();
    for (const write of writes) {
      const group = groups.get(write.repairId);
      if (group) group.push(write);
      else groups.set(write.repairId, [write]);
    }
    return groups;
  };
  const acknowledged = byRepair(log.acknowledged);
  const unknown = byRepair(log.unknown);
  const known = new Set([...log.acknowledged, ...log.unknown].flatMap((write) => (write.marker ? [write.marker] : [])));
  const byKind = new Map<string, { acknowledged: number; once: number; lost: number; duplicated: number }>();
  for (const write of log.acknowledged) {
    const counts = byKind.get(write.kind) ?? { acknowledged: 0, once: 0, lost: 0, duplicated: 0 };
    byKind.set(write.kind, counts);
    counts.acknowledged += 1;
    if (!write.marker) continue;
    const places = found.get(write.marker) ?? [];
    if (places.length === 0) counts.lost += 1;
    else if (places.length > 1 || places[0] !== write.repairId) counts.duplicated += 1;
    else counts.once += 1;
  }
  // A marker no write sent, or one of a write refused (4xx): written without being acknowledged.
  const refusedButSaved = [...found.keys()].filter((marker) => !known.has(marker)).length;
  const lost = [...byKind.values()].reduce((sum, counts) => sum + counts.lost, 0);
  const duplicated = [...byKind.values()].reduce((sum, counts) => sum + counts.duplicated, 0) + refusedButSaved;

  let chainBreaks = 0;
  let checkedRepairs = 0;
  for (const row of rows) {
    if (unknown.has(row.id)) continue;
    const initial = fixture.initial.get(row.id)!;
    const writes = [...(acknowledged.get(row.id) ?? [])].sort((a, b) => Date.parse(a.lastUpdate!) - Date.parse(b.lastUpdate!));
    let version = initial.lastUpdate;
    let payment = initial.payment;
    for (const write of writes) {
      if (Date.parse(write.expected) !== Date.parse(version)) chainBreaks += 1;
      version = write.lastUpdate!;
      payment = write.payment ?? payment;
    }
    if (Date.parse(row.last_update) !== Date.parse(version) || row.payment !== payment) chainBreaks += 1;
    checkedRepairs += 1;
  }
  printTable(
    `Writes that got a 200, read back from the database (${rows.length} repairs; ${log.unknown.length} writes of unknown outcome)`,
    [...byKind].map(([kind, counts]) => ({
      write: kind === 'update' ? 'repairsUpdate (technicalNotes)' : kind === 'status' ? 'repairsUpdateStatus' : 'repairsSetPayment',
      acknowledged: counts.acknowledged,
      'there once': kind === 'payment' ? '(chain)' : counts.once,
      lost: kind === 'payment' ? '(chain)' : counts.lost,
      duplicated: kind === 'payment' ? '(chain)' : counts.duplicated,
    })),
  );
  console.info(
    `Chains of versions: ${checkedRepairs} repairs checked, ${chainBreaks} breaks (a write based on a version another acknowledged write had replaced, or a stored version or payment that is not the last acknowledged); markers saved without a 200: ${refusedButSaved}`,
  );
  return { lost, duplicated, chainBreaks };
}

/** The same number of requests at the same concurrency, each client sending again as soon as it is answered. */
async function bareLoad(url: string, requests: number, clients: number) {
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (sent < requests) {
        sent += 1;
        const before = performance.now();
        try {
          const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"data":null}' });
          await answer.arrayBuffer();
          if (!answer.ok) errors += 1;
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - before);
      }
    }),
  );
  return { latencies, errors, seconds: (performance.now() - started) / 1000 };
}

function loadRow(endpoint: string, latencies: readonly number[], seconds: number, errors: number) {
  return {
    endpoint,
    requests: latencies.length,
    'req/s': Math.round(latencies.length / seconds),
    'p50 ms': percentile(latencies, 50),
    'p95 ms': percentile(latencies, 95),
    'p99 ms': percentile(latencies, 99),
    'errors / 5xx': errors,
  };
}

function printFunctions(log: SoakLog) {
  printTable(
    `The soak's calls by function, answers by status (${SOAK_SECONDS} s)`,
    [...log.byFunction].map(([name, { latencies, answers }]) => {
      const count = (matches: (status: number) => boolean) =>
        [...answers].filter(([answer]) => answer !== 'no answer' && matches(Number(answer))).reduce((sum, [, n]) => sum + n, 0);
      return {
        function: name,
        calls: latencies.length,
        '200 ok': count((status) => status === 200),
        '409 stale': count((status) => status === 409),
        'other 4xx': count((status) => status >= 400 && status < 500 && status !== 409),
        '5xx': count((status) => status >= 500),
        'no answer': answers.get('no answer') ?? 0,
        'p50 ms': percentile(latencies, 50),
        'p95 ms': percentile(latencies, 95),
        'p99 ms': percentile(latencies, 99),
      };
    }),
  );
}

interface Sample {
  second: number;
  mib: number;
}

/** The mean of the first window after warm-up and of the last window, printed with every sample. */
function memoryTrend(title: string, samples: readonly Sample[]) {
  const mean = (from: number, to: number) => {
    const inside = samples.filter((sample) => sample.second >= from && sample.second <= to && !Number.isNaN(sample.mib));
    return inside.reduce((sum, sample) => sum + sample.mib, 0) / inside.length;
  };
  const first = mean(WINDOW_SECONDS, 2 * WINDOW_SECONDS);
  const last = mean(SOAK_SECONDS - WINDOW_SECONDS, Number.POSITIVE_INFINITY);
  const growth = last / first - 1;
  const summary = `${first.toFixed(0)} MiB → ${last.toFixed(0)} MiB, ${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%`;
  console.info(`\n${title}: ${samples.map((sample) => sample.mib.toFixed(0)).join(' ')}`);
  console.info(
    `  mean ${WINDOW_SECONDS}–${2 * WINDOW_SECONDS} s: ${first.toFixed(1)} MiB; from ${SOAK_SECONDS - WINDOW_SECONDS} s to the end: ${last.toFixed(1)} MiB`,
  );
  return { summary, isFlat: growth < MEMORY_TOLERANCE };
}

async function eachLimited<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index]!, index);
      }
    }),
  );
  return results;
}
