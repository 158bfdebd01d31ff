// `npm run bench`: Rueda's speed goals, each printed beside a baseline measured in the same run.
// Benchmarks print figures; they never fail a build (tests carry no wall-clock limits).
import { benchBookingsList } from './bookings-list.ts';
import { benchConversion } from './convert.ts';
import { benchDashboard } from './dashboard.ts';
import { benchEventsLatency } from './events-latency.ts';
import { benchCustomersList } from './customers-list.ts';
import { benchRepairsList } from './repairs-list.ts';
import { benchSalesIssue } from './sales-issue.ts';
import { benchServicesList } from './services-list.ts';
import { benchSoak, SOAK_SECONDS } from './soak.ts';

// BENCH_ONLY=conversion, list, services, customers, bookings, dashboard, sales, events or soak runs one of them (SOAK_SECONDS
// shortens the soak); BENCH_ONLY=board runs only the e2e workspace's board benchmark, and then this one has
// nothing to report. BENCH_ONLY=services also runs the e2e workspace's services screen benchmark (e2e/bench/run.ts).
const only = process.env.BENCH_ONLY;
const results: Record<string, boolean> = {};
if (!only || only === 'conversion') results['conversion of 100,000 older repairs'] = benchConversion();
if (!only || only === 'list') {
  const list = await benchRepairsList();
  results['repairsList with 100,000 repairs, cached: p95 under 25 ms, 40% of the bare endpoint'] = list.cached;
  results["repairsList, every call a miss, 50 clients: at least 50% of its SQL's throughput through pg"] = list.missShareOfSql;
  results['repairsList, every call a miss, 5 clients: p95 under 25 ms'] = list.missFewClientsP95;
}
if (!only || only === 'services') results['servicesList with 5,500 items'] = await benchServicesList();
if (!only || only === 'customers') results['customersList with 20,000 customers'] = await benchCustomersList();
if (!only || only === 'bookings') results['bookingsList, a month with 100,000 repairs'] = await benchBookingsList();
if (!only || only === 'dashboard') {
  const dashboard = await benchDashboard();
  results['dashboardGet, a month with 100,000 repairs'] = dashboard.month;
  results['dashboardGet, a year with 100,000 repairs'] = dashboard.year;
}
if (!only || only === 'sales')
  results['10,000 invoices by 20 clients on one series: p95 within 2× of an update, no gap, chain valid'] = await benchSalesIssue();
if (!only || only === 'events') results['live notifications across two instances, p95 within a second'] = await benchEventsLatency();
if (!only || only === 'soak')
  results[`soak: 200 staff of 20 workshops for ${SOAK_SECONDS} s, no 5xx, no lost write, memory flat`] = await benchSoak();
if (Object.keys(results).length > 0) {
  console.info('\nSummary');
  for (const [name, met] of Object.entries(results)) console.info(`  ${met ? 'MET    ' : 'NOT MET'}  ${name}`);
}
