// The accounts journey (docs/product.md §6): register, sign out, sign in, forget the password, reset it through the
// development mailbox, and sign in with the new one. Plus the sign-in errors a user sees.
import { expect, test, type Page } from '@playwright/test';
import { fillRegistration, fillSignIn, PASSWORD, uniqueEmail } from '../support/journeys.ts';

const NEW_PASSWORD = 'otra contraseña nueva';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await fillSignIn(page, email, password);
}

test('register, sign out, sign in, reset the password through the mailbox, sign in with the new one', async ({ page }) => {
  const email = uniqueEmail('journey');

  await fillRegistration(page, email);
  await expect(page.getByText(email)).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  // The app loads the server's sign-in page (decision 070): its form, hydrated, says the load is over.
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();

  await signIn(page, email, PASSWORD);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  // The app loads the server's sign-in page (decision 070): its form, hydrated, says the load is over.
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();

  await page.getByRole('button', { name: '¿Has olvidado tu contraseña?' }).click();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText('Te hemos enviado un enlace para restablecer tu contraseña')).toBeVisible();

  await page.goto('/dev/mailbox');
  const mail = page.locator('article').filter({ hasText: email }).first();
  await expect(mail).toBeVisible();
  await mail.getByRole('link').first().click();
  await expect(page).toHaveURL(/mode=resetPassword/);

  await page.getByLabel('Nueva contraseña', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repite la contraseña').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Guardar nueva contraseña' }).click();

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('La contraseña introducida no es correcta')).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);
  await expect(page.getByText(email)).toBeVisible();
});

test('sign-in errors show the texts of docs/product.md §8', async ({ page }) => {
  await signIn(page, uniqueEmail('nobody'), PASSWORD);
  await expect(page.getByText('El correo electrónico indicado no existe')).toBeVisible();

  await page.goto('/auth/register');
  await page.getByLabel('Nombre').fill('Demo otra vez');
  await page.getByLabel('Correo electrónico').fill('demo@rueda.app');
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repite la contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByText('El correo electrónico indicado ya existe')).toBeVisible();
});
