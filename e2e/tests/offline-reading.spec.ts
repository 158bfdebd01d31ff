// docs/product.md §30.2 on a tablet: the device keeps the account's board and the repairs opened, and starts without a
// connection from the service worker's cache (decision 076) on them, the connection banner saying from when; signing out
// forgets them, and a start without a connection after that shows nothing of the workshop. The service worker runs here
// (the other journeys block it, playwright.config.ts): a start without a connection needs it.
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies } from '../support/journeys.ts';
import {
  callAs,
  deviceStore,
  keptGroups,
  LANGUAGES,
  openWorkshopWithRepair,
  PACK,
  startFromTheWorker,
  TABLET,
  TEXTS,
} from '../support/offline.ts';

test.use({ serviceWorkers: 'allow', viewport: TABLET });

test.beforeEach(async ({ page }) => acceptCookies(page));

/** How `instants` show on the workshop's clock (the account's zone), as the connection banner writes a time. */
async function onTheWorkshopClock(page: Page, instants: number[]): Promise<string[]> {
  const { workshop } = await callAs<{ workshop: { timeZone: string } }>(page, 'accountGet', {});
  const format = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: workshop.timeZone });
  return instants.map((instant) => format.format(instant));
}

for (const language of LANGUAGES) {
  const texts = TEXTS[language];

  test(`${language}: the board and a repair page opened before are shown from the device without a connection`, async ({
    page,
    context,
  }) => {
    const customer = `Lectura${language.toUpperCase()} Sin Red`;
    const shop = await openWorkshopWithRepair(page, 'Ciclos Sin Red', customer, language);
    // The repair's page, opened while the connection is there: the device keeps what it read.
    await page.getByRole('region', { name: texts.board }).getByRole('link', { name: customer }).click();
    await expect(page.getByRole('heading', { name: texts.titleOf(customer), level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: texts.sheetOf(PACK.title) })).toBeVisible();
    await startFromTheWorker(page);
    await expect.poll(() => keptGroups(page, shop.account)).toEqual(expect.arrayContaining(['board', `repair:${shop.repairId}`]));

    // The Wi-Fi goes: the app starts again, from the worker's cache, on what the device kept.
    const keptTimes = await onTheWorkshopClock(
      page,
      (await deviceStore(page)).queries.filter((answer) => answer.account === shop.account).map((answer) => answer.savedAt),
    );
    await context.setOffline(true);
    const document = await page.goto('/repairs');
    expect(document?.fromServiceWorker()).toBe(true);
    const banner = page.getByRole('status').filter({ hasText: texts.offlineShowing });
    await expect(banner).toBeVisible();
    const board = page.getByRole('region', { name: texts.board });
    await expect(board.getByTestId('column-notReviewed').getByRole('link', { name: customer })).toBeVisible();
    await expect(board.getByRole('heading', { name: texts.notReviewed, level: 2 })).toBeVisible();
    // From when: the time the server gave the data kept, on the workshop's clock.
    const shownTime = texts.offlineShowing.exec((await banner.textContent()) ?? '')?.[1];
    expect(keptTimes).toContain(shownTime);

    await board.getByRole('link', { name: customer }).click();
    await expect(page.getByRole('heading', { name: texts.titleOf(customer), level: 1 })).toBeVisible();
    await expect(page.getByRole('group', { name: texts.flags }).getByText(texts.notReviewed)).toBeVisible();
    const sheet = page.getByRole('group', { name: texts.sheetOf(PACK.title) });
    for (const item of PACK.checklist) await expect(sheet.getByRole('checkbox', { name: item })).not.toBeChecked();
    await expect(page.getByRole('textbox', { name: texts.technicalNotes })).toHaveValue('Revisar el cambio trasero');
    await expect(banner).toBeVisible();

    // The connection is back: the banner says so, and the page is the server's again.
    await context.setOffline(false);
    await expect(page.getByRole('status').filter({ hasText: texts.restored })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: texts.titleOf(customer), level: 1 })).toBeVisible();
  });
}

for (const language of LANGUAGES) {
  const texts = TEXTS[language];

  test(`${language}: signing out forgets the account's kept data and queue, and a start without a connection then shows none of it`, async ({
    page,
    context,
  }) => {
    const customer = `Salida${language.toUpperCase()} Sin Red`;
    const shop = await openWorkshopWithRepair(page, 'Ciclos Salida', customer, language);
    await page.getByRole('region', { name: texts.board }).getByRole('link', { name: customer }).click();
    const sheet = page.getByRole('group', { name: texts.sheetOf(PACK.title) });
    await expect(sheet).toBeVisible();
    await startFromTheWorker(page);
    await expect.poll(() => keptGroups(page, shop.account)).toEqual(expect.arrayContaining(['board', `repair:${shop.repairId}`]));

    // A tick made without a connection, for a repair deleted at the workshop meanwhile: the server refuses it for good,
    // and it stays in the device's queue, with its reason, until someone lets it go.
    await context.setOffline(true);
    // The box is drawn from the repair with the device's changes on top: it shows the tick once the change is kept.
    await sheet.getByRole('checkbox', { name: PACK.checklist[0] }).click();
    await expect(sheet.getByRole('checkbox', { name: PACK.checklist[0] })).toBeChecked();
    await expect(page.getByRole('button', { name: texts.outboxWaiting(1) })).toBeVisible();
    await callAs(page, 'repairsDelete', { id: shop.repairId });
    await context.setOffline(false);
    await expect(page.getByRole('button', { name: texts.outboxFailed })).toBeVisible({ timeout: 15_000 });
    expect((await deviceStore(page)).outbox.filter((change) => change.account === shop.account)).toEqual([
      expect.objectContaining({ fn: 'repairsUpdate', state: 'failed' }),
    ]);

    await page.getByRole('button', { name: texts.userMenu }).click();
    await page.getByRole('menuitem', { name: texts.signOut }).click();
    // The change would be lost with the rest: asked first.
    const question = page.getByRole('dialog', { name: texts.unsentTitle });
    await expect(question).toContainText(texts.unsentOne);
    await question.getByRole('button', { name: texts.discardAndLeave }).click();
    await expect(page.getByRole('button', { name: texts.signIn })).toBeVisible();
    // Nothing of the account is left on the device: not its answers, not its queue, not the account to start on.
    await expect
      .poll(async () => {
        const store = await deviceStore(page);
        return [...store.queries, ...store.outbox].filter((record) => record.account === shop.account);
      })
      .toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('rueda.device.account'))).toBeNull();

    // Without a connection the app's page still comes from the worker, but it has no account to start on.
    await context.setOffline(true);
    const document = await page.goto('/repairs');
    expect(document?.fromServiceWorker()).toBe(true);
    await expect(page.getByText(texts.bootUnreachable)).toBeVisible();
    await expect(page.getByText(customer)).toHaveCount(0);
    await expect(page.getByRole('region', { name: texts.board })).toHaveCount(0);
    await context.setOffline(false);
  });
}
