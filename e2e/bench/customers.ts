// The customers screen (docs/product.md §11.1) with 20,000 customers and 30,000 bikes beside a workshop of
// 20, measured in the same run in Chromium with the real server and the built SPA: time until the
// first page of the list is drawn, and the worst interaction while the last four digits of a customer's
// phone are typed a key at a time, until they are found, and while the search is cleared.
// Target: with 20,000 customers the search keystroke stays under 100 ms.
import type { Browser, Page } from '@playwright/test';
import { BENCH_CUSTOMERS, fillCustomers } from '../../apps/server/bench/customers-fill.ts';
import { printTable, verdict } from '../../apps/server/bench/measure.ts';
import { workshopOwner } from '../../apps/server/bench/server-process.ts';
import { phoneDigits } from '@rueda/domain';
import { fillSignIn } from '../support/journeys.ts';
import { prepareChromium } from './chromium.ts';
import {
  figuresBetween,
  interactionCell as interaction,
  pageNow,
  probedPage,
  ratio,
  settle,
  timeToReady,
  type PageFigures,
  type ProbedWindow,
} from './page-probes.ts';
import { BENCH_PASSWORD, startServer } from './server.ts';

const SEARCH_KEYSTROKE_MS = 100;
const SEARCH_LABEL = 'Buscar clientes';
/** A brisk typist's pace, as the other screens' benchmarks type. */
const KEY_DELAY_MS = 50;
/** The list's page (CUSTOMERS_PAGE_SIZE): what the screen draws of a big workshop. */
const PAGE = 50;

const WORKSHOPS = [
  { label: '20 customers (baseline)', customers: 20, email: 'customers-baseline@example.com' },
  { label: '20,000 customers, 30,000 bikes', customers: BENCH_CUSTOMERS, email: 'customers-20000@example.com' },
] as const;

interface CustomersFigures {
  readyMs: number;
  /** From the last key to the customer's row drawn (the search waits for typing to pause first). */
  foundMs: number;
  search: PageFigures;
}

/** Runs in every document: the screen is ready once the list draws its first page. */
function watchCustomersReady({ total }: { total: number }): void {
  function check(): void {
    if (location.pathname === '/customers' && document.querySelectorAll('tbody tr').length >= total) {
      (window as unknown as ProbedWindow).__bench.readyAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  }
  requestAnimationFrame(check);
}

async function rowsDrawn(page: Page, count: number): Promise<void> {
  await page.waitForFunction((expected) => document.querySelectorAll('tbody tr').length >= expected, count);
}

async function measureCustomers(
  browser: Browser,
  baseUrl: string,
  email: string,
  shown: number,
  customer: { name: string; phone: string },
) {
  const { context, page } = await probedPage(browser, watchCustomersReady, { total: shown });
  try {
    await page.goto(`${baseUrl}/auth/login`);
    await fillSignIn(page, email, BENCH_PASSWORD);
    await page.waitForURL(`${baseUrl}/repairs`);
    const readyMs = await timeToReady(page, `${baseUrl}/customers`);
    await settle(page);

    const box = page.getByRole('searchbox', { name: SEARCH_LABEL });
    await box.click();
    await settle(page);
    const from = await pageNow(page);
    await page.keyboard.type(phoneDigits(customer.phone).slice(-4), { delay: KEY_DELAY_MS });
    const typed = await pageNow(page);
    await page
      .getByRole('row', { name: new RegExp(customer.name) })
      .first()
      .waitFor();
    const foundMs = (await pageNow(page)) - typed;
    await settle(page);
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await rowsDrawn(page, shown);
    await settle(page);
    const search = await figuresBetween(page, from, await pageNow(page));
    return { readyMs, foundMs, search };
  } finally {
    await context.close();
  }
}

export async function benchCustomers(): Promise<boolean> {
  const launchChromium = await prepareChromium();
  const server = await startServer();
  let browser: Browser | undefined;
  try {
    const found: { name: string; phone: string }[] = [];
    for (const workshop of WORKSHOPS) {
      const { workshopId } = await workshopOwner(server.baseUrl, {
        email: workshop.email,
        password: BENCH_PASSWORD,
        workshopName: `Taller de ${workshop.customers} clientes`,
      });
      found.push(await fillCustomers(server.databaseUrl, workshopId, workshop.customers));
    }
    browser = await launchChromium();
    const figures: CustomersFigures[] = [];
    for (const [index, workshop] of WORKSHOPS.entries())
      figures.push(await measureCustomers(browser, server.baseUrl, workshop.email, Math.min(workshop.customers, PAGE), found[index]!));

    printTable(
      'The customers screen in Chromium (1440×900): a fresh load, the last four digits of a phone typed until found, then cleared',
      figures.map((row, index) => ({
        workshop: WORKSHOPS[index]!.label,
        'ready ms': Math.round(row.readyMs),
        'found ms': Math.round(row.foundMs),
        'search worst ms': interaction(row.search.worstInteraction),
        'search TBT ms': Math.round(row.search.blocking),
        'long tasks': row.search.longTasks,
      })),
    );
    const [base, big] = figures as [CustomersFigures, CustomersFigures];
    console.info(
      `20,000 against 20: ready ${ratio(big.readyMs, base.readyMs)}, found ${ratio(big.foundMs, base.foundMs)}, search worst ${ratio(big.search.worstInteraction, base.search.worstInteraction)}`,
    );
    const met = big.search.worstInteraction < SEARCH_KEYSTROKE_MS;
    console.info(
      `Target: with 20,000 customers the search keystroke under ${SEARCH_KEYSTROKE_MS} ms (${interaction(big.search.worstInteraction)} ms, ${big.search.worstEvent || 'no event over the threshold'}) → ${verdict(met)}`,
    );
    return met;
  } finally {
    await browser?.close();
    await server.stop();
  }
}
