// The app shell (docs/product.md §2) in Chromium: a deep link survives the sign-in; a new workshop is set up with
// the keyboard and lands in its trial; an expired workshop is held to /subscription and /profile;
// the navigation works on a tablet.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../playwright.config.ts';
import { sql } from '../support/database.ts';
import { acceptCookies, fillRegistration, fillSignIn, typeEachThenTab, uniqueEmail } from '../support/journeys.ts';

const NAVIGATION = { name: 'Navegación principal' } as const;

test.beforeEach(async ({ page }) => acceptCookies(page));

async function register(page: Page, email: string) {
  await fillRegistration(page, email);
  await expect(page).toHaveURL('/account/onboarding');
}

/** Presses Tab until `target` has the focus (a few presses at most), as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 12; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a signed-out deep link returns to its page, query and all, after signing in', async ({ page }) => {
  await page.goto('/customers?x=1');
  await expect(page).toHaveURL('/auth/login?redirect=%2Fcustomers%3Fx%3D1');
  await fillSignIn(page, 'demo@rueda.app', DEMO_PASSWORD);
  await expect(page).toHaveURL('/customers?x=1');
  await expect(page.getByRole('navigation', NAVIGATION).getByRole('link', { name: 'Clientes' })).toHaveAttribute('aria-current', 'page');
});

test('a new account sets up its workshop with the keyboard and starts its trial', async ({ page }) => {
  await register(page, uniqueEmail('onboarding'));

  // Step 1: the workshop. The name field has the focus; Enter goes on.
  await expect(page.getByRole('heading', { name: 'Paso 1 de 4: Taller' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre del taller' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Este campo es obligatorio')).toBeVisible();
  await typeEachThenTab(page, ['Bicis del Puerto', 'Rua do Porto 7, Lisboa', '+351 210 000 000']);
  await expect(page.getByRole('textbox', { name: /NIF/ })).toBeFocused();
  await page.keyboard.type('PT509999999');
  await page.keyboard.press('Enter');

  // Step 2: the currency, € EUR unless changed.
  await expect(page.getByRole('heading', { name: 'Paso 2 de 4: Moneda' })).toBeFocused();
  const currency = page.getByRole('combobox', { name: 'Moneda' });
  await expect(currency).toHaveValue(/€ EUR/);
  await tabTo(page, page.getByRole('button', { name: 'Siguiente' }));
  await page.keyboard.press('Enter');

  // Step 3: one mechanic.
  await expect(page.getByRole('heading', { name: 'Paso 3 de 4: Mecánicos' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Añadir mecánico' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Mecánico 1' })).toBeFocused();
  await page.keyboard.type('Luis Pereira');
  await page.keyboard.press('Enter');

  // Step 4: the summary, then the trial starts.
  await expect(page.getByRole('heading', { name: 'Paso 4 de 4: Resumen' })).toBeFocused();
  await expect(page.getByText('Bicis del Puerto')).toBeVisible();
  await expect(page.getByText('Luis Pereira')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Empezar prueba gratuita' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL('/repairs');
  const navigation = page.getByRole('navigation', NAVIGATION);
  await expect(navigation.getByText('Bicis del Puerto')).toBeVisible();
  await navigation.getByRole('link', { name: 'Suscripción' }).click();
  await expect(page).toHaveURL('/subscription');
  await expect(page.getByRole('heading', { name: 'Periodo de prueba' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Quedan 14 días de prueba')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('29,99 €', { exact: true })).toBeVisible();

  // The guard no longer offers onboarding.
  await page.goto('/account/onboarding');
  await expect(page).toHaveURL('/repairs');
});

test('an expired workshop is held to /subscription and may open /profile', async ({ page }) => {
  const email = uniqueEmail('expired');
  await register(page, email);
  await page.getByRole('textbox', { name: 'Nombre del taller' }).fill('Taller Caducado');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Empezar prueba gratuita' }).click();
  await expect(page).toHaveURL('/repairs');

  // The trial ended yesterday; the next ID token (on reload) carries active false and trial false.
  await sql(
    `update workshops set trial_ends_at = now() - interval '1 day'
      where id = (select wu.workshop_id from workshop_users wu join "user" u on u.id = wu.user_id where u.email = $1)`,
    [email],
  );
  await page.goto('/repairs');
  await expect(page).toHaveURL('/subscription');
  await expect(page.getByRole('heading', { name: 'Prueba terminada' })).toBeVisible();
  await expect(page.getByText('Se necesita una suscripción activa', { exact: true })).toBeVisible();
  const navigation = page.getByRole('navigation', NAVIGATION);
  await expect(navigation.getByRole('link')).toHaveText(['Suscripción', 'Perfil']);

  await navigation.getByRole('link', { name: 'Perfil' }).click();
  await expect(page).toHaveURL('/profile');
  // The admin's profile: the workshop's name in its own field (docs/product.md §18.2), the team, no mechanics to manage.
  await expect(page.getByRole('main').locator('input[autocomplete="organization"]')).toHaveValue('Taller Caducado');
  await expect(page.getByRole('heading', { name: 'Equipo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Mecánicos' })).toHaveCount(0);

  for (const path of ['/repairs', '/customers', '/dashboard']) {
    await page.goto(path);
    await expect(page).toHaveURL('/subscription');
  }
  await page.goto('/subscription/cancel');
  await expect(page.getByRole('heading', { name: 'Pago cancelado' })).toBeVisible();
});

test('on a tablet the burger opens the navigation and a link works', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto('/auth/login');
  await fillSignIn(page, 'demo@rueda.app', DEMO_PASSWORD);
  await expect(page).toHaveURL('/repairs');

  // The closed drawer waits off screen, out of reach (inert).
  const navigation = page.locator('#app-navigation');
  const services = navigation.getByRole('link', { name: 'Servicios' });
  await expect(services).not.toBeInViewport();
  await expect(navigation).toHaveAttribute('inert', '');
  await page.getByRole('button', { name: 'Abrir la navegación' }).click();
  await expect(page.getByRole('button', { name: 'Cerrar la navegación' })).toHaveAttribute('aria-expanded', 'true');
  await expect(services).toBeInViewport();
  await services.click();
  await expect(page).toHaveURL('/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Servicios' })).toBeVisible();
  // The drawer closes once a link is followed.
  await expect(services).not.toBeInViewport();
  await expect(page.getByRole('button', { name: 'Abrir la navegación' })).toHaveAttribute('aria-expanded', 'false');

  // Held sideways, the tablet keeps the navigation open and needs no burger.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expect(services).toBeInViewport();
  await expect(navigation).not.toHaveAttribute('inert');
  await expect(page.getByRole('button', { name: /la navegación/ })).toBeHidden();
  await page.getByRole('navigation', NAVIGATION).getByRole('link', { name: 'Citas' }).click();
  await expect(page).toHaveURL('/booking');
});
