// docs/product.md §2: the legal pages without signing in, in both languages; the cookie banner
// until accepted; the chat widget only when configured and accepted; nothing requested elsewhere.
import { expect, test, type Page } from '@playwright/test';

const BANNER = { name: 'Aviso de cookies' } as const;

const LEGAL_PAGES = [
  { path: '/law/legal-advice', es: 'Aviso legal', pt: 'Aviso legal', esSection: 'Titular del servicio', ptSection: 'Titular do serviço' },
  {
    path: '/law/privacy-policy',
    es: 'Política de privacidad',
    pt: 'Política de privacidade',
    esSection: 'Tus derechos',
    ptSection: 'Os seus direitos',
  },
  {
    path: '/law/cookies-policy',
    es: 'Política de cookies',
    pt: 'Política de cookies',
    esSection: 'Cookies técnicas que usa Rueda',
    ptSection: 'Cookies técnicos utilizados pelo Rueda',
  },
] as const;

/** Every request the page makes to a host other than the e2e server's. */
function recordForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (url.hostname !== '127.0.0.1') foreign.push(request.url());
  });
  return foreign;
}

test('the legal pages open without signing in, in Spanish and in Portuguese', async ({ page }) => {
  for (const legal of LEGAL_PAGES) {
    await page.goto(legal.path);
    await expect(page.getByRole('heading', { level: 1, name: legal.es })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: legal.esSection })).toBeVisible();
    await expect(page).toHaveURL(legal.path);
    await expect(page.getByRole('link', { name: /Volver a iniciar sesión/ })).toHaveAttribute('href', '/auth/login');
  }

  await page.getByRole('button', { name: 'PT', exact: true }).click();
  for (const legal of LEGAL_PAGES) {
    await page.goto(legal.path);
    await expect(page.getByRole('heading', { level: 1, name: legal.pt })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: legal.ptSection })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  }

  // The pages link to one another inside the app.
  await page.getByRole('navigation', { name: 'Informação legal' }).getByRole('link', { name: 'Aviso legal' }).click();
  await expect(page).toHaveURL('/law/legal-advice');
});

test('the cookie banner shows until accepted, stays hidden after a reload and returns when storage is cleared', async ({ page }) => {
  await page.goto('/auth/login');
  const banner = page.getByRole('region', BANNER);
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Política de cookies' })).toHaveAttribute('href', '/law/cookies-policy');

  // On the other public pages too.
  await page.goto('/law/privacy-policy');
  await expect(banner).toBeVisible();
  await page.goto('/no-such-page');
  await expect(banner).toBeVisible();

  await banner.getByRole('button', { name: 'Aceptar' }).click();
  await expect(banner).toBeHidden();
  const accepted = await page.evaluate(() => window.localStorage.getItem('rueda.cookies-accepted'));
  expect(accepted).toMatch(/^\d{4}-\d{2}-\d{2}T/);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(banner).toBeHidden();
  await page.goto('/auth/login');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(banner).toBeHidden();

  await page.evaluate(() => window.localStorage.clear());
  await page.reload();
  await expect(banner).toBeVisible();
});

test('the banner link opens the cookies policy, and the banner is reached with the keyboard', async ({ page }) => {
  await page.goto('/auth/register');
  const banner = page.getByRole('region', BANNER);
  await expect(page.getByRole('button', { name: 'Crear cuenta' })).toBeVisible();
  // First in the tab order, before the page's own fields.
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('link', { name: 'Política de cookies' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(banner.getByRole('button', { name: 'Aceptar' })).toBeFocused();

  await banner.getByRole('link', { name: 'Política de cookies' }).click();
  await expect(page).toHaveURL('/law/cookies-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Política de cookies' })).toBeVisible();

  await page.getByRole('region', BANNER).getByRole('button', { name: 'Aceptar' }).press('Enter');
  await expect(page.getByRole('region', BANNER)).toBeHidden();
});

test('on a tablet the banner leaves the page’s buttons in view', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  for (const path of ['/auth/register', '/law/privacy-policy']) {
    await page.goto(path);
    const banner = page.getByRole('region', BANNER);
    await expect(banner).toBeVisible();
    const bannerBox = await banner.boundingBox();
    expect(bannerBox, 'banner box').not.toBeNull();
    // Compact: a strip at the bottom, not a screen-filling dialog.
    expect(bannerBox!.height).toBeLessThan(140);
    expect(bannerBox!.y + bannerBox!.height).toBeCloseTo(1024, 0);

    // Scrolled to the very end, the page's last content sits above the banner. The page may still be laying out its
    // text when first asked, so it is scrolled and measured again until the content ends above the banner.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const main = document.querySelector('main');
          return main ? main.getBoundingClientRect().bottom : Number.POSITIVE_INFINITY;
        }),
      )
      .toBeLessThanOrEqual(bannerBox!.y + 1);
  }

  await page.goto('/auth/register');
  const submit = page.getByRole('button', { name: 'Crear cuenta' });
  await submit.scrollIntoViewIfNeeded();
  // Playwright refuses a click whose target is covered by another element.
  await submit.click({ trial: true });
});

test('with no chat configured, nothing is requested from any other host', async ({ page }) => {
  const foreign = recordForeignRequests(page);
  for (const path of ['/auth/login', '/auth/register', '/law/cookies-policy', '/no-such-page']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.getByRole('region', BANNER).getByRole('button', { name: 'Aceptar' }).click();
  for (const path of ['/auth/login', '/law/privacy-policy']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(await page.locator('script[data-rueda-chat-widget]').count()).toBe(0);
  expect(foreign).toEqual([]);
});

test('a configured chat widget loads only after the cookies are accepted, once', async ({ page, baseURL }) => {
  // The e2e server has no chat configured; its config answer is changed to name a script on the
  // same host (the server's CSP allows 'self'), which the test serves itself.
  const chatUrl = `${baseURL}/chat-widget-e2e.js`;
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), chatWidgetScriptUrl: chatUrl } });
  });
  let chatRequests = 0;
  await page.route(chatUrl, async (route) => {
    chatRequests += 1;
    await route.fulfill({ contentType: 'text/javascript', body: 'window.__chatWidgetLoaded = (window.__chatWidgetLoaded || 0) + 1;' });
  });

  // A page of the app, which reads the config (the sign-in page gets the same from the server, decision 070).
  await page.goto('/law/privacy-policy');
  await expect(page.getByRole('region', BANNER)).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(chatRequests).toBe(0);

  await page.getByRole('region', BANNER).getByRole('button', { name: 'Aceptar' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __chatWidgetLoaded?: number }).__chatWidgetLoaded)).toBe(1);

  // Moving around the app does not add it again.
  await page.getByRole('navigation', { name: 'Información legal' }).getByRole('link', { name: 'Aviso legal' }).click();
  await expect(page).toHaveURL('/law/legal-advice');
  expect(await page.locator('script[data-rueda-chat-widget]').count()).toBe(1);
  expect(chatRequests).toBe(1);

  // After a reload, the stored acceptance loads it at start.
  await page.reload();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __chatWidgetLoaded?: number }).__chatWidgetLoaded)).toBe(1);
  expect(chatRequests).toBe(2);
});
