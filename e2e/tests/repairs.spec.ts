// The repairs journeys (docs/product.md §2) in Chromium against the demo workshop: the board with its counts and
// search, the fast intake with the keyboard alone, status and payment on the repair page, two people
// saving the same repair, a card dragged (and one carried with the keyboard) to another status, the printed work order and the page of
// an older repair.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { acceptCookies, signInAsDemo, typeEachThenTab } from '../support/journeys.ts';
const CONFLICT = 'Otra persona ha cambiado esta reparación; se ha cargado la versión actual';

test.beforeEach(async ({ page }) => acceptCookies(page));

const signIn = (page: Page) => signInAsDemo(page);

/** A second person: a context of its own, signed in as the demo workshop. */
async function secondPerson(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await acceptCookies(page);
  await signIn(page);
  return page;
}

function column(page: Page, status: string) {
  return page.getByTestId(`column-${status}`);
}

/** A new repair through the fast intake, with the keyboard alone; answers its page's URL. */
async function createWithKeyboard(page: Page, name: string): Promise<string> {
  // The shortcut belongs to the board: wait until it is there.
  await expect(page.locator('[data-repair-card]').first()).toBeVisible();
  const started = Date.now();
  await page.keyboard.press('n');
  const dialog = page.getByRole('dialog', { name: 'Nueva reparación' });
  await expect(dialog.getByRole('textbox', { name: /Buscar cliente/ })).toBeFocused();
  // The new customer's fields are drawn with the dialog: Tab waits until they are there to move to.
  await expect(dialog.getByRole('textbox', { name: 'Nombre' })).toBeEditable();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Nombre' })).toBeFocused();
  // Name, surname, phone, then the new bike's make, model and colour; its type keeps its default.
  await typeEachThenTab(page, [name, 'Teclado', '600 123 456', 'Orbea', 'Orca M30', 'negro']);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('combobox', { name: 'Servicios' })).toBeFocused();
  await page.keyboard.type('punto');
  await expect(page.getByRole('option', { name: /Puesta a punto básica/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Notas técnicas' })).toBeFocused();
  await page.keyboard.type('Cambio de pastillas');
  await page.keyboard.press('Control+Enter');
  await expect(page).toHaveURL(/\/repairs\/[0-9a-f-]{36}$/);
  expect(Date.now() - started).toBeLessThan(30_000);
  return new URL(page.url()).pathname;
}

test('the board shows a column per status with the counts, and the search narrows it', async ({ page }) => {
  await signIn(page);
  const board = page.getByRole('region', { name: 'Tablero de reparaciones por estado' });
  await expect(board).toBeVisible();
  for (const title of [
    'Sin revisar',
    'Aplazada',
    'Gestionando',
    'Confirmada',
    'En taller',
    'En curso',
    'En pausa',
    'Terminada',
    'Entregada',
  ]) {
    await expect(board.getByRole('heading', { name: title, level: 2 })).toBeAttached();
  }
  // The status filters carry the counts (all filters but the status).
  await expect(page.getByText(/^En curso · \d+$/)).toBeVisible();
  const cards = page.locator('[data-repair-card]');
  await expect(cards.first()).toBeVisible();

  await page
    .locator('label')
    .filter({ hasText: /^Todo$/ })
    .click();
  await expect(page).toHaveURL(/timeframe=all/);
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('Vidal');
  await expect(page.getByRole('link', { name: 'Rosa Vidal' })).toBeVisible();
  await expect(page).toHaveURL(/q=Vidal/);
  const names = await page.locator('[data-repair-card] a[href^="/repairs/"]').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  for (const name of names) expect(name).toContain('Vidal');
});

test('a new customer’s repair with the keyboard alone, then its status and payment', async ({ page }) => {
  await signIn(page);
  await expect(page.locator('[data-repair-card]').first()).toBeVisible();
  const name = `Teresa${Date.now() % 100000}`;
  await createWithKeyboard(page, name);
  await expect(page.getByRole('heading', { name: `Reparación de ${name} Teclado`, level: 1 })).toBeVisible();
  await expect(page.getByText(`Reparación de ${name} Teclado creada`)).toBeVisible();
  await expect(page.getByTestId('repair-total')).toHaveText(/^[1-9]\d*,\d{2}\s€$/);
  await expect(page.getByRole('textbox', { name: 'Notas técnicas' })).toHaveValue('Cambio de pastillas');

  const status = page.getByRole('region', { name: 'Estado' });
  await status.getByRole('combobox', { name: 'Nuevo estado' }).click();
  await page.getByRole('option', { name: 'En curso' }).click();
  await status.getByRole('textbox', { name: 'Observaciones' }).fill('Empezamos hoy');
  await status.getByRole('button', { name: 'Añadir estado' }).click();
  await expect(status.getByText('Empezamos hoy')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Estado, pago y aviso' }).getByText('En curso')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Estado, pago y aviso' }).getByText('Avisado')).toBeVisible();

  const payment = page.getByRole('region', { name: 'Pago' });
  await payment.getByRole('combobox', { name: 'Pago' }).click();
  await page.getByRole('option', { name: 'Pagada' }).click();
  await expect(page.getByRole('group', { name: 'Estado, pago y aviso' }).getByText('Pagada')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('group', { name: 'Estado, pago y aviso' }).getByText('En curso')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Estado, pago y aviso' }).getByText('Pagada')).toBeVisible();
});

test('two people save the same repair: the second is told and sees the current version', async ({ page, browser }) => {
  await signIn(page);
  const path = await createWithKeyboard(page, `Conflicto${Date.now() % 100000}`);
  const other = await secondPerson(browser);
  await other.goto(path);

  const notes = page.getByRole('textbox', { name: 'Notas técnicas' });
  const otherNotes = other.getByRole('textbox', { name: 'Notas técnicas' });
  await expect(otherNotes).toHaveValue('Cambio de pastillas');

  await otherNotes.fill('Versión de la otra persona');
  await other.getByRole('button', { name: 'Guardar cambios' }).first().click();
  await expect(other.getByText('Cambios guardados')).toBeVisible();

  await notes.fill('Mi versión');
  await page.getByRole('button', { name: 'Guardar cambios' }).first().click();
  await expect(page.getByRole('alert').filter({ hasText: CONFLICT })).toBeVisible();
  await expect(page.getByText('La reparación ha cambiado')).toBeVisible();
  await expect(notes).toHaveValue('Versión de la otra persona');
  await other.context().close();
});

test('a card dragged to another column changes its status, and stays there after a reload, even one before the save was answered', async ({
  page,
}) => {
  await signIn(page);
  const name = `Arrastre${Date.now() % 100000}`;
  await createWithKeyboard(page, name);
  await page.goto('/repairs');
  const card = column(page, 'notReviewed').locator('[data-repair-card]').filter({ hasText: name });
  await expect(card).toBeVisible();
  const id = await card.getAttribute('data-repair-card');
  // The board draws its cards anew once its drags have loaded (decision 071): measured after that, not during it.
  await expect(page.locator('[data-board-handle][aria-describedby^="DndDescribedBy-"]').first()).toBeAttached();

  // The save is held on its way and the page reloaded before its answer: the device kept the change and sends it again
  // with the same change id once the app is back (docs/product.md §30.3).
  const sentIds: string[] = [];
  await page.route('**/api/functions/repairsUpdateStatus', (route) => {
    sentIds.push((route.request().postDataJSON() as { data: { changeId: string } }).data.changeId);
    return sentIds.length > 1 ? route.fallback() : undefined;
  });
  const from = (await card.boundingBox())!;
  const target = (await column(page, 'managing').boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 20, from.y + 30, { steps: 5 });
  await page.mouse.move(target.x + target.width / 2, target.y + 40, { steps: 20 });
  await page.mouse.up();

  await expect(column(page, 'managing').locator(`[data-repair-card="${id}"]`)).toBeVisible();
  await expect.poll(() => sentIds.length).toBe(1);
  const sentAgain = page.waitForResponse((response) => response.url().endsWith('/api/functions/repairsUpdateStatus'));
  await page.reload();
  await expect(column(page, 'managing').locator(`[data-repair-card="${id}"]`)).toBeVisible();
  expect((await sentAgain).ok()).toBe(true);
  expect(sentIds).toEqual([sentIds[0], sentIds[0]]);
  await page.reload();
  await expect(column(page, 'managing').locator(`[data-repair-card="${id}"]`)).toBeVisible();
  await expect(column(page, 'notReviewed').locator(`[data-repair-card="${id}"]`)).toHaveCount(0);
});

test('a card carried with the keyboard to another column changes its status, and stays there after a reload', async ({ page }) => {
  await signIn(page);
  const name = `Teclas${Date.now() % 100000}`;
  await createWithKeyboard(page, name);
  await page.goto('/repairs');
  const handle = column(page, 'notReviewed').getByRole('button', { name: new RegExp(`^Mover la reparación de ${name} Teclado`) });
  const id = await column(page, 'notReviewed').locator('[data-repair-card]').filter({ hasText: name }).getAttribute('data-repair-card');

  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(new RegExp(`^La reparación de ${name} Teclado está en la columna Gestionando`))).toBeAttached();
  // The reload below comes after the save, not before the device has kept it (the card is drawn in its new column at
  // once; a reload mid-send is the drag's journey above).
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/functions/repairsUpdateStatus'));
  await page.keyboard.press('Space');
  await expect(column(page, 'managing').locator(`[data-repair-card="${id}"]`)).toBeVisible();
  // The focus stays on the card, in its new column.
  await expect(column(page, 'managing').getByRole('button', { name: new RegExp(`^Mover la reparación de ${name}`) })).toBeFocused();
  expect((await saved).ok()).toBe(true);

  await page.reload();
  await expect(column(page, 'managing').locator(`[data-repair-card="${id}"]`)).toBeVisible();
  await expect(column(page, 'notReviewed').locator(`[data-repair-card="${id}"]`)).toHaveCount(0);
});

test('the printed work order shows the workshop, the customer, the bike, the services and the total', async ({ page }) => {
  await signIn(page);
  const name = `Imprimir${Date.now() % 100000}`;
  await createWithKeyboard(page, name);
  await expect(page.getByRole('button', { name: 'Imprimir orden de trabajo' })).toBeVisible();
  const total = (await page.getByTestId('repair-total').textContent())!;
  await page.emulateMedia({ media: 'print' });
  const order = page.getByTestId('work-order');
  await expect(order).toBeVisible();
  await expect(order.getByRole('heading', { name: 'Orden de trabajo' })).toBeVisible();
  await expect(order).toContainText('Taller Rueda Demo');
  await expect(order).toContainText(`${name} Teclado`);
  await expect(order).toContainText('Orbea Orca M30');
  await expect(order).toContainText('Puesta a punto básica');
  await expect(order).toContainText(`Total${total}`);
  await expect(order).toContainText('Firma del cliente');
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir orden de trabajo' })).toBeHidden();
  const colours = await order.evaluate((element) => ({
    color: getComputedStyle(element).color,
    background: getComputedStyle(document.body).backgroundColor,
  }));
  expect(colours.color).toBe('rgb(0, 0, 0)');
  expect(colours.background).toBe('rgb(255, 255, 255)');
  await page.emulateMedia({ media: 'screen' });
  await expect(order).toBeHidden();
});

test('an older repair opens on the legacy page, stored beside converted', async ({ page }) => {
  await signIn(page);
  await page.goto('/repairs?timeframe=all');
  await page.getByRole('searchbox', { name: 'Buscar' }).fill('Vidal');
  // Once the typed search has reached the address (and the server): a link clicked while the search is
  // still on its way can lose to it, as the closing note of 2026-11-24 describes.
  await expect(page).toHaveURL(/q=Vidal/);
  const card = page.locator('[data-repair-card]').filter({ hasText: 'Rosa Vidal' });
  await card.getByRole('link', { name: 'versión anterior' }).click();
  await expect(page).toHaveURL(/\/legacy-repairs\//);
  await expect(page.getByRole('heading', { name: 'Reparación anterior', level: 1 })).toBeVisible();
  await expect(page.getByTestId('stored-document')).toContainText('"status": "started"');
  await expect(page.getByText('Versión 1', { exact: true })).toBeVisible();
  const converted = page.getByRole('region', { name: 'Versión convertida' });
  await expect(converted).toContainText('Rosa Vidal');
  await expect(converted).toContainText('En curso');
  await converted.getByRole('link', { name: 'Abrir la reparación' }).click();
  await expect(page.getByRole('heading', { name: 'Reparación de Rosa Vidal', level: 1 })).toBeVisible();
});
