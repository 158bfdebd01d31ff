// docs/product.md §1: Spanish by default, Portuguese with the switch, the choice kept after a reload
// and written on <html lang>, on every page that anyone can open.
import { expect, test } from '@playwright/test';

test('the language switch changes the texts and the choice survives a reload', async ({ page }) => {
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ES', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'PT', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Iniciar sessão' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toContainText('O Rueda utiliza cookies técnicos');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  expect(await page.evaluate(() => window.localStorage.getItem('rueda.language'))).toBe('pt');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Iniciar sessão' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'PT', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');

  // The other public pages follow the stored choice.
  await page.goto('/law/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();

  // And back to Spanish, kept too.
  await page.goto('/law/privacy-policy');
  await page.getByRole('button', { name: 'ES', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the switch is on the sign-in, registration and legal pages', async ({ page }) => {
  for (const path of ['/auth/login', '/auth/register', '/law/legal-advice', '/law/privacy-policy', '/law/cookies-policy']) {
    await page.goto(path);
    const languageSwitch = page.getByRole('group', { name: 'Idioma' });
    await expect(languageSwitch, path).toBeVisible();
    await expect(languageSwitch.getByRole('button', { name: 'ES', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(languageSwitch.getByRole('button', { name: 'PT', exact: true })).toHaveAttribute('aria-pressed', 'false');
  }
});
