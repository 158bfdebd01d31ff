// docs/product.md §19.1 and §26.1: how soon a change of a workshop's notifications document reaches the staff's open streams
// (GET /api/events), with two instances on one PostgreSQL. The change is made through instance A (a customer's
// answer through the repair link, which raises 'Tienes nuevas citas'); the time is from that call's answer to
// the document's arrival on streams open on instance B (across instances, by LISTEN/NOTIFY) and, as the
// baseline, on A itself. Target: within a second at p95 across instances.
import { EVENTS_PATH, type TNotifications } from '@rueda/domain';
import { createParser } from 'eventsource-parser';
import { callFunction, startBenchServer, workshopOwner } from './server-process.ts';

const STREAMS_PER_INSTANCE = 100;
const CHANGES = 60;
const TARGET_P95_MS = 1000;

interface Stream {
  /** Resolves with the time a document naming `repairId` arrives. */
  arrival(repairId: string): Promise<number>;
  close(): void;
}

async function openStream(baseUrl: string, token: string): Promise<Stream> {
  const abort = new AbortController();
  const response = await fetch(baseUrl + EVENTS_PATH, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
  if (!response.ok || !response.body) throw new Error(`${baseUrl}${EVENTS_PATH}: ${response.status}`);
  const waiting = new Map<string, (at: number) => void>();
  const parser = createParser({
    onEvent(event) {
      const doc = JSON.parse(event.data) as TNotifications;
      const at = performance.now();
      for (const id of doc.identifiers.appointments) {
        waiting.get(id)?.(at);
        waiting.delete(id);
      }
    },
  });
  void (async () => {
    try {
      for await (const chunk of response.body!.pipeThrough(new TextDecoderStream())) parser.feed(chunk);
    } catch {
      // Closed at the end.
    }
  })();
  return {
    arrival: (repairId) => new Promise((resolve) => waiting.set(repairId, resolve)),
    close: () => abort.abort(),
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => percentile(sorted, p).toFixed(1).padStart(7);
  return `${label.padEnd(48)} p50 ${at(50)} ms   p95 ${at(95)} ms   max ${at(100)} ms`;
}

export async function benchEventsLatency(): Promise<boolean> {
  // Every answer comes from this one address: the per-address limit of the public answers is set out of the way.
  const limits = { PUBLIC_REPAIR_ANSWERS_PER_HOUR_PER_IP: '100000', PUBLIC_REPAIR_READS_PER_HOUR_PER_IP: '100000' };
  const a = await startBenchServer({ fresh: true, env: limits });
  const b = await startBenchServer({
    fresh: true,
    env: { ...limits, ...a.sharedEnv(), DATABASE_URL: a.databaseUrl, PUBLIC_URL: a.baseUrl },
  });
  const streams: Stream[] = [];
  try {
    const { token } = await workshopOwner(a.baseUrl, {
      email: 'events@example.com',
      password: 'bench password 1',
      workshopName: 'Taller en vivo',
    });
    const onA: Stream[] = [];
    const onB: Stream[] = [];
    for (let n = 0; n < STREAMS_PER_INSTANCE; n += 1) {
      onA.push(await openStream(a.baseUrl, token));
      onB.push(await openStream(b.baseUrl, token));
    }
    streams.push(...onA, ...onB);
    const sameInstance: number[] = [];
    const otherInstance: number[] = [];
    for (let change = 0; change < CHANGES; change += 1) {
      const repair = await callFunction<{ id: string }>(a.baseUrl, token, 'repairsCreate', {
        customer: { name: `Cliente ${change}` },
        bike: {},
      });
      const link = await callFunction<{ url: string }>(a.baseUrl, token, 'repairLinkGet', { repairId: repair.id });
      const arrivals = [...onA, ...onB].map((stream) => stream.arrival(repair.id));
      const answer = await fetch(`${a.baseUrl}/api/functions/publicRepairRespond`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: { token: new URL(link.url).pathname.split('/').pop(), decision: 'approved' } }),
      });
      if (!answer.ok) throw new Error(`publicRepairRespond: ${answer.status} ${await answer.text()}`);
      const answered = performance.now();
      const times = await Promise.all(arrivals);
      times.forEach((at, index) => (index < onA.length ? sameInstance : otherInstance).push(Math.max(0, at - answered)));
      // The board's "mark as seen", so the document stays small.
      await callFunction(a.baseUrl, token, 'notificationsClear', { what: 'appointmentIdentifiers' });
    }
    const p95 = percentile(
      [...otherInstance].sort((x, y) => x - y),
      95,
    );
    console.info(`\nLive notifications: ${CHANGES} changes through instance A, ${STREAMS_PER_INSTANCE} streams open on each of A and B`);
    console.info(summary('streams on A (same instance, baseline)', sameInstance));
    console.info(summary('streams on B (another instance, LISTEN/NOTIFY)', otherInstance));
    console.info(`  target: p95 within ${TARGET_P95_MS} ms across instances: ${p95 <= TARGET_P95_MS ? 'met' : 'NOT met'}`);
    return p95 <= TARGET_P95_MS;
  } finally {
    for (const stream of streams) stream.close();
    await b.close();
    await a.close();
  }
}
