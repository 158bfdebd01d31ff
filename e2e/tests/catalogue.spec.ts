// The catalogue's journeys (docs/product.md §3) in Chromium: a new workshop starts with the starter
// catalogue and prices its first repair from it.
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, fillRegistration, uniqueEmail } from '../support/journeys.ts';

test.beforeEach(async ({ page }) => acceptCookies(page));

/** A new account through onboarding with the defaults, the starter catalogue ticked among them. */
async function newWorkshop(page: Page, name: string) {
  await fillRegistration(page, uniqueEmail('catalogue'));
  await expect(page).toHaveURL('/account/onboarding');
  await page.getByRole('textbox', { name: 'Nombre del taller' }).fill(name);
  for (const step of ['Paso 2 de 4: Moneda', 'Paso 3 de 4: Mecánicos', 'Paso 4 de 4: Resumen']) {
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('heading', { name: step })).toBeVisible();
  }
  await expect(page.getByRole('checkbox', { name: 'Empezar con el catálogo de un taller típico' })).toBeChecked();
  await page.getByRole('button', { name: 'Empezar prueba gratuita' }).click();
  await expect(page).toHaveURL('/repairs');
}

test('a new workshop with the starter catalogue prices its first repair from it', async ({ page }) => {
  await newWorkshop(page, 'Bicis del Valle');
  await page.getByRole('button', { name: /Nueva reparación/ }).click();
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
