// docs/product.md §30.3–§30.5 on a tablet: the Wi-Fi drops while the app is open; a status, a checklist tick and a new
// intake with a photo taken in it are kept on the device and shown as made, reach the server in order once the connection is back, and another
// member sees them in a browser of their own; an answer lost on the way makes the device send a change again, and the
// server applies it once (§30.1). The service worker runs (the other journeys block it, playwright.config.ts), installed
// and serving the page before the Wi-Fi drops, as on the workshop's tablet: what the page loads meanwhile comes from it.
// It leaves the calls to the functions to the network, within page.route()'s reach.
import { expect, test, type Page } from '@playwright/test';
import { sql } from '../support/database.ts';
import { PNG } from '../support/images.ts';
import { acceptCookies } from '../support/journeys.ts';
import {
  LANGUAGES,
  memberOf,
  openWorkshopWithRepair,
  PACK,
  startFromTheWorker,
  TABLET_UPRIGHT,
  TEXTS,
  type Language,
} from '../support/offline.ts';

test.use({ viewport: TABLET_UPRIGHT, serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => acceptCookies(page));

/** The entries of the repair's status history with `status`, as the database holds the repair. */
async function historyEntries(repairId: string, status: string): Promise<number> {
  const [row] = await sql<{ count: number }>(
    `select count(*)::int as count
       from repairs, jsonb_array_elements(doc -> 'state' -> 'status') entry
      where id = $1 and entry ->> 'status' = $2`,
    [repairId, status],
  );
  return row!.count;
}

/** The changes the server applied for the account, by function (client_changes, docs/product.md §30.1). */
async function appliedChanges(email: string): Promise<{ function_name: string; change_id: string }[]> {
  return sql(
    `select function_name, change_id from client_changes join "user" on "user".id = client_changes.user_id
      where "user".email = $1 order by client_changes.created_at`,
    [email],
  );
}

/** The photos of the workshop's repair whose customer is `name`. */
async function photosOfCustomersRepair(name: string): Promise<number> {
  const [row] = await sql<{ count: number }>(
    `select count(*)::int as count from photos join repairs on repairs.id = photos.repair_id
      where repairs.doc -> 'customer' ->> 'name' = $1`,
    [name],
  );
  return row!.count;
}

/** A status added on the repair page, as the page's status section adds one. */
async function addStatus(page: Page, language: Language, status: string, observations = ''): Promise<void> {
  const texts = TEXTS[language];
  const section = page.getByRole('region', { name: texts.statusRegion });
  await section.getByRole('combobox', { name: texts.newStatus }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  if (observations) await section.getByRole('textbox', { name: texts.observations }).fill(observations);
  await section.getByRole('button', { name: texts.addStatus }).click();
}

for (const language of LANGUAGES) {
  const texts = TEXTS[language];

  test(`${language}: a status, a tick and an intake with a photo made without a connection are sent once it is back, and another member sees them`, async ({
    page,
    context,
    browser,
  }) => {
    // Two browsers on a shared machine: 25-45 s here.
    test.setTimeout(120_000);
    const customer = `Cola${language.toUpperCase()} Taller`;
    const newcomer = `Nueva${language.toUpperCase()} Clienta`;
    const shop = await openWorkshopWithRepair(page, 'Ciclos Cola', customer, language);
    await startFromTheWorker(page);
    const other = await memberOf(browser, shop.email, 'mechanic', language);
    await expect(other.getByTestId('column-notReviewed').getByRole('link', { name: customer })).toBeVisible();
    await page.getByRole('region', { name: texts.board }).getByRole('link', { name: customer }).click();
    const sheet = page.getByRole('group', { name: texts.sheetOf(PACK.title) });
    await expect(sheet).toBeVisible();

    // The Wi-Fi drops. What is done meanwhile is kept on the device and shown as made.
    await context.setOffline(true);
    await addStatus(page, language, texts.inProgress);
    await expect(page.getByText(texts.statusOnDevice(texts.inProgress))).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: texts.offlineShowing })).toBeVisible();
    await expect(page.getByRole('group', { name: texts.flags }).getByText(texts.inProgress)).toBeVisible();
    // The box is drawn from the repair with the device's changes on top: ticked once the change is kept.
    await sheet.getByRole('checkbox', { name: PACK.checklist[0] }).click();
    await expect(sheet.getByRole('checkbox', { name: PACK.checklist[0] })).toBeChecked();
    await expect(page.getByRole('button', { name: texts.outboxWaiting(2) })).toBeVisible();

    // Back on the board, the repair sits in its new column, and a new customer's bike comes in.
    await page.getByRole('link', { name: texts.home }).click();
    const board = page.getByRole('region', { name: texts.board });
    await expect(board.getByTestId('column-inProgress').getByRole('link', { name: customer })).toBeVisible();
    await page.getByRole('button', { name: texts.newRepair }).first().click();
    const intake = page.getByRole('dialog', { name: texts.intakeTitle });
    await intake.getByRole('textbox', { name: texts.intakeName }).fill(newcomer);
    await intake.getByLabel(texts.intakePhotos).setInputFiles({ name: 'cuadro.png', mimeType: 'image/png', buffer: PNG });
    await intake.getByRole('textbox', { name: texts.intakeName }).focus();
    await page.keyboard.press('Control+Enter');
    await expect(page.getByText(texts.intakeOnDevice)).toBeVisible();
    await expect(intake).toBeHidden();
    // Not on the board until the server has made it, it is listed above it meanwhile.
    const intakesOnBoard = page.getByRole('status').filter({ hasText: texts.intakesOnBoard });
    await expect(intakesOnBoard).toContainText(`${newcomer} · ${texts.onePhoto}`);
    await expect(page.getByRole('button', { name: texts.outboxWaiting(3) })).toBeVisible();

    // Nothing has reached the server: the other member's board is as it was.
    await other.reload();
    await expect(other.getByTestId('column-notReviewed').getByRole('link', { name: customer })).toBeVisible();
    await expect(other.getByRole('link', { name: newcomer })).toHaveCount(0);
    expect(await appliedChanges(shop.email)).toEqual([]);

    // The connection is back: the queue is sent, in the order the changes were made, each applied once; the intake's
    // photo goes to the repair the server made for it.
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: texts.outboxOnline })).toBeVisible({ timeout: 30_000 });
    expect((await appliedChanges(shop.email)).map((change) => change.function_name)).toEqual([
      'repairsUpdateStatus',
      'repairsUpdate',
      'repairsCreate',
      'repairPhotosAdd',
    ]);
    expect(await photosOfCustomersRepair(newcomer)).toBe(1);
    expect(await historyEntries(shop.repairId, 'inProgress')).toBe(1);
    await expect(board.getByTestId('column-notReviewed').getByRole('link', { name: newcomer })).toBeVisible();
    await expect(intakesOnBoard).toHaveCount(0);

    // The other member sees all three.
    await other.reload();
    await expect(other.getByTestId('column-inProgress').getByRole('link', { name: customer })).toBeVisible();
    await expect(other.getByTestId('column-notReviewed').getByRole('link', { name: newcomer })).toBeVisible();
    await other.getByRole('link', { name: customer }).click();
    await expect(other.getByRole('group', { name: texts.flags }).getByText(texts.inProgress)).toBeVisible();
    const otherSheet = other.getByRole('group', { name: texts.sheetOf(PACK.title) });
    await expect(otherSheet.getByRole('checkbox', { name: PACK.checklist[0] })).toBeChecked();
    await expect(otherSheet.getByRole('checkbox', { name: PACK.checklist[1] })).not.toBeChecked();
    await other.context().close();
  });
}

for (const language of LANGUAGES) {
  const texts = TEXTS[language];

  test(`${language}: changes made stale at the workshop meanwhile wait for a decision, item by item, and are applied as decided`, async ({
    page,
    context,
    browser,
  }) => {
    // Two browsers on a shared machine: 25-45 s here.
    test.setTimeout(120_000);
    const customer = `Conflicto${language.toUpperCase()} Taller`;
    const shop = await openWorkshopWithRepair(page, 'Ciclos Conflicto', customer, language);
    await startFromTheWorker(page);
    const other = await memberOf(browser, shop.email, 'mechanic', language);
    await page.getByRole('region', { name: texts.board }).getByRole('link', { name: customer }).click();
    const sheet = page.getByRole('group', { name: texts.sheetOf(PACK.title) });
    await expect(sheet).toBeVisible();

    // Without a connection, the tablet finishes the repair and ticks the brakes.
    await context.setOffline(true);
    await addStatus(page, language, texts.finished);
    await expect(page.getByText(texts.statusOnDevice(texts.finished))).toBeVisible();
    await sheet.getByRole('checkbox', { name: PACK.checklist[0] }).click();
    await expect(sheet.getByRole('checkbox', { name: PACK.checklist[0] })).toBeChecked();
    await expect(page.getByRole('button', { name: texts.outboxWaiting(2) })).toBeVisible();

    // Meanwhile, at the counter, the repair is paused for a part and its chain is ticked.
    await other.goto(`/repairs/${shop.repairId}`);
    await addStatus(other, language, texts.paused, 'Falta una pieza');
    await expect(other.getByRole('group', { name: texts.flags }).getByText(texts.paused)).toBeVisible();
    const otherSheet = other.getByRole('group', { name: texts.sheetOf(PACK.title) });
    await otherSheet.getByRole('checkbox', { name: PACK.checklist[1] }).click();
    await expect(otherSheet.getByRole('checkbox', { name: PACK.checklist[1] })).toBeChecked();

    // Back online, the status is refused as stale and waits for a decision; the tick waits behind it.
    await context.setOffline(false);
    const indicator = page.getByRole('button', { name: texts.outboxDecision });
    await indicator.click({ timeout: 30_000 });
    const queue = page.getByRole('dialog', { name: texts.queueTitle });
    const statusChange = queue.getByRole('listitem', { name: texts.statusChange(texts.finished) });
    await expect(statusChange).toContainText(texts.needsDecision);
    await expect(statusChange).toContainText(texts.staleProblem);
    await expect(queue.getByRole('listitem', { name: texts.sheetChange })).toBeVisible();
    await statusChange.getByRole('button', { name: texts.decide }).click();

    // The status: the workshop's stays (the part is missing).
    const decision = page.getByRole('dialog', { name: texts.conflictTitle });
    const status = decision.getByRole('radiogroup', { name: texts.statusField });
    await expect(status.getByRole('radio', { name: texts.keepMine })).toBeChecked();
    await expect(status).toContainText(texts.finished);
    await expect(status).toContainText(`${texts.paused} — Falta una pieza`);
    await status.getByRole('radio', { name: texts.keepTheirs }).check();
    await decision.getByRole('button', { name: texts.apply }).click();
    await expect(decision).toBeHidden();

    // Let go, it lets the tick through, which is refused as stale in its turn: only the brakes, which the tablet ticked,
    // are asked about; the chain, ticked at the counter, stays as the workshop has it.
    const sheetChange = queue.getByRole('listitem', { name: texts.sheetChange });
    await expect(sheetChange).toContainText(texts.needsDecision, { timeout: 15_000 });
    await expect(queue.getByRole('listitem', { name: texts.statusChange(texts.finished) })).toHaveCount(0);
    await sheetChange.getByRole('button', { name: texts.decide }).click();
    const brakes = decision.getByRole('radiogroup', { name: PACK.checklist[0] });
    await expect(brakes.getByRole('radio', { name: texts.keepMine })).toBeChecked();
    await expect(brakes.getByRole('radio', { name: texts.keepMine })).toHaveAccessibleDescription(texts.done);
    await expect(decision.getByRole('radiogroup', { name: PACK.checklist[1] })).toHaveCount(0);
    await decision.getByRole('button', { name: texts.apply }).click();
    await expect(queue.getByText(texts.nothingQueued)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: texts.outboxOnline })).toBeVisible();

    // As decided, for everyone: paused, never finished; both ticks.
    expect(await historyEntries(shop.repairId, 'finished')).toBe(0);
    expect(await historyEntries(shop.repairId, 'paused')).toBe(1);
    await other.reload();
    await expect(other.getByRole('group', { name: texts.flags }).getByText(texts.paused)).toBeVisible();
    for (const item of PACK.checklist) await expect(otherSheet.getByRole('checkbox', { name: item })).toBeChecked();
    await other.context().close();
  });
}

for (const language of LANGUAGES) {
  const texts = TEXTS[language];

  test(`${language}: a change whose answer was lost is sent again, and the server applies it once`, async ({ page, context }) => {
    const customer = `Reenvío${language.toUpperCase()} Taller`;
    const shop = await openWorkshopWithRepair(page, 'Ciclos Reenvío', customer, language);
    await startFromTheWorker(page);
    await page.getByRole('region', { name: texts.board }).getByRole('link', { name: customer }).click();
    await expect(page.getByRole('heading', { name: texts.titleOf(customer), level: 1 })).toBeVisible();

    await context.setOffline(true);
    await addStatus(page, language, texts.finished);
    await expect(page.getByText(texts.statusOnDevice(texts.finished))).toBeVisible();

    // The first send reaches the server, which applies it, but its answer never comes back: the device cannot tell it
    // from a send that was lost, keeps the change, and sends it again.
    const sentIds: string[] = [];
    await page.route('**/api/functions/repairsUpdateStatus', async (route) => {
      sentIds.push((route.request().postDataJSON() as { data: { changeId: string } }).data.changeId);
      if (sentIds.length > 1) return route.fallback();
      await route.fetch();
      await route.abort('failed');
    });
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: texts.outboxOnline })).toBeVisible({ timeout: 30_000 });

    expect(sentIds).toHaveLength(2);
    expect(sentIds[1]).toBe(sentIds[0]);
    expect(await historyEntries(shop.repairId, 'finished')).toBe(1);
    expect(await appliedChanges(shop.email)).toEqual([{ function_name: 'repairsUpdateStatus', change_id: sentIds[0] }]);
    await expect(page.getByRole('group', { name: texts.flags }).getByText(texts.finished)).toBeVisible();
  });
}
