// `npm run bench` in e2e: the screens' speed goals in Chromium, each beside a baseline measured in the
// same run, and Lighthouse's scores. BENCH_ONLY=board, services, customers, calendar, big or lighthouse runs
// one of them (apps/server/bench/run.ts has the server's;
// BENCH_ONLY=services or customers at the root runs both benchmarks of it, the server call and this screen).
import { benchBigWorkshop } from './big-workshop.ts';
import { benchBoard } from './board.ts';
import { benchCalendar } from './calendar.ts';
import { benchCustomers } from './customers.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchServices } from './services.ts';

const only = process.env.BENCH_ONLY;
const results: Record<string, boolean> = {};
if (!only || only === 'board')
  results['the board with 2,000 repairs: a search keystroke, a keyboard move, a drag and a status change each under 50 ms'] =
    await benchBoard();
if (!only || only === 'services') results['the services screen’s search keystroke with 5,500 items'] = await benchServices();
if (!only || only === 'customers') results['the customers screen’s search keystroke with 20,000 customers'] = await benchCustomers();
if (!only || only === 'calendar')
  results['the calendar’s month view with 600 events renders in under 300 ms and a drag in under 100 ms'] = await benchCalendar();
if (!only || only === 'big')
  results['a long history (100,000 repairs, 20,000 customers, 2,000 items): four screens each under 1 s, a search keystroke under 100 ms'] =
    await benchBigWorkshop();
if (!only || only === 'lighthouse') {
  const lighthouse = await benchLighthouse();
  results['Lighthouse (mobile, throttled): score ≥ 95, LCP ≤ 1.5 s, CLS ≤ 0.05 on /auth/login and /repairs'] = lighthouse.staffPages;
  results['Lighthouse (mobile, throttled): score ≥ 95, LCP ≤ 1.5 s, CLS ≤ 0.05 on the repair link and the booking page'] =
    lighthouse.customerPages;
}
if (Object.keys(results).length > 0) {
  console.info('\nSummary');
  for (const [name, met] of Object.entries(results)) console.info(`  ${met ? 'MET    ' : 'NOT MET'}  ${name}`);
}
