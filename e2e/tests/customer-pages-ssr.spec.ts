// docs/decisions/067: the customers' pages render on the server. On a phone with JavaScript off, the repair link
// and the booking page show their content (the workshop's name and logo, the repair's status and estimate lines, the
// booking's first step) and say in a line that answering needs JavaScript, in Spanish and in Portuguese; the CSP
// keeps 'unsafe-inline' out of script-src. With JavaScript on, the page hydrates without a console error or a
// hydration warning and without reading its data again, and the language switch holds across a reload.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { acceptCookies, callAs, openWorkshop } from '../support/journeys.ts';

/** A workshop's name the pages must show as text, never as markup. */
const WORKSHOP = 'Bicis <b>"Sol"</b> & Luna';
const SLUG = 'bicis-sol-y-luna';
/** A 1×1 PNG: the workshop's logo. */
const LOGO = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

const TEXTS = {
  es: {
    locale: 'es-ES',
    status: 'Ahora mismo: Pendiente de revisar',
    answerNeedsScript: 'Para responder al presupuesto hace falta JavaScript',
    firstStep: '¿Qué necesitas?',
    bookingNeedsScript: 'Para pedir cita aquí hace falta JavaScript',
  },
  pt: {
    locale: 'pt-PT',
    status: 'Neste momento: Por rever',
    answerNeedsScript: 'Para responder ao orçamento é preciso JavaScript',
    firstStep: 'De que precisa?',
    bookingNeedsScript: 'Para marcar aqui é preciso JavaScript',
  },
} as const;

/** A page's console errors and warnings, its uncaught errors, and the public functions it called. */
function watch(page: Page) {
  const seen = { problems: [] as string[], calls: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') seen.problems.push(message.text());
  });
  page.on('pageerror', (error) => seen.problems.push(error.message));
  page.on('request', (request) => {
    if (request.url().includes('/api/functions/')) seen.calls.push(new URL(request.url()).pathname.split('/').pop()!);
  });
  return seen;
}

async function phone(browser: Browser, language: keyof typeof TEXTS, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ ...PHONE, locale: TEXTS[language].locale, javaScriptEnabled });
  return { context, page: await context.newPage() };
}

test('the repair link and the booking page read without JavaScript, and hydrate without reading again', async ({ page, browser }) => {
  await acceptCookies(page);
  await openWorkshop(page, WORKSHOP);
  type Item = { id: string; title: string };
  const catalogue = await callAs<{ packs: Item[] }>(page, 'servicesList', {});
  const pack = catalogue.packs.find((item) => item.title === 'Puesta a punto básica')!;
  const repair = await callAs<{ id: string }>(page, 'repairsCreate', {
    customer: { name: 'Lucía', phone: '600 555 333' },
    bike: {},
    services: { packs: [{ id: pack.id }] },
  });
  const { url } = await callAs<{ url: string }>(page, 'repairLinkGet', { repairId: repair.id });
  const linkPath = new URL(url).pathname;
  const day = [{ from: '09:00', to: '19:00' }];
  await callAs(page, 'workshopUpdate', {
    logo: LOGO,
    booking: {
      timeZone: 'Europe/Madrid',
      openingHours: { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day },
      closedDays: [],
      bookablePercent: 100,
    },
    onlineBooking: { slug: SLUG, paused: false, minimumNoticeDays: 0, bookable: { packs: [pack.id], maintenances: [], suspensions: [] } },
  });

  for (const language of ['es', 'pt'] as const) {
    const texts = TEXTS[language];
    const { context, page: customer } = await phone(browser, language, false);
    const link = await customer.goto(linkPath);
    expect(link!.status()).toBe(200);
    expect(link!.headers()['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(link!.headers()['referrer-policy']).toBe('no-referrer');
    await expect(customer.locator('html')).toHaveAttribute('lang', language);
    await expect(customer.getByRole('heading', { level: 1, name: WORKSHOP })).toBeVisible();
    await expect(customer.getByText(texts.status)).toBeVisible();
    await expect(customer.getByText('Puesta a punto básica')).toBeVisible();
    // Playwright's text search skips <noscript>; its paragraph, parsed as markup with JavaScript off, is shown.
    await expect(customer.locator('noscript > p')).toBeVisible();
    await expect(customer.locator('noscript > p')).toContainText(texts.answerNeedsScript);
    const logo = customer.locator('header img');
    await expect(logo).toHaveAttribute('src', new RegExp(`^${linkPath}/logo\\?v=`));
    await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    const booking = await customer.goto(`/book/${SLUG}`);
    expect(booking!.status()).toBe(200);
    await expect(customer.getByRole('heading', { level: 1, name: WORKSHOP })).toBeVisible();
    await expect(customer.getByRole('heading', { level: 2, name: texts.firstStep })).toBeVisible();
    await expect(customer.getByRole('checkbox', { name: 'Puesta a punto básica' })).toBeVisible();
    await expect(customer.locator('noscript > p')).toBeVisible();
    await expect(customer.locator('noscript > p')).toContainText(texts.bookingNeedsScript);
    await expect(customer.locator('header img')).toHaveAttribute('src', new RegExp(`^/book/${SLUG}/logo\\?v=`));
    await context.close();
  }

  // JavaScript on: the pages hydrate (their controls answer) with no warning and no read of what they carry.
  const { context, page: customer } = await phone(browser, 'es', true);
  const seen = watch(customer);
  await customer.goto(linkPath);
  await customer.getByRole('checkbox', { name: /Puesta a punto básica/ }).uncheck();
  await customer.getByRole('button', { name: 'Rechazar' }).click();
  await expect(customer.getByRole('heading', { name: 'Revisa tu respuesta' })).toBeVisible();
  await customer.getByRole('radio', { name: 'PT' }).check();
  await expect(customer.getByRole('heading', { name: 'Reveja a sua resposta' })).toBeVisible();
  // The choice is kept: the server renders the next visit in it.
  await customer.reload();
  await expect(customer.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(customer.getByText(TEXTS.pt.status)).toBeVisible();
  await customer.getByRole('radio', { name: 'ES' }).check();
  await expect(customer.getByText(TEXTS.es.status)).toBeVisible();

  await customer.goto(`/book/${SLUG}`);
  await customer.getByRole('checkbox', { name: 'Puesta a punto básica' }).check();
  await customer.getByRole('button', { name: 'Siguiente' }).click();
  await expect(customer.getByRole('heading', { name: 'Tu bicicleta' })).toBeFocused();
  expect(seen.calls).toEqual([]);
  expect(seen.problems).toEqual([]);
  await context.close();
});
