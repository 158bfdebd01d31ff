// docs/decisions/070: the sign-in page renders on the server. With JavaScript off, a phone reads the form and the
// cookie notice in the visitor's language, its controls disabled; with it on, the page hydrates without a console
// error or a hydration warning and signs in. A visitor who accepted the cookies never sees the notice, even before
// the page's code runs; a signed-in visitor is sent on; a reset link's new-password form stays the app's; and a
// language chosen in the app follows the user to the sign-in page after signing out.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../playwright.config.ts';
import { acceptCookies, DEMO_EMAIL, fillSignIn, openWorkshop, signInAsDemo } from '../support/journeys.ts';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const BANNER = { name: 'Aviso de cookies' } as const;

/** A page's console errors and warnings and its uncaught errors. */
const PLAYWRIGHT_BLOCKED_THE_WORKER = 'Service Worker registration blocked by Playwright';

function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    // Playwright's own word when the app registers its service worker in a journey that blocks it (playwright.config.ts).
    if (message.text() === PLAYWRIGHT_BLOCKED_THE_WORKER) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('without JavaScript a phone reads the form and the cookie notice, in Spanish or Portuguese', async ({ browser }) => {
  for (const [locale, texts] of [
    [
      'es-ES',
      { lang: 'es', title: 'Accede a tu taller', password: 'Contraseña', submit: 'Iniciar sesión', banner: 'Rueda usa cookies técnicas' },
    ],
    [
      'pt-PT',
      {
        lang: 'pt',
        title: 'Aceda à sua oficina',
        password: 'Palavra-passe',
        submit: 'Iniciar sessão',
        banner: 'O Rueda utiliza cookies técnicos',
      },
    ],
  ] as const) {
    const context = await browser.newContext({ ...PHONE, locale, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('lang', texts.lang);
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(page.getByLabel(texts.password, { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: texts.submit })).toBeDisabled();
    await expect(page.getByRole('region', BANNER)).toContainText(texts.banner);
    await context.close();
  }
});

test('hydrates without a console error and signs in to the redirect', async ({ page }) => {
  await acceptCookies(page);
  const problems = problemsOf(page);
  await page.goto('/auth/login?redirect=%2Fcustomers');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  await fillSignIn(page, DEMO_EMAIL, DEMO_PASSWORD);
  await expect(page).toHaveURL('/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('is read without running its code, and a press or a key before its hydration is not lost', async ({ page }) => {
  const problems = problemsOf(page);
  await page.goto('/auth/login');
  // The page's code has arrived, but nothing has asked for it yet: the server's controls are live, React is not.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('#root[data-controls-live]')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  expect(await page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__react')))).toBe(false);
  // The first press is both the wake-up and the choice.
  await page.getByRole('button', { name: 'PT', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aceda à sua oficina' })).toBeVisible();
  await page.getByRole('button', { name: 'ES', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accede a tu taller' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('a form sent with the Enter key before the hydration is checked once hydrated, never sent by the browser', async ({ page }) => {
  await page.goto('/auth/login');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Correo electrónico').pressSequentially('marta@example.com');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Este campo es obligatorio')).toBeVisible();
  await expect(page).toHaveURL('/auth/login');
});

test('a visitor who accepted the cookies never sees the notice, even before the page’s code runs', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('rueda.cookies-accepted', new Date().toISOString()));
  // The page's code never arrives: what shows is the server's HTML and the head's script alone.
  await page.route(/\/assets\/signIn-[\w-]+\.js$/, () => {});
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Accede a tu taller' })).toBeVisible();
  await expect(page.locator('section.rp-cookies')).toHaveCount(1);
  await expect(page.getByRole('region', BANNER)).toBeHidden();
});

test('a signed-in visitor is sent on, and a reset link’s new-password form is the app’s', async ({ page }) => {
  await signInAsDemo(page);
  await page.goto('/auth/login?redirect=%2Fcustomers');
  await expect(page).toHaveURL('/customers');
  await page.goto('/auth/login?redirect=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL('/repairs');
  await page.goto('/auth/login?mode=resetPassword&oobCode=e2e');
  await expect(page.getByRole('button', { name: 'Guardar nueva contraseña' })).toBeVisible();
});

test('a language chosen in the app follows the user to the sign-in page after signing out', async ({ page }) => {
  await acceptCookies(page);
  // An account of its own: the choice is saved to the account.
  await openWorkshop(page, 'Taller Idioma');
  await page.getByRole('button', { name: 'PT', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  await page.getByRole('button', { name: 'Conta de Marta Ruiz' }).click();
  await page.getByRole('menuitem', { name: 'Terminar sessão' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Aceda à sua oficina' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
});
