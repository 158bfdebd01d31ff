// The ways a card moves on the board, each measured inside the page (page-probes.ts) from the first
// input to the server's answer: with the keyboard within a column, dragged with the mouse to the
// next column, and its status changed with the keyboard (carried to the next column), as
// docs/product.md §2 offers them. Each answers the page's figures and whether the card landed.
import type { Page } from '@playwright/test';
import { figuresBetween, pageNow, settle, type PageFigures } from './page-probes.ts';

const HANDLE_NAME = /^Mover la reparación de/;
const SEARCHING_LABEL = 'Actualizando…';
/** dnd-kit's keyboard sensor between keys, and a hand between mouse steps: time for a frame or two. */
const KEY_PAUSE_MS = 200;
const DRAG_STEPS = 12;

export interface MoveFigures extends PageFigures {
  landed: boolean;
}

/** The cards a column shows, from its badge (the board's own count, which a move changes at once). */
async function columnCount(page: Page, status: string): Promise<number> {
  return page
    .locator(`section[data-status="${status}"]`)
    .getByLabel(/^\d+ reparaci/)
    .first()
    .evaluate((badge) => Number(badge.textContent));
}

/** The ids of the cards a column has in the page, in their order. */
async function cardIds(page: Page, status: string): Promise<string[]> {
  return page
    .getByTestId(`column-${status}`)
    .locator('[data-repair-card]')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-repair-card')!));
}

/** The first column from the left with at least `least` cards, and the column after it. */
async function columnsToUse(page: Page, least: number): Promise<{ source: string; target: string }> {
  await page.getByRole('region', { name: 'Tablero de reparaciones por estado' }).evaluate((board) => board.scrollTo({ left: 0 }));
  const statuses = await page
    .locator('section[data-status]')
    .evaluateAll((sections) => sections.map((section) => (section as HTMLElement).dataset.status!));
  for (const [index, status] of statuses.slice(0, -1).entries())
    if ((await columnCount(page, status)) >= least) return { source: status, target: statuses[index + 1]! };
  throw new Error(`no column with ${least} cards`);
}

/** Waits until `isThere` (or 5 s), then for the server's answer, and gives the figures since `from`. */
async function landing(page: Page, from: number, isThere: () => Promise<boolean>): Promise<MoveFigures> {
  const deadline = Date.now() + 5_000;
  while (!(await isThere()) && Date.now() < deadline) await page.waitForTimeout(50);
  await page.getByLabel(SEARCHING_LABEL).waitFor({ state: 'detached' });
  await settle(page);
  return { ...(await figuresBetween(page, from, await pageNow(page))), landed: await isThere() };
}

/** dnd-kit's keyboard sensor: Space picks the column's first card up, `key` carries it, Space drops it. */
async function keyboardMove(page: Page, source: string, key: 'ArrowDown' | 'ArrowRight'): Promise<number> {
  const handle = page.getByTestId(`column-${source}`).getByRole('button', { name: HANDLE_NAME }).first();
  await handle.focus();
  await settle(page);
  const from = await pageNow(page);
  await page.keyboard.press('Space');
  await page.waitForTimeout(KEY_PAUSE_MS);
  await page.keyboard.press(key);
  await page.waitForTimeout(KEY_PAUSE_MS);
  await page.keyboard.press('Space');
  return from;
}

/** The first card of a column moved one place down with the keyboard (a new order, repairsReorder). */
export async function measureKeyboardMove(page: Page): Promise<MoveFigures> {
  const { source } = await columnsToUse(page, 2);
  const [first, second] = await cardIds(page, source);
  const from = await keyboardMove(page, source, 'ArrowDown');
  return landing(page, from, async () => {
    const [nowFirst, nowSecond] = await cardIds(page, source);
    return nowFirst === second && nowSecond === first;
  });
}

/** Whether a card carried between columns is in its new one: both badges moved by one, or the target shows it. */
function landedIn(
  page: Page,
  move: { source: string; target: string; sourceBefore: number; targetBefore: number; id: string },
): () => Promise<boolean> {
  return async () =>
    ((await columnCount(page, move.target)) === move.targetBefore + 1 &&
      (await columnCount(page, move.source)) === move.sourceBefore - 1) ||
    (await cardIds(page, move.target)).includes(move.id);
}

/** The first card of a column carried to the next with the keyboard: a change of status (repairsUpdateStatus). */
export async function measureStatusChange(page: Page): Promise<MoveFigures> {
  const { source, target } = await columnsToUse(page, 1);
  const [sourceBefore, targetBefore] = [await columnCount(page, source), await columnCount(page, target)];
  const [id] = await cardIds(page, source);
  const from = await keyboardMove(page, source, 'ArrowRight');
  return landing(page, from, landedIn(page, { source, target, sourceBefore, targetBefore, id: id! }));
}

/** The first card of a column dragged with the mouse onto the first card of the next (or into it, when empty). */
export async function measureDrag(page: Page): Promise<MoveFigures> {
  const { source, target } = await columnsToUse(page, 1);
  const [sourceBefore, targetBefore] = [await columnCount(page, source), await columnCount(page, target)];
  const card = page.getByTestId(`column-${source}`).locator('[data-repair-card]').first();
  const id = await card.getAttribute('data-repair-card');
  const targetColumn = page.getByTestId(`column-${target}`);
  const firstTarget = targetColumn.locator('[data-repair-card]').first();
  const start = (await card.boundingBox())!;
  const end = (await ((await firstTarget.count()) > 0 ? firstTarget : targetColumn).boundingBox())!;
  // Grabbed on the card's empty right edge, below its links, as a hand would.
  const [x, y] = [start.x + start.width - 12, start.y + start.height - 12];
  await page.mouse.move(x, y);
  await settle(page);
  const from = await pageNow(page);
  await page.mouse.down();
  await page.mouse.move(x + 10, y + 4, { steps: 2 });
  await page.mouse.move(end.x + end.width / 2, end.y + Math.min(end.height / 2, 40), { steps: DRAG_STEPS });
  await page.waitForTimeout(KEY_PAUSE_MS);
  await page.mouse.up();
  return landing(page, from, landedIn(page, { source, target, sourceBefore, targetBefore, id: id! }));
}
