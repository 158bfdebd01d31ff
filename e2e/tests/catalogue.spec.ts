// The catalogue's journeys (docs/product.md §3) in Chromium: a new workshop starts with the starter
// catalogue and prices its first repair from it; a manager orders the maintenances by dragging and
// the repair page follows that order; a mechanic reads the catalogue and the server refuses their
// writes (docs/roles.md).
import type { WorkshopRole } from '@rueda/domain';
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { addToWorkshop } from '../support/database.ts';
import { acceptCookies, fillRegistration, uniqueEmail } from '../support/journeys.ts';

test.beforeEach(async ({ page }) => acceptCookies(page));

/** A new account through onboarding with the defaults, the starter catalogue ticked among them; answers the owner's email. */
async function newWorkshop(page: Page, name: string): Promise<string> {
  const email = uniqueEmail('catalogue');
  await fillRegistration(page, email);
  await expect(page).toHaveURL('/account/onboarding');
  await page.getByRole('textbox', { name: 'Nombre del taller' }).fill(name);
  for (const step of ['Paso 2 de 4: Moneda', 'Paso 3 de 4: Mecánicos', 'Paso 4 de 4: Resumen']) {
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }
  await expect(page.getByRole('checkbox', { name: 'Empezar con el catálogo de un taller típico' })).toBeChecked();
  await page.getByRole('button', { name: 'Empezar prueba gratuita' }).click();
  await expect(page).toHaveURL('/repairs');
  return email;
}

/**
 * Someone else in the owner's workshop, in a browser of their own: they register, the owner's team
 * gives them a role (through the database, past the invitation of docs/product.md §17.1), and their
 * next page load carries it.
 */
async function memberOf(browser: Browser, ownerEmail: string, role: WorkshopRole): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await acceptCookies(page);
  const email = uniqueEmail(role);
  await fillRegistration(page, email);
  await expect(page).toHaveURL('/account/onboarding');
  await addToWorkshop(email, ownerEmail, role);
  return page;
}

/** The items a list shows, in order, by their accessible names. */
function titlesIn(list: Locator): Promise<string[]> {
  return list.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));
}

/** The fast intake's services picker opened: the titles it offers, in order (each option reads "title · price"). */
async function offeredServices(page: Page): Promise<string[]> {
  await page.goto('/repairs');
  // A new workshop's empty board, once loaded, offers a second "Nueva reparación" of its own: the header's is first.
  await page
    .getByRole('button', { name: /Nueva reparación/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Nueva reparación' });
  await dialog.getByRole('combobox', { name: 'Servicios' }).click();
  const options = dialog.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  return (await options.allTextContents()).map((option) => option.split(' · ')[0]!);
}

test('a new workshop with the starter catalogue prices its first repair from it', async ({ page }) => {
  await newWorkshop(page, 'Bicis del Valle');
  // A new workshop's empty board, once loaded, offers a second "Nueva reparación" of its own: the header's is first.
  await page
    .getByRole('button', { name: /Nueva reparación/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Nueva reparación' });
  await dialog.getByRole('textbox', { name: 'Nombre' }).fill('Julia');
  await dialog.getByRole('textbox', { name: 'Teléfono' }).fill('600 555 111');
  await dialog.getByRole('combobox', { name: 'Servicios' }).fill('Puesta a punto');
  await page.getByRole('option', { name: /Puesta a punto básica/ }).click();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: /Crear reparación/ }).click();
  await expect(page).toHaveURL(/\/repairs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('textbox', { name: 'Precio de Puesta a punto básica' })).toHaveValue('45,00 €');
  // The starter catalogue's basic tune-up: 45,00 € in a workshop that pays in euros.
  await expect(page.getByTestId('repair-total')).toHaveText('45,00 €');
});

test('a manager reorders maintenances by dragging and the repair page offers them in that order', async ({ page, browser }) => {
  const owner = await newWorkshop(page, 'Bicis del Encargado');
  const manager = await memberOf(browser, owner, 'manager');
  await manager.goto('/services');
  await expect(manager.getByText('El catálogo de tu taller: lo que ofrece la página de reparación, en este orden')).toBeVisible();
  await manager.getByRole('tab', { name: /^Mantenimientos/ }).click();
  const brakes = manager.getByRole('region', { name: 'Frenos' });
  const starterOrder = [
    'Ajuste de frenos',
    'Cambio de pastillas de freno (por rueda)',
    'Purgado de freno hidráulico (por freno)',
    'Cambio de cable y funda de freno',
  ];
  await expect.poll(() => titlesIn(brakes)).toEqual(starterOrder);

  // A real pointer drag: press on the bleed's handle, pass the sensor's 6 px threshold, carry it
  // above the first brake job in small steps (dnd-kit follows pointermove), and let go.
  const handle = (await brakes.getByRole('button', { name: 'Mover Purgado de freno hidráulico (por freno)' }).boundingBox())!;
  const first = (await brakes.getByRole('listitem', { name: 'Ajuste de frenos' }).boundingBox())!;
  const saved = manager.waitForResponse((response) => response.url().endsWith('/api/functions/servicesReorder'));
  const x = handle.x + handle.width / 2;
  await manager.mouse.move(x, handle.y + handle.height / 2);
  await manager.mouse.down();
  await manager.mouse.move(x, handle.y + handle.height / 2 - 10, { steps: 3 });
  await manager.mouse.move(x, first.y + first.height / 4, { steps: 15 });
  await manager.mouse.up();
  expect((await saved).status()).toBe(200);
  const newOrder = [
    'Purgado de freno hidráulico (por freno)',
    'Ajuste de frenos',
    'Cambio de pastillas de freno (por rueda)',
    'Cambio de cable y funda de freno',
  ];
  await expect.poll(() => titlesIn(brakes)).toEqual(newOrder);

  await manager.reload();
  await expect(manager.getByRole('tab', { name: /^Mantenimientos/ })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => titlesIn(brakes)).toEqual(newOrder);
  const maintenances = await titlesIn(manager.getByRole('tabpanel', { name: /^Mantenimientos/ }));
  expect(maintenances.slice(0, 4)).toEqual(newOrder);

  // The repair page's picker offers every maintenance in the services screen's order, the bleed first.
  const offered = await offeredServices(manager);
  expect(offered.filter((title) => maintenances.includes(title))).toEqual(maintenances);
  await manager.context().close();
});

test('a mechanic reads the catalogue and cannot change it, not even by calling the server', async ({ page, browser }) => {
  const owner = await newWorkshop(page, 'Bicis del Mecánico');
  const mechanic = await memberOf(browser, owner, 'mechanic');
  await mechanic.goto('/services');
  await expect(mechanic.getByText('Tu rol puede consultar el catálogo, pero no cambiarlo')).toBeVisible();
  await expect(mechanic.getByRole('listitem', { name: 'Puesta a punto básica' })).toBeVisible();
  await mechanic.getByRole('tab', { name: /^Mantenimientos/ }).click();
  await expect(mechanic.getByRole('listitem', { name: 'Ajuste de frenos' })).toBeVisible();
  // Nothing to create, edit, archive or drag, and no hint about dragging.
  await expect(mechanic.getByRole('button', { name: /^Nuev[oa] / })).toHaveCount(0);
  await expect(mechanic.getByRole('button', { name: /^(Editar|Archivar|Mover) / })).toHaveCount(0);
  await expect(mechanic.getByText(/Arrastra un servicio por su asa/)).toHaveCount(0);

  // The page's own session, the app's protocol (lib/call.ts): the server is the one that says no.
  const answers = await mechanic.evaluate(async () => {
    const { token } = (await (await fetch('/api/auth/token')).json()) as { token: string };
    const callFunction = async (name: string, data: unknown) => {
      const response = await fetch(`/api/functions/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ data }),
      });
      return { status: response.status, body: (await response.json()) as { result?: unknown; error?: { status: string } } };
    };
    type Listed = { maintenances: { id: string; title: string; price: number; lastUpdate: string }[] };
    const before = ((await callFunction('servicesList', null)).body.result as Listed).maintenances[0]!;
    const update = await callFunction('servicesUpdate', {
      kind: 'maintenances',
      id: before.id,
      expectedLastUpdate: before.lastUpdate,
      changes: { price: before.price + 100 },
    });
    const create = await callFunction('servicesCreate', { kind: 'stockItems', service: { title: 'Cámara de contrabando', price: 100 } });
    const after = (await callFunction('servicesList', null)).body.result as Listed & { stockItems: { title: string }[] };
    return {
      update: { status: update.status, code: update.body.error?.status },
      create: { status: create.status, code: create.body.error?.status },
      isPriceKept: after.maintenances.find((item) => item.id === before.id)?.price === before.price,
      isNothingCreated: !after.stockItems.some((item) => item.title === 'Cámara de contrabando'),
    };
  });
  expect(answers).toEqual({
    update: { status: 403, code: 'PERMISSION_DENIED' },
    create: { status: 403, code: 'PERMISSION_DENIED' },
    isPriceKept: true,
    isNothingCreated: true,
  });
  await mechanic.context().close();
});

test('the stock exported to a spreadsheet and imported back changes nothing; an edited file changes what was edited', async ({ page }) => {
  await newWorkshop(page, 'Bicis de la Hoja');
  await page.goto('/services?kind=stockItems');
  await page.getByRole('button', { name: 'Hoja de cálculo: Stock' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Exportar a CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^rueda-stock-\d{4}-\d{2}-\d{2}\.csv$/);
  const exported = (await readFile(await download.path())).toString('utf8');
  // What a Spanish spreadsheet opens as it is: a byte-order mark, ";" and decimal commas.
  expect(exported.startsWith('\uFEFFID;Título;Referencia;Precio;Coste;Cantidad;Cantidad mínima\r\n')).toBe(true);
  const lines = exported.trimEnd().split('\r\n');
  const importFile = (name: string, text: string) =>
    page.getByTestId('catalogue-import-file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

  // Round trip: every row is recognised as unchanged, and there is nothing to import.
  await importFile('stock.csv', exported);
  const roundTrip = page.getByRole('dialog', { name: 'Importar Stock' });
  await expect(roundTrip.getByText(`${lines.length - 1} sin cambios`)).toBeVisible();
  await expect(roundTrip.getByText('0 nuevos')).toBeVisible();
  await expect(roundTrip.getByText('0 con cambios')).toBeVisible();
  await expect(roundTrip.getByRole('button', { name: 'Importar' })).toBeDisabled();
  await roundTrip.getByRole('button', { name: 'Cancelar' }).click();

  // The first item's price edited, one item added, one row with a price that is not an amount.
  const [heading, first, ...rest] = lines;
  const cells = first!.split(';');
  const title = cells[1]!;
  cells[3] = '99,95';
  const edited = [
    heading,
    cells.join(';'),
    ...rest,
    ';Cinta de manillar corcho;CIN-CORK;18,50;9;3;1',
    ';Tija telescópica;TIJ-1;caro;0;0;0',
  ];
  await importFile('stock editado.csv', `\uFEFF${edited.join('\r\n')}`);
  const preview = page.getByRole('dialog', { name: 'Importar Stock' });
  await expect(preview.getByText('1 nuevo', { exact: true })).toBeVisible();
  await expect(preview.getByText('1 con cambios')).toBeVisible();
  await expect(preview.getByRole('row', { name: `${edited.length} Precio no es un importe (por ejemplo 25,50)` })).toBeVisible();
  await preview.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByText('Importación hecha · nuevos: 1 · con cambios: 1')).toBeVisible();
  await expect(page.getByRole('listitem', { name: title })).toContainText('99,95 €');
  await expect(page.getByRole('listitem', { name: 'Cinta de manillar corcho' })).toContainText('18,50 €');
  await expect(page.getByRole('listitem', { name: 'Tija telescópica' })).toHaveCount(0);
});
