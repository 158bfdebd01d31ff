// The suspensions journey (issue 12 point 5) in Chromium against the demo workshop: the owner of the demo
// bike whose fork is overdue (frame number RD-SUSP-001, apps/server/src/seed/demo-suspensions.ts) is found,
// the repair of that bike with a fork line is opened, the line is recorded as the fork's full service, and
// the fork's next service dates move on and it is no longer due.
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../playwright.config.ts';
import { acceptCookies, fillSignIn } from '../support/journeys.ts';

const DEMO_EMAIL = 'demo@rueda.app';
const DEMO_FORK_FRAME = 'RD-SUSP-001';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('records a fork service through a repair and shows the fork’s next service date', async ({ page }) => {
  await page.goto('/auth/login');
  await fillSignIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL('/repairs');

  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Clientes' }).click();
  await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill(DEMO_FORK_FRAME);
  const rows = page.getByRole('table').getByRole('row');
  await expect.poll(() => rows.count()).toBe(2);
  await rows.nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/customers\/[^/]+$/);
  await expect(page.getByTestId('customer-repair').first()).toBeVisible();
  const hrefs = await page
    .getByTestId('customer-repair')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));

  // The customer's repair of that bike with a fork line: its suspension section offers the fork.
  const record = page.getByRole('button', { name: 'Registrar en la horquilla' });
  let found = false;
  for (const href of hrefs) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Cargando suspensiones' })).toHaveCount(0);
    if ((await record.count()) > 0 && (await page.getByTestId('repair-unit-fork').filter({ hasText: 'Fox 36 Factory' }).count()) > 0) {
      found = true;
      break;
    }
  }
  expect(found, 'a repair of the demo bike with a fork line').toBe(true);

  const fork = page.getByTestId('repair-unit-fork');
  await expect(fork.getByText('Toca mantenimiento').first()).toBeVisible();
  const nextFull = fork.getByTestId('next-full');
  const before = await nextFull.textContent();
  const line = page.getByTestId('suspension-line').filter({ has: record }).first();
  await line.getByText('Mantenimiento completo').click();
  await line.getByRole('button', { name: 'Registrar en la horquilla' }).click();

  await expect(page.getByText(/Registrado en Horquilla: Mantenimiento completo/)).toBeVisible();
  await expect(nextFull).not.toHaveText(before ?? '');
  await expect(nextFull).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await expect(fork.getByText('Al día')).toBeVisible();
});
