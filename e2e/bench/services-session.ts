// One person's session on the services screen (docs/product.md §3), measured inside the page
// (page-probes.ts): how long until the Stock tab is ready, how many rows the DOM holds, and how the
// page answers typing a search on the Stock tab, switching to the Maintenances tab, and typing a
// search there; each search is typed a key at a time and then cleared.
import type { Browser, Page } from '@playwright/test';
import { fillSignIn } from '../support/journeys.ts';
import {
  figuresBetween,
  pageNow,
  probedPage,
  settle,
  startProfile,
  timeToReady,
  type PageFigures,
  type ProbedWindow,
} from './page-probes.ts';

const SEARCH_LABEL = 'Buscar en el catálogo';
// The list's hint says whether it follows a search: the list has drawn the search's rows, or all again.
const SEARCHING_HINT = 'Borra la búsqueda para cambiar el orden.';
const ORDERING_HINT = /^Arrastra un servicio por su asa/;
/** A brisk typist's pace, as the board's benchmark types. */
const KEY_DELAY_MS = 50;

export interface ServicesSession {
  baseUrl: string;
  email: string;
  password: string;
  /** The workshop's active items of each kind the screen is measured on. */
  stockItems: number;
  maintenances: number;
  /** Typed in the search box on each tab. */
  searches: { stockItems: string; maintenances: string };
  screenshotPath?: string;
  /** Where to write the page's CPU profile of the session (open it in Chrome DevTools' Performance panel). */
  profilePath?: string;
}

export interface ServicesFigures {
  readyMs: number;
  rowsInDom: number;
  stockSearch: PageFigures;
  tabSwitch: PageFigures;
  maintenanceSearch: PageFigures;
  session: PageFigures;
}

/** Until the selected tab's first badge (its kind's active items matching the search) shows `total`, and a row is drawn. */
async function tabCounts(page: Page, total: number): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      Number(document.querySelector('[role="tab"][aria-selected="true"] .mantine-Badge-label')?.textContent) === expected &&
      document.querySelector('[data-service-row]') !== null,
    total,
  );
}

/**
 * Runs in every document after the probes: a per-frame check for the screen being ready — the
 * selected tab counting every item of its kind, and the first row drawn.
 */
function watchServicesReady({ total }: { total: number }): void {
  function check(): void {
    const badge = document.querySelector('[role="tab"][aria-selected="true"] .mantine-Badge-label');
    if (location.pathname === '/services' && Number(badge?.textContent) === total && document.querySelector('[data-service-row]')) {
      (window as unknown as ProbedWindow).__bench.readyAt = performance.now();
      return;
    }
    requestAnimationFrame(check);
  }
  requestAnimationFrame(check);
}

async function signIn(page: Page, session: ServicesSession): Promise<void> {
  await page.goto(`${session.baseUrl}/auth/login`);
  await fillSignIn(page, session.email, session.password);
  await page.waitForURL(`${session.baseUrl}/repairs`);
}

/** The search typed a key at a time on the selected tab, then cleared, until the tab and its list show all `total` items again. */
async function measureSearch(page: Page, text: string, total: number): Promise<PageFigures> {
  const box = page.getByRole('searchbox', { name: SEARCH_LABEL });
  await box.click();
  await settle(page);
  const from = await pageNow(page);
  // The screen filters as keys come (no server call): each key is one interaction.
  await page.keyboard.type(text, { delay: KEY_DELAY_MS });
  await page.getByText(SEARCHING_HINT).waitFor();
  await settle(page);
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await tabCounts(page, total);
  await page.getByText(ORDERING_HINT).waitFor();
  await settle(page);
  return figuresBetween(page, from, await pageNow(page));
}

/** A click on the Maintenances tab, until its first row is drawn. */
async function measureTabSwitch(page: Page, total: number): Promise<PageFigures> {
  const from = await pageNow(page);
  await page.getByRole('tab', { name: /^Mantenimientos/ }).click();
  await tabCounts(page, total);
  await settle(page);
  return figuresBetween(page, from, await pageNow(page));
}

export async function measureServices(browser: Browser, session: ServicesSession): Promise<ServicesFigures> {
  const { context, page } = await probedPage(browser, watchServicesReady, { total: session.stockItems });
  try {
    await signIn(page, session);
    const stopProfile = await startProfile(context, page, session.profilePath);

    // A fresh load of the screen on its Stock tab, timed from its navigation start.
    const readyMs = await timeToReady(page, `${session.baseUrl}/services?kind=stockItems`);
    await settle(page);
    const rowsInDom = await page.evaluate(() => document.querySelectorAll('[data-service-row]').length);
    if (session.screenshotPath) await page.screenshot({ path: session.screenshotPath });

    const stockSearch = await measureSearch(page, session.searches.stockItems, session.stockItems);
    const tabSwitch = await measureTabSwitch(page, session.maintenances);
    const maintenanceSearch = await measureSearch(page, session.searches.maintenances, session.maintenances);
    const whole = await figuresBetween(page, 0, await pageNow(page));
    await stopProfile();
    return { readyMs, rowsInDom, stockSearch, tabSwitch, maintenanceSearch, session: whole };
  } finally {
    await context.close();
  }
}
