// docs/product.md §26.1: Lighthouse 12 (docs/decisions/038) on the sign-in page, as a first visit (the cookie
// banner showing) and again once the banner is accepted, and on the repairs board of a workshop with
// 2,000 repairs this month, signed in; and the customers' pages rendered on the server (docs/decisions/067), a repair
// link with its estimate and the booking page, both with the workshop's logo. Lighthouse's defaults: a mobile phone's screen, a slow 4G network
// and a four-times slower CPU, simulated from one unthrottled load. Each page three times; the run Lighthouse itself calls the median (closest to the median FCP and TTI).
// The pages are audited as a workshop's tablet reaches a deployed Rueda: through HTTPS and HTTP/2 (decision 046).
// Targets, for each of the five: performance score ≥ 95, LCP ≤ 1.5 s, CLS ≤ 0.05.
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { printTable, verdict } from '../../apps/server/bench/measure.ts';
import { workshopOwner } from '../../apps/server/bench/server-process.ts';
import { prepareChromium } from './chromium.ts';
import { acceptCookieBanner, signInThroughTheForm, startDebuggableChromium } from './lighthouse-browser.ts';
import { prepareCustomerPages } from './lighthouse-customer-pages.ts';
import { BENCH_PASSWORD, fillWorkshop, monthlyTotal, startServer } from './server.ts';
import { startTlsFront } from './tls-front.ts';

const MIN_SCORE = 95;
const MAX_LCP_MS = 1500;
const MAX_CLS = 0.05;
const RUNS = 3;
const REPAIRS = 2000;
const OWNER = { email: 'lighthouse-2000@example.com', seed: 12 };
const CUSTOMER_PAGES_OWNER = 'lighthouse-customer-pages@example.com';

interface Audited {
  label: string;
  median: Result;
  scores: number[];
  htmlPath: string;
}

const numeric = (lhr: Result, audit: string): number => lhr.audits[audit]?.numericValue ?? Number.NaN;
const score = (lhr: Result): number => Math.round((lhr.categories.performance?.score ?? 0) * 100);
const seconds = (ms: number): string => (ms / 1000).toFixed(2);

/** Bytes over the wire of one resource type, from the resource-summary audit, in KB (1000 bytes). */
function transferredKb(lhr: Result, resourceType: 'script' | 'total'): number {
  const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
    ?.items;
  return Math.round((items?.find((item) => item.resourceType === resourceType)?.transferSize ?? 0) / 100) / 10;
}

/** A node's label on one line: a column's label holds all its text. */
const shorten = (label: string): string => {
  const line = label.replace(/\s+/g, ' ').trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
};

/** The elements a table-like audit (the LCP element, the layout shifts) names, with their figures. */
function namedNodes(lhr: Result, audit: string): string[] {
  interface Item {
    node?: { nodeLabel?: string; selector?: string };
    score?: number;
    items?: Item[];
  }
  const details = lhr.audits[audit]?.details as { items?: Item[] } | undefined;
  // The LCP element's audit nests its table in a list.
  const items = (details?.items ?? []).flatMap((item) => item.items ?? [item]);
  return items
    .filter((item) => item.node)
    .map(
      (item) =>
        `${shorten(item.node!.nodeLabel ?? item.node!.selector ?? '?')}${item.score === undefined ? '' : ` (${item.score.toFixed(3)})`}`,
    );
}

/** The audited page must be the one meant: a page that fell back to the sign-in form would measure the wrong thing. */
function checkAuditedPage(lhr: Result, expectedPath: string, mustCall?: string): void {
  const displayed = new URL(lhr.finalDisplayedUrl).pathname;
  if (displayed !== expectedPath)
    throw new Error(`Lighthouse audited ${lhr.finalDisplayedUrl}, not ${expectedPath}: the page redirected (signed out?)`);
  if (mustCall) {
    const requests =
      (lhr.audits['network-requests']?.details as { items?: { url: string; statusCode: number }[] } | undefined)?.items ?? [];
    if (!requests.some((request) => request.url.endsWith(mustCall) && request.statusCode === 200))
      throw new Error(`Lighthouse's load of ${expectedPath} made no successful ${mustCall} call: the board did not load its repairs`);
  }
}

async function audit(
  label: string,
  url: string,
  flags: Flags,
  check: { path: string; mustCall?: string },
  fileName: string,
): Promise<Audited> {
  const runs: { lhr: Result; html: string }[] = [];
  let retries = 0;
  for (let run = 1; run <= RUNS; run++) {
    const result = await lighthouse(url, { ...flags, output: 'html', onlyCategories: ['performance'], logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    // Lighthouse now and then loses the trace of a load on this shared machine ("please run Lighthouse again"):
    // that load is run again, twice at most in a page's runs; any other failure ends the benchmark.
    if (lhr.runtimeError?.code === 'NO_NAVSTART' && retries < 2) {
      retries += 1;
      console.warn(`  ${label}, run ${run}: Lighthouse lost the load's trace (NO_NAVSTART); running it again`);
      run -= 1;
      continue;
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    checkAuditedPage(lhr, check.path, check.mustCall);
    console.info(
      `  ${label}, run ${run}: score ${score(lhr)}, LCP ${seconds(numeric(lhr, 'largest-contentful-paint'))} s, CLS ${numeric(lhr, 'cumulative-layout-shift').toFixed(3)}`,
    );
    runs.push({ lhr, html: String(result.report) });
  }
  const median = computeMedianRun(runs.map((run) => run.lhr));
  const htmlPath = path.join(os.tmpdir(), fileName);
  await writeFile(htmlPath, runs.find((run) => run.lhr === median)!.html);
  return { label, median, scores: runs.map((run) => score(run.lhr)), htmlPath };
}

function meetsTargets(lhr: Result): boolean {
  return (
    score(lhr) >= MIN_SCORE && numeric(lhr, 'largest-contentful-paint') <= MAX_LCP_MS && numeric(lhr, 'cumulative-layout-shift') <= MAX_CLS
  );
}

/** Prints the figures and each page's verdict; answers whether each page met the targets, in order. */
function report(audited: Audited[], chromiumVersion: string): boolean[] {
  printTable(
    `Lighthouse ${audited[0]!.median.lighthouseVersion} (mobile, simulated slow 4G and 4× CPU), the median of ${RUNS} runs per page; ` +
      'INP needs an interaction, which a page load has not: TBT stands for it',
    audited.map(({ label, median, scores }) => ({
      page: label,
      score: score(median),
      'scores of the runs': scores.join(' / '),
      'FCP s': seconds(numeric(median, 'first-contentful-paint')),
      'LCP s': seconds(numeric(median, 'largest-contentful-paint')),
      'TBT ms': Math.round(numeric(median, 'total-blocking-time')),
      CLS: numeric(median, 'cumulative-layout-shift').toFixed(3),
      'SI s': seconds(numeric(median, 'speed-index')),
      INP: 'n/a',
      'JS KB': transferredKb(median, 'script'),
      'all KB': transferredKb(median, 'total'),
    })),
  );
  const met: boolean[] = [];
  for (const { label, median, htmlPath } of audited) {
    const shifts = namedNodes(median, 'layout-shifts');
    console.info(
      `${label}: LCP element ${namedNodes(median, 'largest-contentful-paint-element')[0] ?? '-'}; layout shifts ${shifts.join(', ') || 'none'}`,
    );
    for (const warning of new Set(median.runWarnings)) console.info(`  Lighthouse warns: ${warning}`);
    console.info(`  The median run's report: ${htmlPath}`);
    const pageMet = meetsTargets(median);
    met.push(pageMet);
    console.info(
      `  Target: score ≥ ${MIN_SCORE} (${score(median)}), LCP ≤ ${seconds(MAX_LCP_MS)} s (${seconds(numeric(median, 'largest-contentful-paint'))}), ` +
        `CLS ≤ ${MAX_CLS} (${numeric(median, 'cumulative-layout-shift').toFixed(3)}) → ${verdict(pageMet)}`,
    );
  }
  console.info(`${chromiumVersion}; Lighthouse's benchmark index of this machine ${audited[0]!.median.environment.benchmarkIndex}`);
  return met;
}

/** The setup's own requests (Node's fetch) through the front accept its certificate, made a moment before; only these. */
async function withBenchCertificate<T>(action: () => Promise<T>): Promise<T> {
  const before = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  try {
    return await action();
  } finally {
    if (before === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = before;
  }
}

export async function benchLighthouse(): Promise<{ staffPages: boolean; customerPages: boolean }> {
  // Builds the SPA when its sources changed, and fails early without a Chromium.
  await prepareChromium();
  // Audited as deployed: through HTTPS and HTTP/2 (decision 046), the server's PUBLIC_URL the front's address.
  // BENCH_LIGHTHOUSE_PLAIN_HTTP=1 audits the server itself instead, over plain HTTP/1.1, as before.
  const front = process.env.BENCH_LIGHTHOUSE_PLAIN_HTTP ? undefined : await startTlsFront();
  const server = await startServer(front ? { PUBLIC_URL: front.url } : undefined);
  front?.forwardTo(Number(new URL(server.baseUrl).port));
  const chromium = await startDebuggableChromium();
  try {
    const baseUrl = front?.url ?? server.baseUrl;
    console.info(front ? `Audited through HTTPS and HTTP/2 at ${front.url}` : `Audited over plain HTTP/1.1 at ${server.baseUrl}`);
    const { total, customerPages } = await withBenchCertificate(async () => {
      const { token, workshopId } = await workshopOwner(baseUrl, {
        email: OWNER.email,
        password: BENCH_PASSWORD,
        workshopName: `Taller con ${REPAIRS} reparaciones`,
      });
      await fillWorkshop(server.databaseUrl, workshopId, REPAIRS, OWNER.seed);
      // The customers' pages are another workshop's: its repair stays off the audited board.
      const other = await workshopOwner(baseUrl, {
        email: CUSTOMER_PAGES_OWNER,
        password: BENCH_PASSWORD,
        workshopName: 'Taller Lighthouse',
      });
      const pages = await prepareCustomerPages(baseUrl, other.token);
      return { total: await monthlyTotal(baseUrl, token), customerPages: pages };
    });
    console.info(`The workshop's board counts ${total} repairs in the monthly timeframe`);
    if (total !== REPAIRS) console.warn(`  expected ${REPAIRS}: some repairs fall outside the board's timeframe`);

    // Lighthouse's storage reset (on in every run) empties the HTTP cache and service workers before
    // each load, so every run is a cold load; in Lighthouse 12 it keeps cookies and local storage.
    const flags: Flags = { port: chromium.port };
    const loginUrl = `${baseUrl}/auth/login`;
    // A first visit: no session, and the cookie banner shows, as it does to anyone new.
    const firstVisit = await audit('/auth/login (first visit)', loginUrl, flags, { path: '/auth/login' }, 'lighthouse-login.html');
    // Someone who has been here before and signed out: the same page without the banner.
    await acceptCookieBanner(chromium.port, baseUrl);
    const returning = await audit('/auth/login (banner accepted)', loginUrl, flags, { path: '/auth/login' }, 'lighthouse-login-again.html');
    await signInThroughTheForm(chromium.port, { baseUrl, email: OWNER.email, password: BENCH_PASSWORD });
    const board = await audit(
      `/repairs (${REPAIRS.toLocaleString('en')} repairs, signed in)`,
      `${baseUrl}/repairs`,
      flags,
      { path: '/repairs', mustCall: '/api/functions/repairsList' },
      'lighthouse-repairs.html',
    );
    // docs/decisions/067: the customer's pages, as opened from a message.
    const repairLink = await audit(
      '/r/<token> (estimate, logo)',
      `${baseUrl}${customerPages.repairPath}`,
      flags,
      { path: customerPages.repairPath },
      'lighthouse-repair-link.html',
    );
    const booking = await audit(
      '/book/<slug> (services, logo)',
      `${baseUrl}${customerPages.bookingPath}`,
      flags,
      { path: customerPages.bookingPath },
      'lighthouse-booking.html',
    );
    const [loginMet, returningMet, boardMet, repairLinkMet, bookingMet] = report(
      [firstVisit, returning, board, repairLink, booking],
      chromium.version,
    );
    return { staffPages: !!(loginMet && returningMet && boardMet), customerPages: !!(repairLinkMet && bookingMet) };
  } finally {
    await chromium.close();
    await server.stop();
    await front?.close();
  }
}
