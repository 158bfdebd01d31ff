// Decision 076: the staff app installs as an app on a tablet, starts from its cache without a connection, and a new
// release is offered ("Recargar") rather than mixed into a page running the old one. The other journeys block service
// workers (playwright.config.ts); these let them run.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium, expect, test, type Page, type Response } from '@playwright/test';
import { APP_SHELL_PATTERNS } from '@rueda/domain';
import { staffAppFiles, writeServiceWorker } from '../../apps/web/scripts/service-worker.mjs';
import { BASE_URL } from '../playwright.config.ts';
import { CHROMIUM_ARGS } from '../support/chromium-args.ts';
import { acceptCookies, openWorkshop } from '../support/journeys.ts';
import { startSecondInstance } from '../support/second-instance.ts';

const DIST = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));
/** The instance that serves a copy of the build, made into a new release while a page runs the old one. */
const UPDATE_PORT = Number(process.env.E2E_APP_UPDATE_PORT ?? 8194);
/** A tablet held sideways, as a workshop's counter has it. */
const TABLET = { width: 1024, height: 768 };
/** The dashboard's charts: a screen's chunk the board never loads, fetched when the dashboard opens. */
const CHARTS_MODULE = 'src/features/dashboard/components/charts/charts.tsx';

test.use({ serviceWorkers: 'allow', viewport: TABLET });

type ViteManifest = Parameters<typeof staffAppFiles>[0];
const viteManifestOf = (distDir: string) => JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;

/** Once the app has registered its worker (after its first paint) and the worker has kept the app's files. */
async function waitForTheWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!;
    if (worker.state !== 'activated')
      await new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(null)));
  });
}

const isControlled = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller !== null);

test('at a tablet’s size the app is installable, keeps every screen’s code, and starts from its cache without a connection', async () => {
  // A profile of its own: Chromium installs nothing from an incognito window, which every other context is.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'rueda-e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH || undefined,
    args: CHROMIUM_ARGS,
    baseURL: BASE_URL,
    locale: 'es-ES',
    viewport: TABLET,
    serviceWorkers: 'allow',
  });
  try {
    await installedAndOffline(context.pages()[0] ?? (await context.newPage()));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

async function installedAndOffline(page: Page): Promise<void> {
  const context = page.context();
  await acceptCookies(page);
  await openWorkshop(page, 'Ciclos Tableta', 'app-install');
  await waitForTheWorker(page);
  // A worker never takes a page it did not serve (decision 076): this one is served by it after a reload.
  expect(await isControlled(page)).toBe(false);
  await page.reload();
  expect(await isControlled(page)).toBe(true);

  // Chromium's own verdict, and the manifest as it read it: the one the build ships.
  const cdp = await context.newCDPSession(page);
  expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  const { url, errors, data } = await cdp.send('Page.getAppManifest');
  expect(url).toBe(`${BASE_URL}/manifest.webmanifest`);
  expect(errors).toEqual([]);
  // The manifest the build ships, whose every field the build's own test checks (apps/web/scripts/service-worker.test.mjs).
  expect(JSON.parse(data ?? '{}')).toEqual(JSON.parse(readFileSync(path.join(DIST, 'manifest.webmanifest'), 'utf8')));

  // Cached at install: the page, boot.js, the icons and every file the staff app may load; no answer of the server,
  // nothing only the customers' pages load.
  const cached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths;
  });
  const viteManifest = viteManifestOf(DIST);
  for (const file of ['index.html', 'boot.js', 'manifest.webmanifest', 'icons/icon-512.png', ...staffAppFiles(viteManifest)])
    expect(cached, file).toContain(`/${file}`);
  expect(cached.filter((cachedPath) => cachedPath.startsWith('/api/'))).toEqual([]);
  expect(cached).not.toContain(`/${viteManifest['book.html']!.file}`);

  // Without a connection: the page and the app's code come from the worker. What the app then shows of its data is the
  // device store's (docs/product.md §30), not this journey's.
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await context.setOffline(true);
  const document = await page.goto('/repairs');
  expect(document?.fromServiceWorker()).toBe(true);
  expect(document?.status()).toBe(200);
  const entry = `/${viteManifest['index.html']!.file}`;
  await expect.poll(() => scripts.some((response) => new URL(response.url()).pathname === entry)).toBe(true);
  await expect.poll(() => scripts.some((response) => new URL(response.url()).pathname.startsWith('/assets/app-'))).toBe(true);
  expect(scripts.filter((response) => !response.fromServiceWorker()).map((response) => response.url())).toEqual([]);
  // A screen never opened on this device has its code here too.
  const charts = await page.goto(`/${viteManifest[CHARTS_MODULE]!.file}`);
  expect(charts?.fromServiceWorker()).toBe(true);
  expect(charts?.status()).toBe(200);
  // Only the staff app's pages: the server's own still need it.
  await expect(page.goto('/auth/login')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(false);
}

/**
 * The next release in the copy of the build at `distDir`: index.html marked as the new version, the dashboard's charts
 * chunk gone (a new build names its chunks anew), and the worker written again by Workbox as the build writes it.
 */
async function releaseNext(distDir: string, chartsChunk: string): Promise<void> {
  const indexPath = path.join(distDir, 'index.html');
  const index = readFileSync(indexPath, 'utf8').replace('</head>', '<meta name="rueda-release" content="next" /></head>');
  writeFileSync(indexPath, index);
  // The server sends the build's compressed copies to a browser that takes them (decision 034).
  writeFileSync(`${indexPath}.br`, brotliCompressSync(index));
  writeFileSync(`${indexPath}.gz`, gzipSync(index));
  for (const suffix of ['', '.br', '.gz']) rmSync(path.join(distDir, `${chartsChunk}${suffix}`), { force: true });
  await writeServiceWorker({ distDir, appPagePatterns: APP_SHELL_PATTERNS });
}

test('a new release is offered to every tab in its language, a page keeps its own code until Recargar, and then every tab is the new one', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const copy = mkdtempSync(path.join(os.tmpdir(), 'rueda-e2e-dist-'));
  cpSync(DIST, copy, { recursive: true });
  const instance = await startSecondInstance(UPDATE_PORT, { env: { WEB_DIST_DIR: copy } });
  const context = await browser.newContext({ baseURL: instance.url, locale: 'es-ES', viewport: TABLET, serviceWorkers: 'allow' });
  try {
    const page = await context.newPage();
    await acceptCookies(page);
    await openWorkshop(page, 'Ciclos Versión', 'app-update');
    await waitForTheWorker(page);
    await page.reload();
    expect(await isControlled(page)).toBe(true);
    // A second tab, in Portuguese.
    const pagePt = await context.newPage();
    await acceptCookies(pagePt);
    await pagePt.addInitScript(() => window.localStorage.setItem('rueda.language', 'pt'));
    await pagePt.goto('/repairs');
    await expect(pagePt.getByRole('heading', { name: 'Reparações', level: 1 })).toBeVisible();
    expect(await isControlled(pagePt)).toBe(true);
    await expect(page.getByText('Hay una versión nueva de Rueda.')).toHaveCount(0);

    const chartsChunk = viteManifestOf(copy)[CHARTS_MODULE]!.file;
    await releaseNext(copy, chartsChunk);
    // The server no longer has the old charts: it answers the app's page in their place.
    expect((await page.request.get(`/${chartsChunk}`)).headers()['content-type']).toContain('text/html');

    // The window gets the focus back: the app checks for a new version, which installs and waits; every tab offers it.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByText('Hay una versión nueva de Rueda.')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Recargar' })).toBeVisible();
    await expect(pagePt.getByText('Há uma nova versão do Rueda.')).toBeVisible({ timeout: 30_000 });
    await expect(pagePt.getByRole('button', { name: 'Recarregar' })).toBeVisible();

    // Meanwhile the page runs the old version whole: the dashboard, never opened, loads its charts from the worker that
    // served the page, though the server has them no more.
    const chartsAnswers: Response[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith(`/${chartsChunk}`)) chartsAnswers.push(response);
    });
    const navigation = page.getByRole('navigation', { name: 'Navegación principal' });
    await navigation.getByRole('link', { name: 'Panel' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await expect.poll(() => chartsAnswers.length).toBeGreaterThan(0);
    expect(chartsAnswers.every((answer) => answer.fromServiceWorker() && answer.status() === 200)).toBe(true);
    expect(chartsAnswers[0]!.headers()['content-type']).toContain('javascript');
    await navigation.getByRole('link', { name: 'Reparaciones' }).click();
    await expect(page).toHaveURL('/repairs');
    for (const tab of [page, pagePt]) await expect(tab.locator('meta[name="rueda-release"]')).toHaveCount(0);

    // Recargar: the new version takes over, and this tab and the other load again from it.
    await page.getByRole('button', { name: 'Recargar' }).click();
    for (const tab of [page, pagePt]) {
      await expect(tab.locator('meta[name="rueda-release"]')).toHaveAttribute('content', 'next', { timeout: 30_000 });
      await expect(tab.getByRole('button', { name: /^(Recargar|Recarregar)$/ })).toHaveCount(0);
      expect(await isControlled(tab)).toBe(true);
      expect(await tab.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
    }
  } finally {
    await context.close();
    await instance.stop();
    rmSync(copy, { recursive: true, force: true });
  }
});
