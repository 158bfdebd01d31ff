// The customers journey (docs/product.md §11.1–§11.2) in Chromium against the demo workshop: the list, a search
// by the last four digits of a phone, the customer's page with their repairs, and one of their bikes (§12.1).
import { expect, test } from '@playwright/test';
import { acceptCookies, signInAsDemo } from '../support/journeys.ts';

test.beforeEach(async ({ page }) => acceptCookies(page));

test('finds a customer by the last digits of their phone and opens their repairs', async ({ page }) => {
  await signInAsDemo(page);

  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Clientes' }).click();
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  // The most recently seen customer comes first: the demo's have repairs.
  const firstRow = page.getByRole('table').getByRole('row').nth(1);
  const name = (await firstRow.getByRole('link').textContent()) ?? '';
  const phone = (await firstRow.getByRole('cell').nth(1).textContent()) ?? '';
  const lastFour = phone.replace(/\D/g, '').slice(-4);
  expect(lastFour).toHaveLength(4);

  const rows = page.getByRole('table').getByRole('row');
  const listed = await rows.count();
  await page.getByRole('searchbox', { name: 'Buscar clientes' }).fill(lastFour);
  await expect.poll(() => rows.count()).toBeLessThan(listed);
  const found = rows.filter({ hasText: phone }).getByRole('link', { name, exact: true }).first();
  await expect(found).toBeVisible();
  await found.click();

  await expect(page).toHaveURL(/\/customers\/[^/]+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Reparaciones' })).toBeVisible();
  await expect(page.getByTestId('customer-repair').first()).toBeVisible();
  await page.getByTestId('customer-repair').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/repairs\/[^/]+$/);
});

test('opens a bike from the customer page, with its history, and prints its tag from a repair', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/customers');
  // The most recently seen customer: their newest repair names one of their bikes.
  await page.getByRole('table').getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/customers\/[^/]+$/);
  const bikeLink = page.getByRole('link', { name: /^Abrir la bici / }).first();
  const bikeName = ((await bikeLink.getAttribute('aria-label')) ?? '').replace('Abrir la bici ', '');
  await bikeLink.click();

  await expect(page).toHaveURL(/\/customers\/[^/]+\/bikes\/[^/]+$/);
  await expect(page.getByRole('heading', { name: bikeName, level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Marca' })).toHaveValue(bikeName.split(' ')[0]!);
  await expect(page.getByRole('heading', { name: 'Historial de reparaciones' })).toBeVisible();
  const history = page.getByTestId('bike-repair');
  await expect(history.first()).toBeVisible();

  // The manufacturer list offers its brands as one types.
  await page.getByRole('combobox', { name: 'Marca' }).fill('Riese');
  await expect(page.getByRole('option', { name: 'Riese & Müller' })).toBeVisible();
  await page.getByRole('button', { name: 'Descartar cambios' }).click();

  await history.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/repairs\/[^/]+$/);
  const tag = page.getByRole('link', { name: 'Imprimir etiqueta' });
  await expect(tag).toHaveAttribute('href', /\/repairs\/[^/]+\/tag\?print=1$/);
  await page.goto(((await tag.getAttribute('href')) ?? '').replace('?print=1', ''));
  await expect(page.getByRole('heading', { name: 'Etiqueta de la bici', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Código QR de la reparación' }).first().locator('svg')).toBeVisible();
});
