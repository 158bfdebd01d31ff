// What several journeys do the same way: accounts to sign in with, the cookie banner out of the way,
// and a keyboard user filling one field after another.
import { expect, type Page } from '@playwright/test';
import { BASE_URL, DEMO_PASSWORD } from '../playwright.config.ts';

export const PASSWORD = 'una contraseña larga';

/** The demo workshop's owner (the server seeds it, with DEMO_PASSWORD). */
export const DEMO_EMAIL = 'demo@rueda.app';

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

/**
 * A new account with a workshop of its own (the onboarding's defaults, and `details` when given), on its board;
 * answers its email. The registration's and the onboarding's screens have journeys of their own (accounts,
 * shell): here the account and its workshop are made through the calls those screens make, which saves each
 * journey their seconds of typing.
 */
export async function openWorkshop(
  page: Page,
  name: string,
  label = 'owner',
  details: { address?: string; taxId?: string } = {},
): Promise<string> {
  const email = uniqueEmail(label);
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { email, password: PASSWORD, name: 'Marta Ruiz' },
    headers: { origin: BASE_URL },
  });
  expect(signUp.ok()).toBe(true);
  const { token } = (await (await page.request.get('/api/auth/token')).json()) as { token: string };
  const onboarding = await page.request.post('/api/functions/onboardingComplete', {
    data: { data: { name, ...details } },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(onboarding.ok()).toBe(true);
  await page.goto('/repairs');
  await expect(page).toHaveURL('/repairs');
  return email;
}

/**
 * Signed in as the demo workshop's owner through the call the sign-in form makes, then on `path`. The form has
 * journeys of its own (accounts, shell, security-headers, route-splitting, accessibility's Tab walk): elsewhere
 * typing into it only cost each journey its seconds (decision 061).
 */
export async function signInAsDemo(page: Page, path = '/repairs'): Promise<void> {
  const answer = await page.request.post('/api/auth/sign-in/email', {
    data: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    headers: { origin: BASE_URL },
  });
  expect(answer.ok()).toBe(true);
  await page.goto(path);
  await expect(page).toHaveURL(path);
}

/** A function called as the page's signed-in member, with the token the page holds: its result, or the test fails saying why. */
export async function callAs<Result>(page: Page, name: string, data: unknown): Promise<Result> {
  const { token } = (await (await page.request.get('/api/auth/token')).json()) as { token: string };
  const answer = await page.request.post(`/api/functions/${name}`, { data: { data }, headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok(), `${name} answered ${await answer.text()}`).toBe(true);
  return ((await answer.json()) as { result: Result }).result;
}
