// One person's session in a workshop (docs/decisions/069), measured inside the page (page-probes.ts): fresh
// loads of four screens with a warm session, each timed from its navigation's start to the paint that
// shows its content, and the search keystrokes of two of them.
//
// "Content" is what the person came for, not a skeleton or a spinner: on the board (/repairs, its
// default timeframe) the first repair card; on the customers' list the first row; on the calendar's
// month (/booking) the first booking drawn (FullCalendar inserts events hidden, measures them, then
// shows them); on the dashboard's year (/dashboard?timeframe=yearly) every chart frame holding its
// drawn chart. An empty workshop shows none of these: there the content is the screen's answer that it
// has nothing (its empty state, and the calendar's days). The time is taken after that frame's paint.
import type { Browser, Page } from '@playwright/test';
import { fillSignIn } from '../support/journeys.ts';
import { interactionsBetween, pageNow, probedPage, settle, timeToReady, type ProbedWindow } from './page-probes.ts';

/** A brisk typist's pace, as the other screens' benchmarks type. */
const KEY_DELAY_MS = 50;
const REFRESHING_LABEL = 'Actualizando…';

export const SCREENS = [
  { key: 'board', path: '/repairs', label: 'the board (/repairs, a month)', call: 'repairsList' },
  { key: 'customers', path: '/customers', label: 'the customers (/customers)', call: 'customersList' },
  { key: 'calendar', path: '/booking', label: 'the calendar (/booking, month view)', call: 'bookingsList' },
  { key: 'dashboard', path: '/dashboard?timeframe=yearly', label: 'the dashboard (/dashboard, a year)', call: 'dashboardGet' },
] as const;
export type ScreenKey = (typeof SCREENS)[number]['key'];

export interface LoadFigures {
  /** From the navigation's start to the paint with the content. */
  readyMs: number;
  /** The screen's own server calls before the content: from the first one's start to the last one's end. */
  callMs: number;
  calls: number;
  /** From the last call's answer to the content's paint: the page's own work. */
  drawMs: number;
}

export interface KeystrokeFigures {
  /** Keys typed. */
  keys: number;
  /** Each key's interaction (input to next paint); those under Event Timing's threshold count as 0. */
  worstMs: number;
  medianMs: number;
  /** From the last key to the results drawn (the search waits for typing to pause first). */
  resultsMs: number;
}

export interface WorkshopSession {
  baseUrl: string;
  email: string;
  password: string;
  /** Whether the workshop has content to draw (false: just onboarded). */
  filled: boolean;
  loads: number;
  /** The screens measured (all four unless told). */
  screens: readonly ScreenKey[];
  /** The customers' search: typed, and the row of `customerName` waited for. Null: not measured. */
  customersSearch: { text: string; customerName: string } | null;
  /** The board's search, typed until the server's answer is drawn. Null: not measured. */
  boardSearch: string | null;
}

export interface WorkshopFigures {
  loads: Record<ScreenKey, LoadFigures[]>;
  customersSearch: KeystrokeFigures | null;
  boardSearch: KeystrokeFigures | null;
}

/**
 * Runs in every document after the probes: each frame, whether the screen shows its content (see the
 * top of this file); the time is taken after that frame's paint.
 */
export function watchContent({ total }: { total: number }): void {
  const filled = total > 0;
  const drawn = (element: Element | null | undefined) => !!element && element.getClientRects().length > 0;
  const hasText = (selector: string, text: string) =>
    Array.from(document.querySelectorAll(selector)).some((element) => element.textContent?.includes(text) && drawn(element));
  function shown(): boolean {
    switch (location.pathname) {
      case '/repairs':
        return drawn(document.querySelector(filled ? '[data-repair-card]' : 'main .mantine-EmptyState-root'));
      case '/customers':
        return filled ? drawn(document.querySelector('main tbody tr')) : hasText('main h2', 'Todavía no hay clientes');
      case '/booking': {
        if (!filled)
          return drawn(document.querySelector('.booking-calendar [role="cell"]')) && hasText('[role="status"]', 'No hay reservas');
        return Array.from(document.querySelectorAll<HTMLElement>('.booking-calendar [role="cell"] .booking-event')).some(
          (event) => event.closest<HTMLElement>('[role="listitem"]')?.style.visibility !== 'hidden' && drawn(event),
        );
      }
      case '/dashboard': {
        if (!filled) return drawn(document.querySelector('main .mantine-EmptyState-root'));
        const frames = Array.from(document.querySelectorAll('[data-testid="dashboard-chart"]'));
        return frames.length > 0 && frames.every((frame) => drawn(frame.querySelector('svg[data-chart-surface]')));
      }
      default:
        return false;
    }
  }
  const probes = (window as unknown as ProbedWindow).__bench;
  function check(): void {
    if (shown()) {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => (probes.readyAt = performance.now());
      channel.port2.postMessage(null);
      return;
    }
    requestAnimationFrame(check);
  }
  requestAnimationFrame(check);
}

/**
 * The screen's calls to `name` that answered before `before` (page time), in this document: from the
 * first one's start to the last one's end (the board asks for its month a page at a time), and how many.
 */
async function callsBefore(page: Page, name: string, before: number): Promise<{ span: number; end: number; count: number }> {
  return page.evaluate(
    ({ name, before }) => {
      const calls = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
        (entry) => entry.name.endsWith(`/api/functions/${name}`) && entry.responseEnd <= before,
      );
      const first = calls[0];
      const last = calls.at(-1);
      return first && last
        ? { span: last.responseEnd - first.startTime, end: last.responseEnd, count: calls.length }
        : { span: Number.NaN, end: Number.NaN, count: 0 };
    },
    { name, before },
  );
}

async function measureLoad(page: Page, baseUrl: string, screen: (typeof SCREENS)[number]): Promise<LoadFigures> {
  const readyMs = await timeToReady(page, `${baseUrl}${screen.path}`);
  const calls = await callsBefore(page, screen.call, readyMs);
  await settle(page);
  return { readyMs, callMs: calls.span, calls: calls.count, drawMs: readyMs - calls.end };
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Types `text` a key at a time into the focused box; answers each key's interaction once `results` has resolved. */
async function typeMeasured(page: Page, text: string, results: () => Promise<void>): Promise<KeystrokeFigures> {
  await settle(page);
  const from = await pageNow(page);
  await page.keyboard.type(text, { delay: KEY_DELAY_MS });
  const typed = await pageNow(page);
  await results();
  const resultsMs = (await pageNow(page)) - typed;
  await settle(page);
  const measured = await interactionsBetween(page, from, await pageNow(page));
  // Keys under Event Timing's threshold report nothing: they count as 0 in the median.
  const all = [...measured, ...Array.from({ length: Math.max(0, text.length - measured.length) }, () => 0)];
  return { keys: text.length, worstMs: Math.max(0, ...all), medianMs: median(all), resultsMs };
}

async function measureCustomersSearch(page: Page, baseUrl: string, search: { text: string; customerName: string }) {
  await timeToReady(page, `${baseUrl}/customers`);
  await page.getByRole('searchbox', { name: 'Buscar clientes' }).click();
  return typeMeasured(page, search.text, async () => {
    await page
      .getByRole('row', { name: new RegExp(search.customerName) })
      .first()
      .waitFor();
  });
}

async function measureBoardSearch(page: Page, baseUrl: string, text: string) {
  await timeToReady(page, `${baseUrl}/repairs`);
  await page.getByRole('searchbox', { name: 'Buscar' }).click();
  // The board narrows as keys come; the server's answer follows the debounce, and is drawn once the
  // refreshing mark goes.
  const searched = page.waitForResponse(
    (response) => response.url().endsWith('/api/functions/repairsList') && (response.request().postData() ?? '').includes('"search"'),
  );
  return typeMeasured(page, text, async () => {
    await searched;
    await page.getByLabel(REFRESHING_LABEL).waitFor({ state: 'detached' });
    await page.locator('[data-repair-card]').first().waitFor();
  });
}

/** Signs in, then loads each screen `loads` times afresh and types the searches. */
export async function measureWorkshop(browser: Browser, session: WorkshopSession): Promise<WorkshopFigures> {
  const { context, page } = await probedPage(browser, watchContent, { total: session.filled ? 1 : 0 });
  try {
    await page.goto(`${session.baseUrl}/auth/login`);
    await fillSignIn(page, session.email, session.password);
    await page.waitForURL(`${session.baseUrl}/repairs`);
    const loads = {} as Record<ScreenKey, LoadFigures[]>;
    for (const screen of SCREENS) {
      loads[screen.key] = [];
      if (!session.screens.includes(screen.key)) continue;
      for (let load = 0; load < session.loads; load += 1) loads[screen.key].push(await measureLoad(page, session.baseUrl, screen));
    }
    const customersSearch = session.customersSearch && (await measureCustomersSearch(page, session.baseUrl, session.customersSearch));
    const boardSearch = session.boardSearch === null ? null : await measureBoardSearch(page, session.baseUrl, session.boardSearch);
    return { loads, customersSearch, boardSearch };
  } finally {
    await context.close();
  }
}
