// docs/product.md §26.1: dashboardGet in a workshop with 100,000 repairs over five years, for a month and for a
// year, at 10 concurrent clients, each request a different timeframe (nothing is kept between calls),
// beside the bare Fastify endpoint. Targets: p95 under 50 ms for a month, under 150 ms for a year.
import { benchFunctionLoad } from './function-load.ts';
import { fillRepairs } from './repairs-list.ts';

const DAY = 86_400_000;

/** `count` timeframes of `days` days, ending on each of the last `count` days (each one different). */
function timeframes(days: number, count: number): { from: string; to: string }[] {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  return Array.from({ length: count }, (_, index) => {
    const to = today.getTime() - index * DAY + DAY;
    return { from: new Date(to - days * DAY).toISOString(), to: new Date(to).toISOString() };
  });
}

function dashboardLoad(label: string, days: number, targetP95: number) {
  const all = timeframes(days, 4 * 365);
  return benchFunctionLoad({
    owner: { email: 'bench@example.com', password: 'bench password 1', workshopName: 'Taller de 100.000 reparaciones' },
    fill: async (databaseUrl, workshopId) => {
      await fillRepairs(databaseUrl, workshopId);
      return all[0];
    },
    functionName: 'dashboardGet',
    varied: { label: `dashboardGet, ${label}, a different one each time`, data: all.slice(1), warmUp: all.slice(-40) },
    describe: (result, bytes) => {
      const answer = result as { total: number; bucket: string; received: unknown[] };
      return `A dashboardGet for ${label}: ${answer.total} repairs, ${answer.received.length} periods of a ${answer.bucket}, ${(bytes / 1024).toFixed(1)} KiB`;
    },
    label: `dashboardGet, ${label}, the same one`,
    connections: 10,
    targetP95,
  });
}

export async function benchDashboard(): Promise<{ month: boolean; year: boolean }> {
  const month = await dashboardLoad('a month', 30, 50);
  const year = await dashboardLoad('a year', 365, 150);
  return { month, year };
}
