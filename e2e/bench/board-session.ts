// One person's session on the repairs board, measured inside the page (page-probes.ts): how long
// until the board is ready, how many cards the DOM holds, and how the page answers typing in the
// search, scrolling the longest column, and moving cards (board-moves.ts): with the keyboard within a
// column, dragged with the mouse, and to another status with the keyboard.
import type { Browser, Page } from '@playwright/test';
import { fillSignIn } from '../support/journeys.ts';
import { measureDrag, measureKeyboardMove, measureStatusChange, type MoveFigures } from './board-moves.ts';
import { figuresBetween, pageNow, probedPage, settle, startProfile, timeToReady, type ProbedWindow } from './page-probes.ts';

/** A brisk scroll: 200 px a frame is 12,000 px a second at 60 frames a second. */
const SCROLL_STEP_PX = 200;
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
  /** Each way of moving a card: its worst interaction, that interaction's event and whether the card landed. */
  keyboardMove: MoveFigures;
  drag: MoveFigures;
  statusChange: MoveFigures;
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
    const keyboardMove = await measureKeyboardMove(page);
    const drag = await measureDrag(page);
    const statusChange = await measureStatusChange(page);
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
      keyboardMove,
      drag,
      statusChange,
      sessionBlockingMs: whole.blocking,
      sessionWorstTaskMs: whole.worstTask,
      sessionLongTasks: whole.longTasks,
    };
  } finally {
    await context.close();
  }
}
