// docs/product.md §26.2: each screen's code loads with its screen. Every screen still opens after the split, by its
// address and from the navigation, with no asset missing; and on a slow network a page of the app shows a loading
// state, never a blank page, until its form arrives.
import { readFileSync } from 'node:fs';
import { isSalesFunctionName, STAFF_FUNCTION_AREAS } from '@rueda/domain';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../playwright.config.ts';
import { acceptCookies, callAs, fillSignIn, signInAsDemo } from '../support/journeys.ts';

const NAVIGATION = { name: 'Navegación principal' } as const;

/** Each screen of the navigation: its address, its link and its heading. */
const SCREENS = [
  { href: '/dashboard', link: 'Panel', heading: 'Panel' },
  { href: '/repairs', link: 'Reparaciones', heading: 'Reparaciones' },
  { href: '/customers', link: 'Clientes', heading: 'Clientes' },
  { href: '/booking', link: 'Citas', heading: 'Citas' },
  { href: '/services', link: 'Servicios', heading: 'Servicios' },
  { href: '/parts', link: 'Pedidos', heading: 'Pedidos' },
  // docs/product.md §32.2: the demo account administers the chain of its two shops.
  { href: '/chain', link: 'Cadena', heading: 'Cadena' },
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

/** The build the server serves: its manifest names the chunk of each area's answer schemas (apps/web/src/lib/function-schemas/). */
function schemaChunks(): Map<string, string> {
  const manifest = JSON.parse(readFileSync(new URL('../../apps/web/dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunks = new Map<string, string>();
  for (const [key, { file }] of Object.entries(manifest)) {
    const area = /^src\/lib\/function-schemas\/([a-z-]+)-schemas\.ts$/.exec(key)?.[1];
    if (area) chunks.set(file.replace(/^assets\//, '').replace(/\.js$/, ''), area);
  }
  return chunks;
}

/** The function's area (decision 072), the sales functions' being one (decision 065). */
function areaOf(name: string): string {
  return isSalesFunctionName(name) ? 'sales' : STAFF_FUNCTION_AREAS[name as keyof typeof STAFF_FUNCTION_AREAS];
}

/**
 * A repair of a workshop bike, whose page asks for the bike's recommendations (docs/product.md §31.1) as well as what
 * every repair page asks for: a new repair of a bike the demo's alerts name for its recommendations waiting (decision
 * 078). New, so that it has none of the parts on order the demo gives some of its repairs (§31.2), whose section asks
 * for them only on a repair that has some. Through the calls the screens make, outside the page, whose own requests
 * are the ones measured.
 */
async function repairOfABike(page: Page): Promise<string> {
  const { alerts } = await callAs<{ alerts: { reason: string; bikeId: string | null }[] }>(page, 'alertsList', {});
  const bikeId = alerts.find((alert) => alert.reason === 'recommendationsWaiting')!.bikeId!;
  const { owner } = await callAs<{ owner: { id: string } }>(page, 'bikesGet', { id: bikeId });
  const repair = await callAs<{ id: string }>(page, 'repairsCreate', { customer: { id: owner.id }, bike: { id: bikeId } });
  return `/repairs/${repair.id}`;
}

/**
 * Decision 072: the schema areas each route's first load fetches are those its entry of apps/web/scripts/budgets.mjs
 * lists, which boot.js preloads (the route-preloads data block) and the budgets count. Loaded from the address, each
 * screen's first load (until its calls have been quiet for a second) fetches no area's chunk its entry leaves out, and
 * calls a function of each area its entry lists.
 */
test("each screen's first load fetches the answer schemas of the areas its route lists, and no other's", async ({ page }) => {
  test.setTimeout(120_000);
  const chunks = schemaChunks();
  expect([...chunks.values()]).toEqual(expect.arrayContaining(['shell', 'board', 'sales']));
  let fetched: string[] = [];
  let called: string[] = [];
  const pending = new Set<unknown>();
  let lastCall = Date.now();
  // The screen's own first load only: the session monitor may move the page on meanwhile (docs/product.md §4, rule 2:
  // an active subscriber on /subscription goes to /repairs), and what the next screen fetches is not this one's.
  let measuredPath = '';
  let hasLeft = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && new URL(frame.url()).pathname !== measuredPath) hasLeft = true;
  });
  page.on('request', (request) => {
    if (hasLeft) return;
    const { pathname } = new URL(request.url());
    const chunk = /^\/assets\/([\w-]+)\.js$/.exec(pathname)?.[1];
    if (chunk && chunks.has(chunk)) fetched.push(chunks.get(chunk)!);
    const name = /^\/api\/functions\/(\w+)$/.exec(pathname)?.[1];
    if (name) {
      called.push(name);
      pending.add(request);
      lastCall = Date.now();
    }
  });
  const settled = (request: unknown) => pending.delete(request);
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);

  await signInAsDemo(page, '/repairs');
  const repairHref = await repairOfABike(page);
  expect(repairHref).toMatch(/^\/repairs\/[\w-]+$/);
  const addresses = [...SCREENS.map((screen) => screen.href), repairHref];

  for (const address of addresses) {
    fetched = [];
    called = [];
    pending.clear();
    lastCall = Date.now();
    measuredPath = new URL(address, 'http://rueda.test').pathname;
    hasLeft = false;
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 }).first(), address).toBeVisible();
    // The screen's first calls, those made once the first answers are in among them.
    await expect.poll(() => (pending.size === 0 || hasLeft) && Date.now() - lastCall > 1000, { timeout: 20_000 }).toBe(true);

    const listed = await page.evaluate((pathname) => {
      const map = JSON.parse(document.getElementById('route-preloads')!.textContent!) as {
        files: string[];
        routes: [string, number[], unknown][];
      };
      const route = map.routes.find(([pattern]) => new RegExp(pattern).test(pathname));
      return route ? route[1].map((index) => map.files[index]!) : null;
    }, address);
    expect(listed, `${address} has no route in the preloads' map`).not.toBeNull();
    const listedAreas = [...new Set(listed!.filter((file) => chunks.has(file)).map((file) => chunks.get(file)!))].sort();
    const fetchedAreas = [...new Set(fetched)].sort();
    const calledAreas = [...new Set(called.map(areaOf))].sort();
    expect(
      fetchedAreas.filter((area) => !listedAreas.includes(area)),
      `${address} fetched areas its route does not list`,
    ).toEqual([]);
    expect(
      listedAreas.filter((area) => !calledAreas.includes(area)),
      `${address} lists areas it does not call`,
    ).toEqual([]);
    expect(
      calledAreas.filter((area) => !listedAreas.includes(area)),
      `${address} calls areas its route does not list`,
    ).toEqual([]);
  }
});
