// servicesList for a workshop with 5,000 stock items and 500 maintenances (docs/product.md §9), at
// 20 concurrent clients, beside a bare Fastify JSON endpoint measured in the same run on the same
// machine. Target: p95 under 20 ms.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/db/embedded-postgres.ts';
import { fillCatalogue } from './catalogue-fill.ts';
import { load, printLoadTable, verdict } from './measure.ts';
import { startBenchServer, stop, workshopOwner } from './server-process.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const STOCK_ITEMS = 5_000;
const MAINTENANCES = 500;
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export async function benchServicesList(): Promise<boolean> {
  const started = await startBenchServer();
  let bare: ChildProcess | undefined;
  try {
    const { token, workshopId } = await workshopOwner(started.baseUrl, {
      email: 'catalogue-bench@example.com',
      password: 'bench password 1',
      workshopName: 'Taller con 5.000 artículos',
    });
    await fillCatalogue(started.databaseUrl, workshopId, { stockItems: STOCK_ITEMS, maintenances: MAINTENANCES });
    const url = `${started.baseUrl}/api/functions/servicesList`;
    const body = JSON.stringify({ data: null });
    const sample = await (
      await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body })
    ).text();
    const answer = JSON.parse(sample) as { result: { stockItems: unknown[]; maintenances: unknown[]; lowStock: number } };
    console.info(
      `\nA servicesList: ${answer.result.stockItems.length} stock items, ${answer.result.maintenances.length} maintenances, ${answer.result.lowStock} low, ${(sample.length / 1024).toFixed(0)} KiB`,
    );

    const barePort = await freePort();
    bare = fork(path.join(HERE, 'bare-server.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, PORT: String(barePort) },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    await new Promise((resolve) => bare!.once('message', resolve));
    await load('warm-up', { url, body, headers: { authorization: `Bearer ${token}` }, connections: 5, seconds: 2 });
    const tiny = await load('bare Fastify, tiny JSON', {
      url: `http://127.0.0.1:${barePort}/hello`,
      body,
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    const list = await load('servicesList, 5,500 items', {
      url,
      body,
      headers: { authorization: `Bearer ${token}` },
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    printLoadTable(`servicesList at ${CONNECTIONS} concurrent clients, ${SECONDS} s each`, [tiny, list]);
    const met = list.p95 < 20 && list.errors + list.non2xx === 0;
    console.info(
      `Target: p95 under 20 ms (${list.p95} ms; the bare endpoint's p95 ${tiny.p95} ms, ${Math.round((list.requestsPerSecond / tiny.requestsPerSecond) * 100)}% of its throughput) → ${verdict(met)}`,
    );
    return met;
  } finally {
    if (bare) await stop(bare);
    await started.close();
  }
}
