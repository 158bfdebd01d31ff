// servicesList for a workshop with 5,000 stock items and 500 maintenances (docs/product.md §9), at
// 20 concurrent clients, beside a bare Fastify JSON endpoint measured in the same run on the same
// machine. Target: p95 under 20 ms.
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { insertCatalogueItems } from '../src/data/catalogue.ts';
import { connectDatabase } from '../src/db/client.ts';
import { freePort } from '../src/db/embedded-postgres.ts';
import { load, printLoadTable, verdict } from './measure.ts';
import { startBenchServer, stop, workshopOwner } from './server-process.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const STOCK_ITEMS = 5_000;
const MAINTENANCES = 500;
const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const GROUPS = ['Frenos', 'Transmisión', 'Ruedas y neumáticos', 'Suspensión', 'E-bike'];

async function fill(databaseUrl: string, workshopId: string): Promise<void> {
  const { db, pool, close } = connectDatabase(databaseUrl, { max: 2 });
  try {
    const existing = await pool.query<{ count: number }>(
      "select count(*)::int as count from services where workshop_id = $1 and kind = 'stockItems'",
      [workshopId],
    );
    if (existing.rows[0]!.count >= STOCK_ITEMS) return;
    const stock = Array.from({ length: STOCK_ITEMS }, (_, index) => ({
      id: `bench-stock-${index}`,
      position: index,
      title: `Recambio ${index} ${['cámara', 'cubierta', 'cadena', 'pastillas', 'cable'][index % 5]}`,
      price: 500 + (index % 90) * 100,
      reference: `REF-${String(index).padStart(5, '0')}`,
      cost: 300 + (index % 50) * 50,
      quantity: index % 17,
      minQuantity: index % 5,
    }));
    const maintenances = Array.from({ length: MAINTENANCES }, (_, index) => ({
      id: `bench-maintenance-${index}`,
      position: index,
      title: `Mantenimiento ${index}`,
      price: 1000 + (index % 40) * 250,
      group: GROUPS[index % GROUPS.length]!,
      estimatedMinutes: 15 + (index % 8) * 15,
    }));
    for (let start = 0; start < stock.length; start += 1000)
      await insertCatalogueItems(db, workshopId, 'stockItems', stock.slice(start, start + 1000));
    await insertCatalogueItems(db, workshopId, 'maintenances', maintenances);
  } finally {
    await close();
  }
}

export async function benchServicesList(): Promise<boolean> {
  const started = await startBenchServer();
  let bare: ChildProcess | undefined;
  try {
    const { token, workshopId } = await workshopOwner(started.baseUrl, {
      email: 'catalogue-bench@example.com',
      password: 'bench password 1',
      workshopName: 'Taller con 5.000 artículos',
    });
    await fill(started.databaseUrl, workshopId);
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
