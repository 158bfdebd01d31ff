// docs/product.md §8: when the app cannot start, a full page says so (in the stored language) with a
// retry, never a blank page; and the loader before it speaks the stored language.
import { expect, test } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import { fillRegistration, fillSignIn, PASSWORD, uniqueEmail } from '../support/journeys.ts';

test('an unreachable server shows the start-up failure page, and Reintentar starts again', async ({ page }) => {
  let isServerDown = true;
  await page.route('**/api/config', (route) => (isServerDown ? route.abort('connectionrefused') : route.fallback()));

  // The registration page: a page of the app (the sign-in page is the server's, decision 070).
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { name: 'No se puede abrir Rueda' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('No se ha podido conectar con el servidor de Rueda');

  isServerDown = false;
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('button', { name: 'Crear cuenta' })).toBeVisible();
});

test('a bad configuration shows the failure page in Portuguese when that is the stored language', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('rueda.language', 'pt'));
  await page.route('**/api/config', (route) => route.fulfill({ json: { tokenSyncUrl: 42 } }));
  await page.goto('/law/legal-advice');
  await expect(page.getByRole('heading', { name: 'Não é possível abrir o Rueda' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('O servidor do Rueda enviou uma configuração que não é válida.');
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
});

test('while the app starts, its loader speaks the stored language: Portuguese, or Spanish by default', async ({ page }) => {
  // The configuration held back: the start-up loader stays on screen.
  await page.route('**/api/config', () => {});
  await page.goto('/auth/register');
  await expect(page.getByRole('status', { name: 'Cargando…' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.evaluate(() => window.localStorage.setItem('rueda.language', 'pt'));
  await page.reload();
  await expect(page.getByRole('status', { name: 'A carregar…' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
});

test('the screen the address names starts downloading with the page, its texts in the stored language (decision 043)', async ({
  page,
  browser,
}) => {
  // The configuration held back: nothing of the app has run, so every request for the board's code comes from the page.
  await page.route('**/api/config', () => {});
  await page.addInitScript(() => window.localStorage.setItem('rueda.language', 'pt'));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto('/repairs');
  await expect(page.getByRole('status', { name: 'A carregar…' })).toBeVisible();

  // Read once boot.js has inserted the route's preloads.
  const preloadHrefs = () =>
    page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await expect.poll(async () => (await preloadHrefs()).some((href) => /\/repairs\.(es|pt)-[\w-]+\.js$/.test(href))).toBe(true);
  const preloads = await preloadHrefs();
  const texts = preloads.filter((href) => /\/repairs\.(es|pt)-[\w-]+\.js$/.test(href));
  expect(texts).toHaveLength(1);
  expect(texts[0]).toMatch(/\/repairs\.pt-/);
  // The board's screen and the signed-in layout, with the app, each fetched before the app could ask for them.
  for (const screen of [/\/assets\/repairs-[\w-]+\.js$/, /\/assets\/root-[\w-]+\.js$/, /\/assets\/app-[\w-]+\.js$/]) {
    expect(
      preloads.some((href) => screen.test(href)),
      String(screen),
    ).toBe(true);
    await expect.poll(() => requested.some((path) => screen.test(path)), String(screen)).toBe(true);
  }
  // Nothing of another screen.
  expect(preloads.some((href) => /\/assets\/(dashboard|booking)-[\w-]+\.js$/.test(href))).toBe(false);

  // With the app let run, on an empty cache, each file is fetched once: its module scripts took the preloaded downloads.
  const context = await browser.newContext();
  const cold = await context.newPage();
  const fetched: string[] = [];
  // Until the app sends the signed-out visitor to the sign-in page, a page of the server's with files of its own (decision 070).
  let isInApp = true;
  cold.on('framenavigated', (frame) => {
    if (frame === cold.mainFrame() && new URL(frame.url()).pathname === '/auth/login') isInApp = false;
  });
  cold.on('request', (request) => {
    if (isInApp) fetched.push(new URL(request.url()).pathname);
  });
  await cold.goto('/repairs');
  await expect(cold.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  await context.close();
  const assets = fetched.filter((path) => path.startsWith('/assets/'));
  expect(assets.filter((path) => /\/assets\/app-[\w-]+\.js$/.test(path))).toHaveLength(1);
  expect(assets.length).toBe(new Set(assets).size);
});

test('the invitation page uses everything it preloads: Chromium reports no preload left unused (decision 043)', async ({
  page,
  request,
}) => {
  // An invitation of a workshop made through the calls its screens make, read from the development mailbox.
  const origin = { origin: BASE_URL };
  expect(
    (
      await request.post('/api/auth/sign-up/email', {
        data: { email: uniqueEmail('owner'), password: PASSWORD, name: 'Marta' },
        headers: origin,
      })
    ).ok(),
  ).toBe(true);
  const { token } = (await (await request.get('/api/auth/token')).json()) as { token: string };
  const authorization = { authorization: `Bearer ${token}` };
  expect(
    (
      await request.post('/api/functions/onboardingComplete', { data: { data: { name: 'Bicis del Arranque' } }, headers: authorization })
    ).ok(),
  ).toBe(true);
  // The workshop's admin, with a token that claims it.
  const admin = { authorization: `Bearer ${((await (await request.get('/api/auth/token')).json()) as { token: string }).token}` };
  const invited = uniqueEmail('invited');
  expect(
    (await request.post('/api/functions/teamInvite', { data: { data: { email: invited, role: 'mechanic' } }, headers: admin })).ok(),
  ).toBe(true);
  const { mails } = (await (await request.get('/api/dev/mailbox')).json()) as { mails: { to: string; text: string }[] };
  const link = /\/join#[A-Za-z0-9_-]{43}/.exec(mails.find((mail) => mail.to === invited)?.text ?? '')?.[0];
  expect(link).toBeDefined();

  const unused: string[] = [];
  page.on('console', (message) => {
    if (/preloaded using link preload but not used/i.test(message.text())) unused.push(message.text());
  });
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  await page.waitForLoadState('load');
  // Chromium reports a preload as unused once a few seconds (3) have passed after the load event without it being
  // asked for; nothing else announces that it will not, so the journey waits them out.
  await page.waitForTimeout(3_500);
  expect(unused).toEqual([]);
});

test('a start asks for the config, the session and, when signed in, the ID token and the account at once (decision 044)', async ({
  page,
}) => {
  const email = uniqueEmail('early');
  await fillRegistration(page, email);
  await expect(page.getByText(email)).toBeVisible();

  // The config held back until the account is asked for: a start asking one after the other would wait for ever.
  const requested: string[] = [];
  let isAccountAsked!: () => void;
  const accountAsked = new Promise<void>((resolve) => (isAccountAsked = resolve));
  await page.route('**/api/config', async (route) => {
    await accountAsked;
    await route.fallback();
  });
  const reloaded = page.reload();
  // Counted from the reload on: a request the page before it was still making (its session check) is not the start's.
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    requested.push(path);
    if (path === '/api/functions/accountGet') isAccountAsked();
  });
  await reloaded;
  await expect(page.getByText(email)).toBeVisible();
  // Each asked once: the app took the early answers instead of asking again.
  for (const path of ['/api/config', '/api/auth/get-session', '/api/auth/token', '/api/functions/accountGet']) {
    expect(
      requested.filter((each) => each === path),
      path,
    ).toHaveLength(1);
  }

  // Signed out through the app, the next start asks for no token, and signing in again works.
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  // The app loads the server's sign-in page (decision 070): its form, hydrated, says the load is over.
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  requested.length = 0;
  await page.reload();
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled();
  // The sign-in page is the server's (decision 070): it asks for nothing of the session.
  expect(requested).not.toContain('/api/auth/get-session');
  expect(requested).not.toContain('/api/auth/token');
  expect(requested).not.toContain('/api/functions/accountGet');
  await fillSignIn(page, email, PASSWORD);
  await expect(page.getByText(email)).toBeVisible();
});

test('the first paint waits for no style sheet, and the app renders only once its sheets apply (decision 045)', async ({ page }) => {
  // A page of the app (the sign-in page is the server's, decision 070).
  const html = await (await page.request.get('/auth/register')).text();
  expect(html).not.toMatch(/<link rel="stylesheet"/);
  // The app's sheets (with the repair link's page as a second entry, the style sheets both use are a chunk of their own).
  const sheets = [...html.matchAll(/<link rel="preload" as="style" crossorigin href="(\/assets\/[\w-]+\.css)" data-app-styles>/g)].map(
    (match) => match[1],
  );
  expect(sheets.length).toBeGreaterThan(0);
  // The deferred boot script and the app's modules: nothing the parser must stop for.
  expect(html).toMatch(/<script defer src="\/boot\.js"><\/script>/);

  await page.goto('/auth/register');
  const button = page.getByRole('button', { name: 'Crear cuenta' });
  await expect(button).toBeVisible();
  const applied = await page.evaluate(() =>
    Array.from(document.styleSheets).map((sheet) => new URL(sheet.href ?? '', location.href).pathname),
  );
  expect(applied).toEqual(expect.arrayContaining(sheets));
  // Mantine's filled button, styled: not the browser's default grey.
  await expect(button).toHaveCSS('background-color', 'rgb(59, 91, 219)');
});
