// Issue 13: bookingsList for a month's calendar in a workshop with 100,000 repairs over five years, at 10
// concurrent clients, a different month each time, beside the bare Fastify endpoint. Target: p95 under 20 ms.
import { benchFunctionLoad } from './function-load.ts';
import { fillRepairs } from './repairs-list.ts';

const DAY = 86_400_000;

export function benchBookingsList(): Promise<boolean> {
  // The calendar's month view spans six weeks; one starting on each of the last 1,000 days and the next 60.
  const start = new Date();
  start.setUTCHours(0, 0, 0, 0);
  const ranges = Array.from({ length: 1060 }, (_, index) => {
    const from = start.getTime() + (60 - index) * DAY;
    return { from: new Date(from - 7 * DAY).toISOString(), to: new Date(from + 35 * DAY).toISOString() };
  });
  return benchFunctionLoad({
    owner: { email: 'bench@example.com', password: 'bench password 1', workshopName: 'Taller de 100.000 reparaciones' },
    fill: async (databaseUrl, workshopId) => {
      await fillRepairs(databaseUrl, workshopId);
      return ranges[60];
    },
    functionName: 'bookingsList',
    varied: { label: 'bookingsList, a month view, a different one each time', data: ranges, warmUp: ranges.slice(-40) },
    describe: (result, bytes) =>
      `A month view's bookingsList: ${(result as { events: unknown[] }).events.length} events, ${(bytes / 1024).toFixed(0)} KiB`,
    label: 'bookingsList, the same month view',
    connections: 10,
    targetP95: 20,
  });
}
