// What several journeys do the same way: accounts to sign in with, the cookie banner out of the way,
// and a keyboard user filling one field after another.
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'una contraseña larga';

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The cookie banner has its own journey; elsewhere it would only cover the buttons. */
export async function acceptCookies(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('rueda.cookies-accepted', new Date().toISOString()));
}

/** Fills the sign-in form on the page shown and sends it. */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** Opens the registration page and creates Marta Ruiz's account with `email` and PASSWORD. */
export async function fillRegistration(page: Page, email: string): Promise<void> {
  await page.goto('/auth/register');
  await page.getByLabel('Nombre').fill('Marta Ruiz');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repite la contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
}

/** Types each value into the focused field and presses Tab after it, as a keyboard user fills a form. */
export async function typeEachThenTab(page: Page, values: readonly string[]): Promise<void> {
  for (const value of values) {
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
}

/** A new account with a workshop of its own (the onboarding's defaults), on its board; answers its email. */
export async function openWorkshop(page: Page, name: string): Promise<string> {
  const email = uniqueEmail('owner');
  await fillRegistration(page, email);
  await expect(page).toHaveURL('/account/onboarding');
  await page.getByRole('textbox', { name: 'Nombre del taller' }).fill(name);
  for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Empezar prueba gratuita' }).click();
  await expect(page).toHaveURL('/repairs');
  return email;
}
