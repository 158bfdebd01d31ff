// One person's session on the repairs board, measured inside the page (page-probes.ts): how long
// until the board is ready, how many cards the DOM holds, and how the page answers typing in the
// search, scrolling the longest column and moving a card with the keyboard.
import type { Browser, Page } from '@playwright/test';
import { fillSignIn } from '../support/journeys.ts';
import { figuresBetween, pageNow, probedPage, settle, startProfile, timeToReady, type ProbedWindow } from './page-probes.ts';

/** A brisk scroll: 200 px a frame is 12,000 px a second at 60 frames a second. */
const SCROLL_STEP_PX = 200;
const HANDLE_NAME = /^Mover la reparación de/;
const SEARCHING_LABEL = 'Actualizando…';

export interface BoardSession {
  baseUrl: string;
  email: string;
  password: string;
  /** The repairs of the monthly timeframe, as repairsList counts them. */
  total: number;
  /** Typed in the search box. */
  searchText: string;
  screenshotPath?: string;
  /** Where to write the page's CPU profile of the session (open it in Chrome DevTools' Performance panel). */
  profilePath?: string;
}

export interface BoardFigures {
  readyMs: number;
  cardsInDom: number;
  /** The worst interaction (keydown to next paint) while typing the search and clearing it. */
  searchWorstMs: number;
  /** The event type of the worst interaction (keydown, keyup…). */
  searchWorstEvent: string;
  searchBlockingMs: number;
  scrollBlockingMs: number;
  scrollWorstTaskMs: number;
  scrollWorstFrameMs: number;
  scrolledPx: number;
  moveWorstMs: number;
  moveWorstEvent: string;
  moveLanded: boolean;
  sessionBlockingMs: number;
  sessionWorstTaskMs: number;
  sessionLongTasks: number;
}

/**
 * Runs in every document after the probes: a per-frame check for the board being ready — the cards
 * on screen and the status filters counting every repair of the timeframe.
 */
function watchBoardReady({ total }: { total: number }): void {
  function check(): void {
    if (location.pathname === '/repairs' && document.querySelector('[data-repair-card]')) {
      const chips = document.querySelector('[role="group"][aria-label="Filtrar por estado"]')?.textContent ?? '';
      let counted = 0;
      for (const match of chips.matchAll(/·\s*(\d+)/g)) counted += Number(match[1]);
      if (counted === total) {
        (window as unknown as ProbedWindow).__bench.readyAt = performance.now();
        return;
      }
    }
    requestAnimationFrame(check);
  }
  requestAnimationFrame(check);
}

/** The cards a column shows, from its badge (the board's own count, which a move changes at once). */
async function columnCount(page: Page, status: string): Promise<number> {
  return page
    .locator(`section[data-status="${status}"]`)
    .getByLabel(/^\d+ reparaci/)
    .first()
    .evaluate((badge) => Number(badge.textContent));
}

async function signIn(page: Page, session: BoardSession): Promise<void> {
  await page.goto(`${session.baseUrl}/auth/login`);
  await fillSignIn(page, session.email, session.password);
  await page.waitForURL(`${session.baseUrl}/repairs`);
}

async function measureSearch(page: Page, session: BoardSession) {
  const box = page.getByRole('searchbox', { name: 'Buscar' });
  await box.click();
  // The board narrows as keys come; the server's answer follows the debounce.
  const searched = page.waitForResponse(
    (response) => response.url().endsWith('/api/functions/repairsList') && (response.request().postData() ?? '').includes('"search"'),
  );
  const from = await pageNow(page);
  await page.keyboard.type(session.searchText, { delay: 50 });
  await searched;
  await page.getByLabel(SEARCHING_LABEL).waitFor({ state: 'detached' });
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  await page.waitForURL((url) => !url.searchParams.has('q'));
  await page.getByLabel(SEARCHING_LABEL).waitFor({ state: 'detached' });
  await page.waitForFunction(
    (total) =>
      document
        .querySelector('[role="group"][aria-label="Filtrar por estado"]')
        ?.textContent?.match(/·\s*\d+/g)
        ?.reduce((sum, n) => sum + Number(n.slice(1)), 0) === total,
    session.total,
  );
  await settle(page);
  return figuresBetween(page, from, await pageNow(page));
}

async function measureScroll(page: Page) {
  const longest = await page.evaluate(() => {
    let best = { status: '', count: -1 };
    for (const section of Array.from(document.querySelectorAll<HTMLElement>('section[data-status]'))) {
      const count = Number(section.querySelector('[aria-label$="reparaciones"], [aria-label$="reparación"]')?.textContent ?? 0);
      if (count > best.count) best = { status: section.dataset.status ?? '', count };
    }
    return best.status;
  });
  const column = page.getByTestId(`column-${longest}`);
  await column.evaluate((element) => element.closest('section')!.scrollIntoView({ inline: 'center', block: 'nearest' }));
  await settle(page);
  const from = await pageNow(page);
  // Whole frames between steps, as a person scrolling gives the page: each step is painted.
  const scroll = await column.evaluate(async (element, step) => {
    let worstFrame = 0;
    let scrolled = 0;
    let last = performance.now();
    for (const direction of [1, -1]) {
      for (let frames = 0; frames < 5000; frames += 1) {
        const atEnd = direction > 0 ? element.scrollTop + element.clientHeight >= element.scrollHeight - 1 : element.scrollTop <= 0;
        if (atEnd) break;
        const before = element.scrollTop;
        element.scrollTop += direction * step;
        scrolled += Math.abs(element.scrollTop - before);
        const now = await new Promise<number>((resolve) => requestAnimationFrame(resolve));
        worstFrame = Math.max(worstFrame, now - last);
        last = now;
      }
    }
    return { worstFrame, scrolled };
  }, SCROLL_STEP_PX);
  await settle(page);
  return { ...(await figuresBetween(page, from, await pageNow(page))), ...scroll };
}

/** dnd-kit's keyboard sensor: Space picks the first card of a column up, → carries it right, Space drops it. */
async function measureMove(page: Page) {
  await page.getByRole('region', { name: 'Tablero de reparaciones por estado' }).evaluate((board) => board.scrollTo({ left: 0 }));
  const statuses = await page
    .locator('section[data-status]')
    .evaluateAll((sections) => sections.map((section) => (section as HTMLElement).dataset.status!));
  let source = '';
  for (const status of statuses.slice(0, -1)) {
    if ((await columnCount(page, status)) > 0) {
      source = status;
      break;
    }
  }
  const target = statuses[statuses.indexOf(source) + 1]!;
  const [sourceBefore, targetBefore] = [await columnCount(page, source), await columnCount(page, target)];
  const handle = page.getByTestId(`column-${source}`).getByRole('button', { name: HANDLE_NAME }).first();
  const id = await handle.evaluate((button) =>
    button.parentElement!.querySelector('[data-repair-card]')!.getAttribute('data-repair-card')!,
  );
  await handle.focus();
  await settle(page);
  const from = await pageNow(page);
  await page.keyboard.press('Space');
  await page.waitForTimeout(200);
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(200);
  await page.keyboard.press('Space');
  // The board moves the card at once and the server confirms after; both must agree.
  const isThere = async () =>
    (await columnCount(page, target)) === targetBefore + 1 && (await columnCount(page, source)) === sourceBefore - 1;
  const deadline = Date.now() + 5_000;
  while (!(await isThere()) && Date.now() < deadline) await page.waitForTimeout(50);
  await page.getByLabel(SEARCHING_LABEL).waitFor({ state: 'detached' });
  await settle(page);
  const figures = await figuresBetween(page, from, await pageNow(page));
  const landed = (await isThere()) || (await page.getByTestId(`column-${target}`).locator(`[data-repair-card="${id}"]`).count()) > 0;
  return { ...figures, landed };
}

export async function measureBoard(browser: Browser, session: BoardSession): Promise<BoardFigures> {
  const { context, page } = await probedPage(browser, watchBoardReady, { total: session.total });
  try {
    await signIn(page, session);
    const stopProfile = await startProfile(context, page, session.profilePath);

    // A fresh load of the board, timed from its navigation start.
    const readyMs = await timeToReady(page, `${session.baseUrl}/repairs`);
    await settle(page);
    const cardsInDom = await page.evaluate(() => document.querySelectorAll('[data-repair-card]').length);
    if (session.screenshotPath) await page.screenshot({ path: session.screenshotPath });

    const search = await measureSearch(page, session);
    const scroll = await measureScroll(page);
    const move = await measureMove(page);
    const whole = await figuresBetween(page, 0, await pageNow(page));
    await stopProfile();
    return {
      readyMs,
      cardsInDom,
      searchWorstMs: search.worstInteraction,
      searchWorstEvent: search.worstEvent,
      searchBlockingMs: search.blocking,
      scrollBlockingMs: scroll.blocking,
      scrollWorstTaskMs: scroll.worstTask,
      scrollWorstFrameMs: scroll.worstFrame,
      scrolledPx: scroll.scrolled,
      moveWorstMs: move.worstInteraction,
      moveWorstEvent: move.worstEvent,
      moveLanded: move.landed,
      sessionBlockingMs: whole.blocking,
      sessionWorstTaskMs: whole.worstTask,
      sessionLongTasks: whole.longTasks,
    };
  } finally {
    await context.close();
  }
}
