// docs/product.md §32.1 on a tablet: an owner with two shops. Her first shop is her own; the second's owner invites
// her and she joins through the mailed link; the header's switcher then moves her between the two boards, each with
// its own repairs. In es and pt.
import { expect, test, type Page } from '@playwright/test';
import { sql } from '../support/database.ts';
import { BASE_URL } from '../playwright.config.ts';
import { acceptCookies, callAs, openWorkshop } from '../support/journeys.ts';

test.use({ viewport: { width: 1024, height: 1366 } });

const TEXTS = {
  es: { open: (name: string) => `Taller en uso: ${name}. Cambiar de taller`, inUse: 'En uso', board: 'Reparaciones' },
  pt: { open: (name: string) => `Oficina em uso: ${name}. Mudar de oficina`, inUse: 'Em uso', board: 'Reparações' },
} as const;

/** A repair for a new customer named `name`, in the workshop the page works in now. */
async function repairFor(page: Page, name: string): Promise<void> {
  await callAs(page, 'repairsCreate', {
    customer: { name, phone: '+34 600 000 000' },
    bike: { manufacturer: 'Orbea', model: 'Alma' },
    services: {},
  });
}

for (const language of ['es', 'pt'] as const) {
  const texts = TEXTS[language];

  test(`an owner with two shops switches between their boards (${language})`, async ({ page, browser }) => {
    const centre = `Bicis Centro ${language}`;
    const beach = `Bicis Playa ${language}`;
    test.setTimeout(90_000);
    await acceptCookies(page);
    const email = await openWorkshop(page, centre);
    if (language === 'pt') await page.getByRole('button', { name: 'PT', exact: true }).click();
    await repairFor(page, `Cliente del centro ${language}`);

    // The second shop's owner, in a browser of her own, invites her.
    const other = await browser.newContext({ baseURL: BASE_URL });
    const otherPage = await other.newPage();
    await openWorkshop(otherPage, beach, 'beach-owner');
    await repairFor(otherPage, `Cliente de la playa ${language}`);
    await callAs(otherPage, 'teamInvite', { email, role: 'manager' });
    await other.close();
    const [mail] = await sql<{ text: string }>(`select text from outbox_emails where "to" = $1 order by id desc limit 1`, [email]);
    const token = /join#([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    await callAs(page, 'teamInvitationAccept', { token });

    // She works in the shop she joined; its board has its repair and not the other's.
    await page.goto('/repairs');
    const switcher = page.getByRole('button', { name: texts.open(beach) });
    await expect(switcher).toBeVisible();
    await expect(page.getByText(`Cliente de la playa ${language}`).first()).toBeVisible();
    await expect(page.getByText(`Cliente del centro ${language}`)).toHaveCount(0);

    await switcher.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: new RegExp(beach) })).toContainText(texts.inUse);
    await menu.getByRole('menuitem', { name: new RegExp(centre) }).click();

    await expect(page.getByRole('button', { name: texts.open(centre) })).toBeVisible();
    await expect(page).toHaveURL('/repairs');
    await expect(page.getByRole('heading', { level: 1, name: texts.board })).toBeVisible();
    await expect(page.getByText(`Cliente del centro ${language}`).first()).toBeVisible();
    await expect(page.getByText(`Cliente de la playa ${language}`)).toHaveCount(0);

    // A reload starts where she left: the session remembers the shop.
    await page.reload();
    await expect(page.getByRole('button', { name: texts.open(centre) })).toBeVisible();
    await expect(page.getByText(`Cliente del centro ${language}`).first()).toBeVisible();
  });
}
