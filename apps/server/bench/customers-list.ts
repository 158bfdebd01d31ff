// Issue 12's performance goal: customersList searched by four digits of a phone in a workshop with
// 20,000 customers and 30,000 bikes, at 20 concurrent clients, beside a bare Fastify JSON endpoint
// measured in the same run on the same machine. Target: p95 under 20 ms.
import { phoneDigits } from '@rueda/domain';
import { BENCH_CUSTOMERS, fillCustomers } from './customers-fill.ts';
import { benchFunctionLoad } from './function-load.ts';

export function benchCustomersList(): Promise<boolean> {
  return benchFunctionLoad({
    owner: { email: 'customers-bench@example.com', password: 'bench password 1', workshopName: 'Taller de 20.000 clientes' },
    fill: async (databaseUrl, workshopId) => {
      const { phone, bikes } = await fillCustomers(databaseUrl, workshopId);
      const search = phoneDigits(phone).slice(-4);
      console.info(`${BENCH_CUSTOMERS.toLocaleString('en')} customers with ${bikes.toLocaleString('en')} bikes; searching "${search}"`);
      return { search };
    },
    functionName: 'customersList',
    describe: (result, bytes) =>
      `A customersList search: ${(result as unknown[]).length} customers found, ${(bytes / 1024).toFixed(0)} KiB`,
    label: 'customersList, 4 phone digits',
    connections: 20,
    targetP95: 20,
  });
}
