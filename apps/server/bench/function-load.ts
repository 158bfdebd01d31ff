// One callable function loaded at N concurrent clients beside the bare Fastify endpoint's tiny JSON,
// measured in the same run on the same machine (the servicesList and customersList benchmarks).
import type { ChildProcess } from 'node:child_process';
import { load, printLoadTable, verdict } from './measure.ts';
import { startBareServer, startBenchServer, stop, workshopOwner } from './server-process.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export interface FunctionLoad {
  /** The workshop's owner, made fresh (or found again in a kept data directory). */
  owner: { email: string; password: string; workshopName: string };
  /**
   * Fills the workshop straight into the database (keeping what a kept data directory already holds)
   * and answers the `data` each request sends.
   */
  fill(databaseUrl: string, workshopId: string): Promise<unknown>;
  /**
   * When given, the load is measured twice: the same `data` every time (a kept answer, where the
   * function keeps them), and a different one each time from this list (an answer computed anew),
   * which the target applies to. `warmUp` is what the warm-up sends in turn, none of them.
   */
  varied?: { label: string; data: readonly unknown[]; warmUp: readonly unknown[] };
  functionName: string;
  /** Runs after the loads, on the same server (what a write costs the next call, say). */
  after?: (server: { baseUrl: string; token: string }) => Promise<void>;
  /** How a sample answer is described before the load. */
  describe(result: unknown, bytes: number): string;
  label: string;
  connections: number;
  /** The p95 target, in milliseconds. */
  targetP95: number;
  /**
   * The target is a call's own time, with no concurrency named (bookingsList's): the varied load is
   * also run by one client, beside the bare endpoint's, and judged there; the concurrent rows still print.
   */
  judgeAlone?: boolean;
}

export async function benchFunctionLoad(spec: FunctionLoad): Promise<boolean> {
  const started = await startBenchServer();
  let bare: ChildProcess | undefined;
  try {
    const { token, workshopId } = await workshopOwner(started.baseUrl, spec.owner);
    const data = await spec.fill(started.databaseUrl, workshopId);
    const url = `${started.baseUrl}/api/functions/${spec.functionName}`;
    const body = JSON.stringify({ data });
    const headers = { authorization: `Bearer ${token}` };
    const before = performance.now();
    const sample = await (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body })).text();
    const firstMs = Math.round(performance.now() - before);
    console.info(
      `\n${spec.describe((JSON.parse(sample) as { result: unknown }).result, sample.length)}; the first call took ${firstMs} ms`,
    );

    const bareServer = await startBareServer();
    bare = bareServer.child;
    const bareUrl = bareServer.url('/hello');
    const { varied } = spec;
    const rotate = (items: readonly unknown[]) => {
      const bodies = items.map((item) => JSON.stringify({ data: item })).filter((each) => each !== body);
      let sent = 0;
      return { bodies, sent: () => sent, next: () => bodies[sent++ % bodies.length]! };
    };
    await load('warm-up', { url, body, nextBody: varied && rotate(varied.warmUp).next, headers, connections: 5, seconds: 2 });
    const connections = spec.connections;
    const tiny = await load('bare Fastify, tiny JSON', { url: bareUrl, body, connections, seconds: SECONDS });
    const repeated = await load(spec.label, { url, body, headers, connections, seconds: SECONDS });
    const rows = [tiny, repeated];
    let measured = repeated;
    if (varied) {
      const { bodies, sent: sentCount, next } = rotate(varied.data);
      measured = await load(varied.label, { url, body, nextBody: next, headers, connections, seconds: SECONDS });
      const sent = sentCount();
      rows.push(measured);
      // Past the list's end the requests repeat, and a function that keeps answers would flatter the figure.
      if (sent > bodies.length) console.warn(`${sent} requests for ${bodies.length} different ones: some were repeats`);
      else console.info(`${sent} requests, each different (of ${bodies.length})`);
    }
    printLoadTable(`${spec.functionName} at ${connections} concurrent clients, ${SECONDS} s each`, rows);
    let baseline = tiny;
    if (spec.judgeAlone && varied) {
      baseline = await load('bare Fastify, tiny JSON, one client', { url: bareUrl, body, connections: 1, seconds: SECONDS });
      measured = await load(`${varied.label}, one client`, {
        url,
        body,
        nextBody: rotate(varied.data).next,
        headers,
        connections: 1,
        seconds: SECONDS,
      });
      rows.push(baseline, measured);
      printLoadTable(`${spec.functionName} by one client at a time, ${SECONDS} s each`, [baseline, measured]);
    }
    await spec.after?.({ baseUrl: started.baseUrl, token });
    const met = measured.p95 < spec.targetP95 && rows.every((row) => row.errors + row.non2xx === 0);
    const share = Math.round((measured.requestsPerSecond / baseline.requestsPerSecond) * 100);
    console.info(
      `Target: p95 under ${spec.targetP95} ms (${measured.name}: ${measured.p95} ms; the bare endpoint's p95 ${baseline.p95} ms, ${share}% of its throughput) → ${verdict(met)}`,
    );
    return met;
  } finally {
    if (bare) await stop(bare);
    await started.close();
  }
}
