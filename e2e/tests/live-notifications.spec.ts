// docs/product.md §19.1–§19.2 in the browser, with two instances on one PostgreSQL: the staff's app is open on the
// second instance while the customer answers the estimate through the first; 'Tienes nuevas citas' shows
// without a reload, the card is highlighted, and after the second instance restarts the app reconnects by
// itself and hears the next answer too.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { BASE_URL } from '../playwright.config.ts';
import { acceptCookies, openWorkshop } from '../support/journeys.ts';
import { startSecondInstance, type SecondInstance } from '../support/second-instance.ts';

const SECOND_PORT = Number(process.env.E2E_SECOND_PORT ?? 8192);

let second: SecondInstance;
test.beforeAll(async () => {
  second = await startSecondInstance(SECOND_PORT);
});
test.afterAll(async () => {
  await second?.stop();
});

/** Calls a function of the first instance: as the signed-in staff (their session cookie) or, without a token, as the public. */
async function callFirst<T>(request: APIRequestContext, name: string, data: unknown, token?: string): Promise<T> {
  const response = await request.post(`${BASE_URL}/api/functions/${name}`, {
    data: { data },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.status(), `${name} answered ${await response.text()}`).toBe(200);
  return ((await response.json()) as { result: T }).result;
}

test('a customer’s answer made through one instance reaches the staff on the other at once, and again after it restarts', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: second.url, locale: 'es-ES' });
  const page = await context.newPage();
  await acceptCookies(page);
  // Only what changes while the app listens is news (the first document says how things are).
  const listening = page.waitForResponse((response) => response.url().endsWith('/api/events') && response.ok());
  await openWorkshop(page, 'Taller de Dos Instancias');
  await listening;

  // The session cookie is the host's, whatever the port: the same staff, through the first instance.
  const tokenAnswer = await context.request.get(`${BASE_URL}/api/auth/token`);
  const { token } = (await tokenAnswer.json()) as { token: string };
  const answerThroughFirst = async (customer: string) => {
    const repair = await callFirst<{ id: string }>(context.request, 'repairsCreate', { customer: { name: customer }, bike: {} }, token);
    const link = await callFirst<{ url: string }>(context.request, 'repairLinkGet', { repairId: repair.id }, token);
    const linkToken = new URL(link.url).pathname.split('/').pop();
    await callFirst(context.request, 'publicRepairRespond', { token: linkToken, decision: 'approved' });
    return repair.id;
  };

  const first = await answerThroughFirst('Lucía');
  await expect(page.getByRole('alert').filter({ hasText: 'Tienes nuevas citas' })).toBeVisible();
  await expect(page.getByText('1 reparación con novedades, destacada en el tablero')).toBeVisible();
  await page.getByRole('alert').filter({ hasText: 'Tienes nuevas citas' }).getByRole('button', { name: 'Ver' }).click();
  await expect(page.locator(`[data-repair-card="${first}"][data-new]`)).toBeVisible();

  // A rolling restart of the instance the app is connected to: the app opens the stream again by itself.
  await second.restart();
  const next = await answerThroughFirst('Jorge');
  await expect(page.getByText('2 reparaciones con novedades, destacadas en el tablero')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Marcar como vistas' }).click();
  await expect(page.getByText(/con novedades, destacadas?/)).toHaveCount(0);
  await expect(page.locator(`[data-repair-card="${next}"]`)).toBeVisible();
  await expect(page.locator('[data-repair-card][data-new]')).toHaveCount(0);
  await context.close();
});
