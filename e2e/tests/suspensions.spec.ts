// The suspensions journey (docs/product.md §13) in Chromium against the demo workshop: the owner of the
// demo bike whose fork is overdue (frame number RD-SUSP-001, apps/server/src/seed/demo-suspensions.ts) is
// found by the last four digits of their phone, the bike is opened (its fork due), the repair of that
// bike with a fork line is opened from the bike's history and the line recorded as the fork's full
// service; back on the bike, the fork's next full service is two years on and it is up to date.
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, signInAsDemo } from '../support/journeys.ts';

const DEMO_FORK_FRAME = 'RD-SUSP-001';

test.beforeEach(async ({ page }) => acceptCookies(page));

async function searchCustomers(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill(text);
  // The list follows the search once the table shows only what it found.
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
}

test('finds the owner by their phone, opens the bike, records a fork service through a repair and sees the next date', async ({ page }) => {
  await signInAsDemo(page);

  // Who owns the bike (the demo's data is generated): their phone, read from the list.
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Clientes' }).click();
  await searchCustomers(page, DEMO_FORK_FRAME);
  await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(2);
  const owner = page.getByRole('table').getByRole('row').nth(1);
  const name = (await owner.getByRole('link').first().textContent()) ?? '';
  const lastFour = ((await owner.getByRole('cell').nth(1).textContent()) ?? '').replace(/\D/g, '').slice(-4);
  expect(lastFour).toMatch(/^\d{4}$/);

  // Found again by the last four digits of their phone, as a customer on the phone would be.
  await searchCustomers(page, lastFour);
  await page.getByRole('table').getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/customers\/[^/]+$/);

  // Their bike with the Fox fork, due for service.
  const bikes = page.getByRole('link', { name: /^Abrir la bici / });
  await expect(bikes.first()).toBeVisible();
  const count = await bikes.count();
  const fork = page.getByRole('article', { name: /^Horquilla Fox/ });
  for (let index = 0; index < count; index += 1) {
    await bikes.nth(index).click();
    await expect(page).toHaveURL(/\/bikes\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Historial de reparaciones' })).toBeVisible();
    if ((await page.getByRole('textbox', { name: 'N.º de cuadro' }).inputValue()) === DEMO_FORK_FRAME) break;
    await page.goBack();
  }
  await expect(fork).toBeVisible();
  await expect(fork.getByText('Toca mantenimiento').first()).toBeVisible();
  const bikeUrl = page.url();
  const nextFull = fork.getByTestId('next-full');
  const before = (await nextFull.textContent()) ?? '';

  // The bike's repair with a fork line: recorded there as the fork's full service.
  const record = page.getByRole('button', { name: 'Registrar en la horquilla' });
  const repairs = await page
    .getByTestId('bike-repair')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!).filter((href) => href.startsWith('/repairs/')));
  let found = false;
  for (const href of repairs) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The suspension section loads after the repair (its code and its units): a repair without a fork line never
    // shows it, so each one is given a few seconds rather than judged at once.
    if (
      await record.waitFor({ timeout: 5_000 }).then(
        () => true,
        () => false,
      )
    ) {
      found = true;
      break;
    }
  }
  expect(found, 'a repair of the demo bike with a fork line').toBe(true);
  const line = page.getByTestId('suspension-line').filter({ has: record }).first();
  await line.getByText('Mantenimiento completo').click();
  await line.getByRole('button', { name: 'Registrar en la horquilla' }).click();
  await expect(page.getByText(/Registrado en Horquilla: Mantenimiento completo/)).toBeVisible();

  // Back on the bike: the next full service has moved on, and the fork is up to date.
  await page.goto(bikeUrl);
  await expect(nextFull).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(nextFull).not.toHaveText(before);
  await expect(fork.getByText('Al día')).toBeVisible();
});
