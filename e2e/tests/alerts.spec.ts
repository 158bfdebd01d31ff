// The customer alerts' journey (docs/product.md §14) on the server's own clock (RUEDA_TEST_CLOCK): a
// repair finished and not collected for 7 days raises the customer alert on the customers page and the
// bell's notification (§9); marking it contacted records who and when, and the bell goes quiet.
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, fillRegistration, uniqueEmail } from '../support/journeys.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

test.beforeEach(async ({ page }) => acceptCookies(page));

// The clock is the whole server's: put it back for the journeys that follow.
test.afterEach(async ({ request }) => {
  await request.post('/api/test/clock', { data: { reset: true } });
});

async function moveServerClock(page: Page, ms: number): Promise<void> {
  const answer = await page.request.post('/api/test/clock', { data: { advanceMs: ms } });
  expect(answer.ok()).toBe(true);
}

test('a finished repair not collected for 7 days raises the alert and the notification; contacted, it records who and when', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await fillRegistration(page, uniqueEmail('alerts'));
  await expect(page).toHaveURL('/account/onboarding');
  await page.getByRole('textbox', { name: 'Nombre del taller' }).fill('Bicis Alertas');
  for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Empezar prueba gratuita' }).click();
  await expect(page).toHaveURL('/repairs');

  // A repair taken in and finished today.
  await page.getByRole('button', { name: 'Nueva reparación' }).first().click();
  const intake = page.getByRole('dialog', { name: 'Nueva reparación' });
  await intake.getByRole('textbox', { name: 'Nombre' }).fill('Lucía');
  await intake.getByRole('textbox', { name: 'Nombre' }).press('Control+Enter');
  await expect(page).toHaveURL(/\/repairs\/[0-9a-f-]{36}$/);
  const status = page.getByRole('region', { name: 'Estado' });
  await status.getByRole('combobox', { name: 'Nuevo estado' }).click();
  await page.getByRole('option', { name: 'Terminada' }).click();
  await status.getByRole('button', { name: 'Añadir estado' }).click();
  await expect(page.getByRole('group', { name: 'Estado, pago y aviso' }).getByText('Terminada')).toBeVisible();

  // Six days later nothing is raised yet.
  await moveServerClock(page, 6 * DAY_MS);
  await page.goto('/customers?filter=alerts');
  await expect(page.getByText('No hay clientes a los que contactar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();

  // A day more: the daily check runs on the moved clock and raises the alert and the bell.
  await moveServerClock(page, DAY_MS + 60_000);
  await page.goto('/repairs');
  await page.getByRole('button', { name: 'Notificaciones: 1 nueva' }).click();
  await page.getByRole('menuitem', { name: 'Han saltado alertas de clientes a los que debes contactar' }).click();
  await expect(page).toHaveURL('/customers?filter=alerts');
  await expect(page.getByRole('radio', { name: 'Alertas (1)' })).toBeChecked();
  const lucia = page.getByRole('region', { name: 'Lucía' });
  await expect(lucia.getByText(/^Reparación terminada sin recoger desde el \d+ de \p{L}+/u)).toBeVisible();
  await expect(lucia.getByRole('link', { name: 'Ver reparación' })).toHaveAttribute('href', /\/repairs\/[0-9a-f-]{36}$/);

  await lucia.getByRole('button', { name: 'Contactado' }).click();
  await expect(page.getByText('No hay clientes a los que contactar')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Notificaciones', exact: true })).toBeVisible();
  await page.getByRole('switch', { name: 'Mostrar también las gestionadas' }).check();
  await expect(
    page.getByRole('region', { name: 'Lucía' }).getByText(/^Contactado por Marta Ruiz el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
  ).toBeVisible();
});
