// docs/product.md §2: any other path shows a 404 page, signed in or not, with the cookie banner like every page.
import { expect, test } from '@playwright/test';

test('an unknown address shows the 404 page, which leads back into the app', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page).toHaveURL('/no-such-page');
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();

  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  // Signed out, the start of the app is the login page.
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
});

test('a deeper unknown address shows it too, in the stored language', async ({ page }) => {
  await page.goto('/auth/login');
  await page.evaluate(() => window.localStorage.setItem('rueda.language', 'pt'));
  await page.goto('/law/no-such-text/at-all');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
});
