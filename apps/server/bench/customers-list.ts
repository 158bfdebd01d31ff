// docs/product.md §26.1's goal: customersList searched by four digits of a phone in a workshop with
// 20,000 customers and 30,000 bikes, at 20 concurrent clients, beside a bare Fastify JSON endpoint
// measured in the same run on the same machine. Target: p95 under 20 ms for searches no one has made
// before (each request a different four digits, so no kept answer serves it); the same search repeated
// (a kept answer) is measured beside it.
import { phoneDigits, type TCustomerListItem } from '@rueda/domain';
import { BENCH_CUSTOMERS, fillCustomers } from './customers-fill.ts';
import { benchFunctionLoad } from './function-load.ts';
import { callFunction } from './server-process.ts';

export function benchCustomersList(): Promise<boolean> {
  return benchFunctionLoad({
    owner: { email: 'customers-bench@example.com', password: 'bench password 1', workshopName: 'Taller de 20.000 clientes' },
    fill: async (databaseUrl, workshopId) => {
      const { phone, bikes } = await fillCustomers(databaseUrl, workshopId);
      const search = phoneDigits(phone).slice(-4);
      console.info(`${BENCH_CUSTOMERS.toLocaleString('en')} customers with ${bikes.toLocaleString('en')} bikes; searching "${search}"`);
      return { search };
    },
    varied: {
      label: 'customersList, 4 new phone digits each time',
      // Every four digits (but the repeated row's: function-load.ts leaves it out), in a fixed shuffled order,
      // as the customers screen asks (50 a page), then the intake's customer search (8), then 20 a page:
      // 30,000 different requests, more than a run sends, so none is answered from a kept answer.
      data: [50, 8, 20].flatMap((limit) =>
        shuffled(Array.from({ length: 10_000 }, (_, n) => String(n).padStart(4, '0'))).map((search) => ({ search, limit })),
      ),
      // Three digits: none of the measured searches.
      warmUp: Array.from({ length: 1_000 }, (_, n) => ({ search: String(n).padStart(3, '0') })),
    },
    // A write makes the next search read what changed (decision 025): how long that search takes.
    after: async ({ baseUrl, token }) => {
      const timings: number[] = [];
      for (let round = 0; round < 5; round += 1) {
        const [customer] = await callFunction<TCustomerListItem[]>(baseUrl, token, 'customersList', { limit: 1 });
        await callFunction(baseUrl, token, 'customersUpdate', {
          id: customer!.id,
          expectedLastUpdate: customer!.lastUpdate,
          changes: { notes: `Nota ${round}` },
        });
        const started = performance.now();
        await callFunction(baseUrl, token, 'customersList', { search: String(1234 + round) });
        timings.push(Math.round(performance.now() - started));
      }
      console.info(`A search right after a customer's edit: ${timings.join(', ')} ms`);
    },
    functionName: 'customersList',
    describe: (result, bytes) =>
      `A customersList search: ${(result as unknown[]).length} customers found, ${(bytes / 1024).toFixed(0)} KiB`,
    label: 'customersList, 4 phone digits',
    connections: 20,
    targetP95: 20,
  });
}

/** A fixed permutation (the same in every run), so runs compare. */
function shuffled<T>(items: T[]): T[] {
  let seed = 12;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  for (let index = items.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}
