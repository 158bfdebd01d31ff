// Load measurement with autocannon, and the printing every benchmark shares.
import autocannon from 'autocannon';
import { readdirSync, readFileSync } from 'node:fs';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
}

export async function load(
  name: string,
  options: {
    url: string;
    body: string;
    /** When given, each request's body instead of `body` (a search no one has made yet, say). */
    nextBody?: () => string;
    headers?: Record<string, string>;
    connections: number;
    seconds: number;
  },
): Promise<LoadResult> {
  const { nextBody } = options;
  const result = await autocannon({
    url: options.url,
    method: 'POST',
    body: options.body,
    ...(nextBody ? { requests: [{ setupRequest: (request: object) => ({ ...request, body: nextBody() }) }] } : {}),
    // What every browser sends; endpoints that compress may use it.
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br', ...options.headers },
    connections: options.connections,
    duration: options.seconds,
    setupClient: discardBodies,
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p95: result.latency.p97_5 === undefined ? result.latency.p99 : percentile95(result.latency),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * autocannon keeps every answer's body as a string (Buffer#toString on each chunk) for body checks
 * these benchmarks do not use. With answers of a few KiB that was most of the load generator's CPU
 * (a CPU profile of autocannon: 62% in Buffer#toString), and on a two-core machine the generator,
 * not the server, set the ceiling. The bytes are still counted; the bodies are not kept.
 */
function discardBodies(client: unknown): void {
  const queue = (client as { pipelinedRequests?: { addBody?: unknown } }).pipelinedRequests;
  if (typeof queue?.addBody !== 'function')
    throw new Error('autocannon no longer has pipelinedRequests.addBody: review bench/measure.ts for this autocannon version');
  queue.addBody = () => {};
}

/** autocannon reports p90 and p97.5; p95 is read between them, rounded up (never flattering). */
function percentile95(latency: { p90: number; p97_5: number }): number {
  return Math.ceil(latency.p90 + ((95 - 90) / (97.5 - 90)) * (latency.p97_5 - latency.p90));
}

export function printTable(title: string, rows: Record<string, string | number>[]): void {
  console.info(`\n${title}`);
  // A table is what a benchmark prints; eslint's console rule is for the app's own code.
  // eslint-disable-next-line no-console
  console.table(rows);
}

export function verdict(ok: boolean): string {
  return ok ? 'MET' : 'NOT MET';
}

/** The load results of one benchmark as a table: req/s, latencies and errors per endpoint. */
export function printLoadTable(title: string, results: readonly LoadResult[]): void {
  printTable(
    title,
    results.map((row) => ({
      endpoint: row.name,
      'req/s': Math.round(row.requestsPerSecond),
      'p50 ms': row.p50,
      'p95 ms': row.p95,
      'p99 ms': row.p99,
      errors: row.errors + row.non2xx,
    })),
  );
}

/**
 * A load that is not HTTP (statements sent through pg, say): `connections` loops each run `request` one after the
 * other for `seconds`; req/s and latencies as `load` reports them, the percentiles read from every request's time.
 */
export async function loadLoop(
  name: string,
  options: { connections: number; seconds: number; request: () => Promise<void> },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const ends = started + options.seconds * 1000;
  const loop = async () => {
    while (performance.now() < ends) {
      const begun = performance.now();
      try {
        await options.request();
        latencies.push(performance.now() - begun);
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (share: number) => Math.ceil(latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0);
  return { name, requestsPerSecond: latencies.length / elapsed, p50: at(0.5), p95: at(0.95), p99: at(0.99), errors, non2xx: 0 };
}

/** CPU seconds (user and system) each live process has used so far, read from Linux's /proc; none elsewhere. */
function cpuSeconds(pids: readonly number[]): Map<number, number> {
  const seconds = new Map<number, number>();
  for (const pid of pids) {
    try {
      // After the command's closing parenthesis: state is field 3, utime 14 and stime 15 (in clock ticks of 1/100 s).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // The process has gone.
    }
  }
  return seconds;
}

/** `pid` and its children (PostgreSQL's postmaster and its backends). */
export function processTree(pid: number): number[] {
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return Number(readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [pid, ...children];
}

/**
 * Counts the CPU the processes `pidsOf()` names use from `start()` to `stop()`, in seconds; `self` adds this process's
 * own (the load generator's). A process that starts in between counts from zero.
 */
export function cpuMeter(pidsOf: () => readonly number[], options: { self?: boolean } = {}) {
  let before = new Map<number, number>();
  let selfBefore = process.cpuUsage();
  return {
    start() {
      before = cpuSeconds(pidsOf());
      selfBefore = process.cpuUsage();
    },
    stop(): number {
      let used = 0;
      for (const [pid, seconds] of cpuSeconds(pidsOf())) used += seconds - (before.get(pid) ?? 0);
      if (options.self) {
        const self = process.cpuUsage(selfBefore);
        used += (self.user + self.system) / 1e6;
      }
      return used;
    },
  };
}
