// docs/product.md §26.2: each screen's code loads with its screen. Every screen still opens after the split, by its
// address and from the navigation, with no asset missing; and on a slow network a page of the app shows a loading
// state, never a blank page, until its form arrives.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../playwright.config.ts';
import { acceptCookies, fillSignIn } from '../support/journeys.ts';

const NAVIGATION = { name: 'Navegación principal' } as const;

/** Each screen of the navigation: its address, its link and its heading. */
const SCREENS = [
  { href: '/dashboard', link: 'Panel', heading: 'Panel' },
  { href: '/repairs', link: 'Reparaciones', heading: 'Reparaciones' },
  { href: '/customers', link: 'Clientes', heading: 'Clientes' },
  { href: '/booking', link: 'Citas', heading: 'Citas' },
  { href: '/services', link: 'Servicios', heading: 'Servicios' },
  { href: '/subscription', link: 'Suscripción', heading: 'Suscripción' },
  { href: '/profile', link: 'Perfil', heading: 'Perfil' },
] as const;

/** Every script or stylesheet the page asked for and did not get: a chunk the split lost would show here. */
function failedAssets(page: Page): string[] {
  const failed: string[] = [];
  // Only the app's own files, and not those cut short by leaving the page (a data request, an idle prefetch).
  const isAsset = (url: string) => new URL(url).pathname.startsWith('/assets/');
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText;
    if (isAsset(request.url()) && reason !== 'net::ERR_ABORTED') failed.push(`${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (isAsset(response.url()) && response.status() >= 400) failed.push(`${response.url()} (${response.status()})`);
  });
  return failed;
}

test.beforeEach(async ({ page }) => acceptCookies(page));

test('every screen opens by its address and from the navigation, its code loaded with it', async ({ page }) => {
  const failed = failedAssets(page);
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await fillSignIn(page, 'demo@rueda.app', DEMO_PASSWORD);
  await expect(page).toHaveURL('/repairs');

  // A reload on each address: the screen's code is the first thing loaded for it.
  for (const screen of SCREENS) {
    await page.goto(screen.href);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading }), screen.href).toBeVisible();
  }

  // From the navigation, in the page: the screen's code comes on demand (or was prefetched) without a reload.
  const navigation = page.getByRole('navigation', NAVIGATION);
  for (const screen of [...SCREENS].reverse()) {
    await navigation.getByRole('link', { name: screen.link }).click();
    await expect(page).toHaveURL(screen.href);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading }), screen.href).toBeVisible();
  }

  // The pages outside the app's layout have modules of their own too.
  await page.goto('/law/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();

  expect(failed).toEqual([]);
});

test('a slow network shows a loading state, not a blank page, until the registration form arrives', async ({ page }) => {
  // Chromium's throttling: about a slow 3G connection, so each chunk takes a visible while.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: (400 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });

  // Once the loader is up, sampled until the form arrives: at every moment one or the other is on the page.
  // The registration page: a page of the app (the sign-in page is the server's and arrives drawn, decision 070).
  await page.goto('/auth/register', { waitUntil: 'commit' });
  await expect(page.getByRole('status', { name: 'Cargando…' })).toBeVisible();
  const shown = () =>
    page.evaluate(() => {
      if (Array.from(document.querySelectorAll('button')).some((button) => button.textContent?.includes('Crear cuenta'))) return 'form';
      return document.querySelector('[role="status"][aria-label="Cargando…"]') ? 'loader' : 'blank';
    });
  let samples = 0;
  for (let state = await shown(); state !== 'form'; state = await shown()) {
    expect(state, 'neither the loader nor the registration form is shown').toBe('loader');
    samples += 1;
    await page.waitForTimeout(100);
  }
  // The throttled load took long enough for the loader to be seen more than once.
  expect(samples).toBeGreaterThan(3);
  await expect(page.getByLabel('Nombre')).toBeVisible();
});
