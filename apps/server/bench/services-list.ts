// servicesList for a workshop with 5,000 stock items and 500 maintenances (docs/product.md §9), at
// 20 concurrent clients, beside a bare Fastify JSON endpoint measured in the same run on the same
// machine. Target: p95 under 20 ms.
import { fillCatalogue } from './catalogue-fill.ts';
import { benchFunctionLoad } from './function-load.ts';

export function benchServicesList(): Promise<boolean> {
  return benchFunctionLoad({
    owner: { email: 'catalogue-bench@example.com', password: 'bench password 1', workshopName: 'Taller con 5.000 artículos' },
    fill: async (databaseUrl, workshopId) => {
      await fillCatalogue(databaseUrl, workshopId, { stockItems: 5_000, maintenances: 500 });
      return null;
    },
    functionName: 'servicesList',
    describe: (result, bytes) => {
      const answer = result as { stockItems: unknown[]; maintenances: unknown[]; lowStock: number };
      return `A servicesList: ${answer.stockItems.length} stock items, ${answer.maintenances.length} maintenances, ${answer.lowStock} low, ${(bytes / 1024).toFixed(0)} KiB`;
    },
    label: 'servicesList, 5,500 items',
    connections: 20,
    targetP95: 20,
  });
}
