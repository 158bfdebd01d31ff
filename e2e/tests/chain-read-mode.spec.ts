// docs/product.md §32.2 "Read mode" on a tablet: an owner makes a chain of her shop and a second one, whose own admin
// then takes her off its team; she still administers the chain, so the header's switcher lists that shop as read only.
// There she reads its board and its repair, with nothing to create or save, then goes back to her shop and works again.
// In es and pt. Her accounts and shops are made through the API: the demo account stays where it starts.
import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import { sql } from '../support/database.ts';
import { acceptCookies, callAs, openWorkshop } from '../support/journeys.ts';

/** A tablet held sideways, as a workshop's counter has it. */
test.use({ viewport: { width: 1024, height: 768 } });

const SHOTS = '/tmp/shots';

const TEXTS = {
  es: {
    open: (name: string) => `Taller en uso: ${name}. Cambiar de taller`,
    readOnly: 'Cadena: solo lectura',
    readMode: 'Modo lectura',
    newRepair: 'Nueva reparación',
    save: 'Guardar cambios',
    name: 'Nombre',
    submit: 'Crear reparación',
  },
  pt: {
    open: (name: string) => `Oficina em uso: ${name}. Mudar de oficina`,
    readOnly: 'Rede: só leitura',
    readMode: 'Modo de leitura',
    newRepair: 'Nova reparação',
    save: 'Guardar alterações',
    name: 'Nome',
    submit: 'Criar reparação',
  },
} as const;

for (const language of ['es', 'pt'] as const) {
  const texts = TEXTS[language];

  test(`a chain's administrator reads a shop of the chain she was taken off, then works in her own (${language})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    mkdirSync(SHOTS, { recursive: true });
    const centre = `Lectura Centro ${language}`;
    const beach = `Lectura Playa ${language}`;
    const customer = `Carla Playa ${language}`;
    await acceptCookies(page);
    const email = await openWorkshop(page, centre);
    if (language === 'pt') await page.getByRole('button', { name: 'PT', exact: true }).click();

    // The second shop's owner makes her its admin; she joins through the mailed link.
    const other = await browser.newContext({ baseURL: BASE_URL });
    const otherPage = await other.newPage();
    await openWorkshop(otherPage, beach, 'read-beach');
    await callAs(otherPage, 'repairsCreate', {
      customer: { name: customer, phone: '+34 600 000 001' },
      bike: { manufacturer: 'BH', model: 'Ultralight' },
      services: {},
    });
    await callAs(otherPage, 'teamInvite', { email, role: 'admin' });
    const [mail] = await sql<{ text: string }>(`select text from outbox_emails where "to" = $1 order by id desc limit 1`, [email]);
    await callAs(page, 'teamInvitationAccept', { token: /join#([A-Za-z0-9_-]+)/.exec(mail!.text)![1]! });
    const account = await callAs<{ memberships: { workshopId: string; workshopName: string }[] }>(page, 'accountGet', null);
    const idOf = (name: string) => account.memberships.find((membership) => membership.workshopName === name)!.workshopId;
    // Back in her shop, she makes it the chain's head office and adds the second.
    await callAs(page, 'accountWorkshopSwitch', { workshopId: idOf(centre) });
    await callAs(page, 'chainsCreate', { name: `Cadena lectura ${language}` });
    await callAs(page, 'chainsAddWorkshop', { workshopId: idOf(beach) });

    // The second shop's own admin takes her off its team: she administers the chain, and is no member there.
    const [user] = await sql<{ id: string }>(`select id from "user" where email = $1`, [email]);
    await callAs(otherPage, 'teamRemove', { userId: user!.id });
    await other.close();

    await page.goto('/repairs');
    // The read mode's screens call only what the role may: no refusal on the way (the bell's, once, held the switch's
    // move to the board until after she had opened the repair, and took her back).
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(new URL(response.url()).pathname);
    });
    await page.getByRole('button', { name: texts.open(centre) }).click();
    const menu = page.getByRole('menu');
    const readItem = menu.getByRole('menuitem', { name: new RegExp(beach) });
    await expect(readItem).toContainText(texts.readOnly);
    await readItem.click();

    // Read mode: the notice above the screen, the shop's repair on its board, nothing to create.
    await expect(page.getByRole('button', { name: texts.open(beach) })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: texts.readMode })).toBeVisible();
    const repairLink = page.getByRole('link', { name: customer });
    await expect(repairLink).toBeVisible();
    await expect(page.getByRole('button', { name: texts.newRepair })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/read-mode-board-${language}.png` });

    // Its repair: drawn whole, every field disabled, no save.
    await repairLink.click();
    await expect(page).toHaveURL(/\/repairs\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('status').filter({ hasText: texts.readMode })).toBeVisible();
    const area = page.locator('fieldset[data-read-only]');
    await expect(area).toHaveAttribute('disabled', '');
    await expect(area.getByRole('textbox').first()).toBeVisible();
    await expect(area.getByRole('textbox').first()).toBeDisabled();
    // The fieldset disables every control inside it, those its sections draw later too.
    await expect(area.locator('input:enabled, textarea:enabled, select:enabled, button:enabled')).toHaveCount(0);
    await expect(page.getByRole('button', { name: texts.save })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/read-mode-repair-${language}.png`, fullPage: true });
    expect(refused).toEqual([]);

    // Back in her own shop she works again: the notice is gone and a new repair is made.
    await page.getByRole('button', { name: texts.open(beach) }).click();
    await page
      .getByRole('menu')
      .getByRole('menuitem', { name: new RegExp(centre) })
      .click();
    await expect(page.getByRole('button', { name: texts.open(centre) })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: texts.readMode })).toHaveCount(0);
    await page.getByRole('button', { name: texts.newRepair }).first().click();
    const dialog = page.getByRole('dialog', { name: texts.newRepair });
    await dialog.getByRole('textbox', { name: texts.name, exact: true }).fill(`Cliente del centro ${language}`);
    await dialog.getByRole('button', { name: texts.submit }).click();
    await expect(page).toHaveURL(/\/repairs\/[0-9a-f-]{36}$/);
    await expect(page.locator('fieldset[data-read-only]')).toHaveCount(0);
  });
}
