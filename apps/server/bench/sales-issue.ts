// docs/product.md §29.3 and §29.7: 10,000 simplified invoices issued by 20 clients on one series, beside the same number
// of plain repair updates by 20 clients in the same run on the same server. Targets: the issue's p95 within twice the
// update's, no gap and no repeat in the series' numbers, and the VERI*FACTU chain valid from the stored records alone.
// Each issue takes the series' number and writes its document, lines and chained record in one transaction, so what
// it costs over an update is that transaction's extra work and the wait for the series' counter row.
import { altaHuellaFields, altaHuellaInput, type VerifactuAlta } from '@rueda/domain';
import { chainOf } from '../src/data/verifactu-records.ts';
import { connectDatabase } from '../src/db/client.ts';
import { huella } from '../src/verifactu/huella.ts';
import { printTable, verdict } from './measure.ts';
import { callFunction, startBenchServer, workshopOwner } from './server-process.ts';

const COUNT = Number(process.env.BENCH_SALES_COUNT ?? 10_000);
const CLIENTS = 20;
const TAX_ID = 'B76543214';

interface Timed {
  name: string;
  latencies: number[];
  seconds: number;
  errors: number;
}

/** `count` calls shared by `clients` workers, each call's time kept; `call(worker)` answers whether it succeeded. */
async function timed(name: string, count: number, clients: number, call: (worker: number) => Promise<boolean>): Promise<Timed> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, worker) => {
      while (next < count) {
        next += 1;
        const before = performance.now();
        if (!(await call(worker))) errors += 1;
        latencies.push(performance.now() - before);
      }
    }),
  );
  return { name, latencies, seconds: (performance.now() - started) / 1000, errors };
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

function row(result: Timed): Record<string, string | number> {
  const sorted = [...result.latencies].sort((a, b) => a - b);
  return {
    calls: result.name,
    count: result.latencies.length,
    'calls/s': Math.round(result.latencies.length / result.seconds),
    'p50 ms': Math.round(percentile(sorted, 0.5)),
    'p95 ms': Math.round(percentile(sorted, 0.95)),
    'p99 ms': Math.round(percentile(sorted, 0.99)),
    errors: result.errors,
  };
}

function post(baseUrl: string, token: string, name: string, data: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api/functions/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
}

/** Runs the benchmark and prints its figures and verdicts; answers whether every target was met. */
export async function benchSalesIssue(): Promise<boolean> {
  const started = await startBenchServer({ fresh: true });
  try {
    const { baseUrl } = started;
    const { token, workshopId } = await workshopOwner(baseUrl, {
      email: 'sales-bench@example.com',
      password: 'bench password 1',
      workshopName: 'Taller que factura',
    });
    await callFunction(baseUrl, token, 'salesTaxSettingsUpdate', {
      country: 'ES',
      region: 'ES',
      legalName: 'Taller que factura SL',
      taxId: TAX_ID,
      street: 'Calle Mayor 1',
      postalCode: '28001',
      town: 'Madrid',
      province: 'Madrid',
      simplifiedLimitCents: 40_000,
      defaultRateBp: 2100,
    });
    // One repair per client, so that updates wait on nothing but the server (each keeps its own lastUpdate).
    const repairs = await Promise.all(
      Array.from({ length: CLIENTS }, (_, index) =>
        callFunction<{ id: string; lastUpdate: string }>(baseUrl, token, 'repairsCreate', {
          customer: { name: `Cliente ${index}`, phone: `+34 600 000 ${String(index).padStart(3, '0')}` },
          bike: { manufacturer: 'Orbea', model: 'Orca' },
          technicalNotes: 'Revisión',
        }),
      ),
    );
    const lastUpdate = repairs.map((repair) => repair.lastUpdate);
    let edit = 0;
    const update = async (worker: number) => {
      const repair = repairs[worker]!;
      const answer = await post(baseUrl, token, 'repairsUpdate', {
        id: repair.id,
        expectedLastUpdate: lastUpdate[worker],
        changes: { technicalNotes: `Revisión ${(edit += 1)}` },
      });
      if (!answer.ok) return false;
      lastUpdate[worker] = ((await answer.json()) as { result: { lastUpdate: string } }).result.lastUpdate;
      return true;
    };
    let sale = 0;
    const issue = async () => {
      sale += 1;
      const answer = await post(baseUrl, token, 'salesInvoicesIssue', {
        kind: 'simplified',
        lines: [{ description: `Parche ${sale}`, quantity: 1 + (sale % 3), priceCents: 100 + (sale % 97) }],
      });
      await answer.arrayBuffer();
      return answer.ok;
    };
    // Warm both paths, then measure each alone: the update first, as the baseline.
    await timed('warm-up', 200, CLIENTS, update);
    await timed('warm-up', 200, CLIENTS, issue);
    const updates = await timed('repairsUpdate (baseline)', COUNT, CLIENTS, update);
    const issues = await timed('salesInvoicesIssue, one series', COUNT, CLIENTS, issue);
    printTable(`${COUNT.toLocaleString('en')} calls of each by ${CLIENTS} clients`, [row(updates), row(issues)]);

    const { db, pool, close } = connectDatabase(started.databaseUrl, { max: 2 });
    let gaps: number;
    let broken: number;
    let issued: number;
    try {
      const numbers = await pool.query<{ number: number }>(
        "select number::int as number from sales_documents where workshop_id = $1 and series_code = 'T' order by number",
        [workshopId],
      );
      issued = numbers.rows.length;
      gaps = numbers.rows.filter((stored, index) => stored.number !== index + 1).length;
      // The chain from the stored records alone: each huella is its own fields', each record names the one before.
      const chain = await chainOf(db, workshopId, TAX_ID);
      broken = chain.filter((stored, index) => {
        const previous = chain[index - 1];
        const own = huella(altaHuellaInput(altaHuellaFields(stored.record as VerifactuAlta))) === stored.huella;
        return !own || stored.seq !== index + 1 || stored.previousHuella !== (previous?.huella ?? null);
      }).length;
      if (chain.length !== issued) broken += Math.abs(chain.length - issued);
    } finally {
      await close();
    }
    const updateP95 = Number(row(updates)['p95 ms']);
    const issueP95 = Number(row(issues)['p95 ms']);
    const within = issueP95 <= 2 * updateP95;
    const clean = updates.errors + issues.errors === 0 && issued === COUNT + 200;
    console.info(
      `${issued.toLocaleString('en')} documents numbered, ${gaps} out of place; ${broken} records breaking the chain; ` +
        `issue p95 ${issueP95} ms against the update's ${updateP95} ms (${(issueP95 / updateP95).toFixed(2)}×)`,
    );
    const met = within && gaps === 0 && broken === 0 && clean;
    console.info(`Target: p95 within 2× of a repair update's, 0 gaps, the chain valid, no error → ${verdict(met)}`);
    return met;
  } finally {
    await started.close();
  }
}
