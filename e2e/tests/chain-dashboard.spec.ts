// docs/product.md §32.2 "The chain's view" on a wide screen: an owner of two shops makes them a chain and reads its
// consolidated figures (each shop's row and the chain's total) and its repairs with their shop, the other shop's
// read only; in es and pt. Her own account and shops, made through the API: the demo account stays where it starts.
import { expect, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import { sql } from '../support/database.ts';
import { acceptCookies, callAs, openWorkshop } from '../support/journeys.ts';

test.use({ viewport: { width: 1600, height: 1000 } });

const TEXTS = {
  es: {
    menu: 'Cadena',
    figures: 'Cifras por taller',
    total: 'Total de la cadena',
    headOffice: 'Sede central',
    repairs: 'Reparaciones de la cadena',
  },
  pt: { menu: 'Rede', figures: 'Números por oficina', total: 'Total da rede', headOffice: 'Sede', repairs: 'Reparações da rede' },
} as const;

for (const language of ['es', 'pt'] as const) {
  const texts = TEXTS[language];

  test(`a chain's administrator reads its consolidated view (${language})`, async ({ page, browser }) => {
    test.setTimeout(90_000);
    const centre = `Cadena Centro ${language}`;
    const beach = `Cadena Playa ${language}`;
    await acceptCookies(page);
    const email = await openWorkshop(page, centre);
    if (language === 'pt') await page.getByRole('button', { name: 'PT', exact: true }).click();
    for (const name of ['Ana Centro', 'Bea Centro'])
      await callAs(page, 'repairsCreate', {
        customer: { name, phone: '+34 600 000 000' },
        bike: { manufacturer: 'Orbea', model: 'Alma' },
        services: {},
      });

    // The second shop's owner makes her its admin; she joins through the mailed link and now works there.
    const other = await browser.newContext({ baseURL: BASE_URL });
    const otherPage = await other.newPage();
    await openWorkshop(otherPage, beach, 'chain-beach');
    await callAs(otherPage, 'repairsCreate', {
      customer: { name: 'Carla Playa', phone: '+34 600 000 001' },
      bike: { manufacturer: 'BH', model: 'Ultralight' },
      services: {},
    });
    await callAs(otherPage, 'teamInvite', { email, role: 'admin' });
    await other.close();
    const [mail] = await sql<{ text: string }>(`select text from outbox_emails where "to" = $1 order by id desc limit 1`, [email]);
    await callAs(page, 'teamInvitationAccept', { token: /join#([A-Za-z0-9_-]+)/.exec(mail!.text)![1]! });
    const account = await callAs<{ memberships: { workshopId: string; workshopName: string }[] }>(page, 'accountGet', null);
    const centreId = account.memberships.find((membership) => membership.workshopName === centre)!.workshopId;
    // The shop she works in (the beach) becomes the head office, and the centre joins.
    await callAs(page, 'chainsCreate', { name: `Cadena ${language}` });
    await callAs(page, 'chainsAddWorkshop', { workshopId: centreId });

    await page.goto('/repairs');
    await page.getByRole('link', { name: texts.menu, exact: true }).click();
    await expect(page).toHaveURL(/\/chain/);
    await expect(page.getByRole('heading', { level: 1, name: texts.menu })).toBeVisible();

    const figures = page.getByRole('table', { name: texts.figures });
    const head = figures.getByTestId('chain-workshop-row').first();
    await expect(head).toContainText(beach);
    await expect(head).toContainText(texts.headOffice);
    await expect(head.locator('td').first()).toHaveText('1');
    await expect(figures.getByTestId('chain-workshop-row').nth(1)).toContainText(centre);
    await expect(figures.getByTestId('chain-workshop-row').nth(1).locator('td').first()).toHaveText('2');
    const total = figures.getByTestId('chain-total-row');
    await expect(total).toContainText(texts.total);
    await expect(total.locator('td').first()).toHaveText('3');

    // The chain's repairs: the beach's (the shop in use) opens; the centre's is read here only.
    const repairs = page.getByRole('table', { name: texts.repairs });
    await expect(repairs.getByTestId('chain-repair-row')).toHaveCount(3);
    const carla = repairs.getByTestId('chain-repair-row').filter({ hasText: 'Carla Playa' });
    await expect(carla.getByRole('link', { name: 'Carla Playa' })).toBeVisible();
    const ana = repairs.getByTestId('chain-repair-row').filter({ hasText: 'Ana Centro' });
    await expect(ana).toContainText(centre);
    await expect(ana.getByRole('link')).toHaveCount(0);
  });
}
