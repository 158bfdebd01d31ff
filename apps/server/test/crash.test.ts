// docs/product.md §24.5: crashes lose nothing acknowledged. The whole app (the server process and its
// embedded PostgreSQL) is killed with SIGKILL in the middle of concurrent writes, and started again each
// time; at the end every write that got a 200 is there, once, and every repair is readable. Some cycles
// kill only the server, leaving its PostgreSQL running without it: the next start must stop that leftover
// and go on. `npm test` runs 5 cycles (one of them a server dying alone); `npm run test:long` runs the
// whole 20 (RUEDA_CRASH_CYCLES), as decision 061 says.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TestClient } from './http-client.ts';
import { DEMO_PASSWORD, startMain, stopMain, useTemporaryDirs } from './real-process.ts';

/** Cycles of this run: 5 in `npm test`, 20 in `npm run test:long` (at least 4, so one kills the server alone). */
const CYCLES = Math.max(4, Number(process.env.RUEDA_CRASH_CYCLES ?? 5) || 5);
const WRITERS = 6;

const dataDir = useTemporaryDirs('rueda-crash-')();

/** A small deterministic generator: the kill times are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const startServer = () => startMain({ DATA_DIR: dataDir }, { timeoutMs: 90_000 });

const postmasterPid = () => Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

interface Acknowledged {
  customers: Map<string, string>;
  repairs: Map<string, string>;
}

/** One writer: customers and repairs, one after another, until the server is gone. */
async function write(client: TestClient, token: string, label: string, acknowledged: Acknowledged): Promise<void> {
  for (let index = 0; ; index += 1) {
    const marker = `${label}-${index}`;
    try {
      if (index % 3 === 2) {
        const answer = await client.call(
          'repairsCreate',
          {
            customer: { name: 'Crash', surname: marker, phone: '600 000 000' },
            bike: { manufacturer: 'Orbea', model: 'Orca', color: 'azul', year: 2022, type: 'road' },
            services: { packs: [], maintenances: [], stockItems: [] },
            technicalNotes: marker,
          },
          { token },
        );
        if (answer.status === 200) acknowledged.repairs.set((answer.body.result as { id: string }).id, marker);
      } else {
        const answer = await client.call('customersCreate', { name: 'Crash', surname: marker, phone: '600 000 000' }, { token });
        if (answer.status === 200) acknowledged.customers.set((answer.body.result as { id: string }).id, marker);
      }
    } catch {
      return; // the connection went with the server
    }
  }
}

describe('the whole app killed with SIGKILL during concurrent writes', () => {
  it(`loses nothing acknowledged over ${CYCLES} crashes, and every repair stays readable`, async () => {
    const random = seeded(14);
    const acknowledged: Acknowledged = { customers: new Map(), repairs: new Map() };
    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      const rueda = await startServer();
      const client = new TestClient(rueda.url);
      expect((await client.signIn('demo@rueda.app', DEMO_PASSWORD)).status).toBe(200);
      const token = await client.idToken();
      const writers = Array.from({ length: WRITERS }, (_, writer) => write(client, token, `c${cycle}w${writer}`, acknowledged));
      await new Promise((resolve) => setTimeout(resolve, 200 + random() * 800));
      const postgres = postmasterPid();
      rueda.child.kill('SIGKILL');
      // Every fourth cycle the server dies alone and its PostgreSQL lives on, as after an out-of-memory kill.
      if (cycle % 4 !== 3) process.kill(postgres, 'SIGKILL');
      await Promise.all(writers);
      await rueda.exited;
    }
    expect(acknowledged.customers.size).toBeGreaterThan(CYCLES);
    expect(acknowledged.repairs.size).toBeGreaterThan(CYCLES / 2);

    const rueda = await startServer();
    try {
      const client = new TestClient(rueda.url);
      expect((await client.signIn('demo@rueda.app', DEMO_PASSWORD)).status).toBe(200);
      const token = await client.idToken();
      const missing: string[] = [];
      for (const [id, marker] of acknowledged.customers) {
        const answer = await client.call('customersGet', { id }, { token });
        if (answer.status !== 200 || (answer.body.result as { customer: { surname: string } }).customer.surname !== marker)
          missing.push(marker);
      }
      for (const [id, marker] of acknowledged.repairs) {
        const answer = await client.call('repairsGet', { id }, { token });
        if (answer.status !== 200) missing.push(marker);
      }
      expect(missing).toEqual([]);
      console.info(
        `${CYCLES} SIGKILL cycles: ${acknowledged.customers.size} customers and ${acknowledged.repairs.size} repairs acknowledged, ${missing.length} lost`,
      );
      // Every repair on the board is readable, and none was written twice.
      const seen = new Set<string>();
      let cursor: string | undefined;
      do {
        const page = await client.call('repairsList', { limit: 100, ...(cursor ? { cursor } : {}) }, { token });
        expect(page.status).toBe(200);
        const { repairs, nextCursor } = page.body.result as { repairs: { id: string }[]; nextCursor: string | null };
        for (const { id } of repairs) {
          expect(seen.has(id)).toBe(false);
          seen.add(id);
          expect((await client.call('repairsGet', { id }, { token })).status).toBe(200);
        }
        cursor = nextCursor ?? undefined;
      } while (cursor);
      for (const id of acknowledged.repairs.keys()) expect(seen.has(id)).toBe(true);
    } finally {
      await stopMain(rueda, 'SIGINT');
    }
  }, 900_000);
});
