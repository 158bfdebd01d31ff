// The board's pointer drags load after its first paint (decision 071): until they arrive the board looks and reads the
// same, a card carried with the keyboard moves, a press that starts to drag is handed to them once they are there, and
// a click on a card's name opens the repair even when they arrive while the button is held.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { acceptCookies, signInAsDemo } from '../support/journeys.ts';

test.beforeEach(async ({ page }) => acceptCookies(page));

/** Holds the drags' chunk back until `release()`: the board is drawn without them meanwhile. */
async function holdDrags(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let isAsked = false;
  await page.route(/\/assets\/board-dnd-[\w-]+\.js$/, async (route) => {
    isAsked = true;
    await released;
    await route.continue();
  });
  return { release, isAsked: () => isAsked };
}

const STATUSES = ['notReviewed', 'postponed', 'managing', 'confirmed', 'inWorkshop', 'inProgress', 'paused', 'finished'];

const column = (page: Page, status: string) => page.getByTestId(`column-${status}`);
/** Whether the cards are dnd-kit's: its handles are described by its own instructions' element. */
const sortableHandles = (page: Page) => page.locator('[data-board-handle][aria-describedby^="DndDescribedBy-"]');
const staticHandles = (page: Page) => page.locator('[data-board-handle][aria-describedby="board-instructions"]');

/** The first column from the left with a card, its first card, and the column to its right. */
async function cardAndNextColumn(page: Page): Promise<{ card: Locator; id: string; target: Locator; targetStatus: string }> {
  await expect(page.locator('[data-repair-card]').first()).toBeVisible();
  for (const [index, status] of STATUSES.entries()) {
    const card = column(page, status).locator('[data-repair-card]').first();
    if ((await card.count()) === 0) continue;
    const targetStatus = STATUSES[index + 1]!;
    return { card, id: (await card.getAttribute('data-repair-card'))!, target: column(page, targetStatus), targetStatus };
  }
  throw new Error('The demo workshop has no card on its board.');
}

test('the board before its drags arrive looks the same as after, to the pixel, and its handles read the same', async ({ page }) => {
  const drags = await holdDrags(page);
  await signInAsDemo(page);
  await expect(page.locator('[data-repair-card]').first()).toBeVisible();
  await expect.poll(drags.isAsked).toBe(true);
  const board = page.getByRole('region', { name: 'Tablero de reparaciones por estado' });
  const handle = staticHandles(page).first();
  const name = await handle.getAttribute('aria-label');
  await expect(handle).toHaveAccessibleDescription(/^Pulsa la barra espaciadora para coger la tarjeta/);
  const before = await board.screenshot();

  drags.release();
  await expect(sortableHandles(page).first()).toBeAttached();
  await expect(staticHandles(page)).toHaveCount(0);
  const after = sortableHandles(page).first();
  await expect(after).toHaveAttribute('aria-label', name!);
  await expect(after).toHaveAttribute('aria-roledescription', 'tarjeta arrastrable');
  await expect(after).toHaveAccessibleDescription(/^Pulsa la barra espaciadora para coger la tarjeta/);
  expect(await board.screenshot()).toEqual(before);
});

test('a card carried with the keyboard before the drags arrive changes its status', async ({ page }) => {
  const drags = await holdDrags(page);
  await signInAsDemo(page);
  const { id, targetStatus } = await cardAndNextColumn(page);
  const handle = page.locator(`[data-board-handle="${id}"]`);
  await expect(staticHandles(page).first()).toBeAttached();

  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  // The reload below must come after the save, not cut it short (the card is drawn in its new column at once).
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/functions/repairsUpdateStatus'));
  await page.keyboard.press('Space');
  await expect(column(page, targetStatus).locator(`[data-repair-card="${id}"]`)).toBeVisible();
  expect((await saved).ok()).toBe(true);
  // Still without dnd-kit: the keyboard's moves never needed it.
  await expect(staticHandles(page).first()).toBeAttached();
  await expect(column(page, targetStatus).locator(`[data-board-handle="${id}"]`)).toBeFocused();
  drags.release();
  await page.reload();
  await expect(column(page, targetStatus).locator(`[data-repair-card="${id}"]`)).toBeVisible();
});

test('a drag started before the drags arrive goes on once they do, and drops the card on the column', async ({ page }) => {
  const drags = await holdDrags(page);
  await signInAsDemo(page);
  const { card, id, target, targetStatus } = await cardAndNextColumn(page);
  const from = (await card.boundingBox())!;
  const to = (await target.boundingBox())!;

  await page.mouse.move(from.x + from.width / 2, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + 30, { steps: 5 });
  await expect.poll(drags.isAsked).toBe(true);
  await expect(staticHandles(page).first()).toBeAttached();
  drags.release();
  await expect(sortableHandles(page).first()).toBeAttached();
  await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 20 });
  // The reload below must come after the save, not cut it short (the card is drawn in its new column at once).
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/functions/repairsUpdateStatus'));
  await page.mouse.up();

  await expect(column(page, targetStatus).locator(`[data-repair-card="${id}"]`)).toBeVisible();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(column(page, targetStatus).locator(`[data-repair-card="${id}"]`)).toBeVisible();
});

test('a click on a card’s name opens the repair, though the drags arrive while the button is held', async ({ page }) => {
  const drags = await holdDrags(page);
  await signInAsDemo(page);
  const { card, id } = await cardAndNextColumn(page);
  const link = card.getByRole('link').first();
  const box = (await link.boundingBox())!;

  await page.mouse.move(box.x + 5, box.y + box.height / 2);
  await page.mouse.down();
  const arrived = page.waitForResponse(/\/assets\/board-dnd-[\w-]+\.js$/);
  drags.release();
  await arrived;
  // The board waits for the press to end before it draws the cards anew: the press is still on the same link.
  await expect(staticHandles(page).first()).toBeAttached();
  await page.mouse.up();
  await expect(page).toHaveURL(new RegExp(`/repairs/${id}$`));
});
