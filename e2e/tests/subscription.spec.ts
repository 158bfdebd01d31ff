// The subscription's journey (docs/product.md §4, §23) with the local payments provider, on the server's own clock
// (RUEDA_TEST_CLOCK): a trial ends, the workshop is held on /subscription, a card is declined, another needs the
// bank's confirmation and pays, the invoice prints, the admin cancels in the portal, and at the period's end the
// workshop is held again, its repairs kept and shown once it pays again. And a workshop that subscribes in the
// middle of its trial keeps it: nothing charged that day, the first charge at the trial's end.
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, fillRegistration, openWorkshop, uniqueEmail } from '../support/journeys.ts';
import { sql } from '../support/database.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

test.beforeEach(async ({ page }) => acceptCookies(page));

// The clock is the whole server's: put it back for the journeys that follow.
test.afterEach(async ({ request }) => {
  await request.post('/api/test/clock', { data: { reset: true } });
});

async function moveServerClock(page: Page, days: number): Promise<void> {
  const answer = await page.request.post('/api/test/clock', { data: { advanceMs: days * DAY_MS } });
  expect(answer.ok()).toBe(true);
}

/** The checkout page's card and billing address, as a payer types them. */
async function typeCard(page: Page, number: string): Promise<void> {
  await page.getByLabel('Número de tarjeta').fill(number);
  await page.getByLabel('Caducidad (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Nombre en la tarjeta').fill('Marta Ruiz');
}

async function typeBillingAddress(page: Page): Promise<void> {
  await page.getByLabel('Nombre o razón social').fill('Bicis Marta S.L.');
  await page.getByLabel('Dirección', { exact: true }).fill('Calle Mayor 1');
  await page.getByLabel('Código postal').fill('28013');
  await page.getByLabel('Ciudad').fill('Madrid');
  await page.getByLabel('País').selectOption('ES');
}

async function repairsOf(email: string): Promise<number> {
  const [row] = await sql<{ count: string }>(
    `select count(*) from repairs where workshop_id =
       (select wu.workshop_id from workshop_users wu join "user" u on u.id = wu.user_id where u.email = $1)`,
    [email],
  );
  return Number(row!.count);
}

test('a trial ends, a declined card, a confirmed one, the invoice, a cancellation in the portal, and the repairs kept', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('subscriber');
  await fillRegistration(page, email);
  await expect(page).toHaveURL('/account/onboarding');
  await page.getByRole('textbox', { name: 'Nombre del taller' }).fill('Bicis Marta');
  for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Empezar prueba gratuita' }).click();
  await expect(page).toHaveURL('/repairs');

  // A repair of the trial, through the fast intake.
  await page.getByRole('button', { name: 'Nueva reparación' }).first().click();
  const intake = page.getByRole('dialog', { name: 'Nueva reparación' });
  await intake.getByRole('textbox', { name: 'Nombre' }).fill('Lucía');
  await intake.getByRole('textbox', { name: 'Nombre' }).press('Control+Enter');
  await expect(page).toHaveURL(/\/repairs\/[0-9a-f-]{36}$/);
  expect(await repairsOf(email)).toBe(1);

  // Fifteen days later the trial has ended: the next screen holds the workshop on /subscription.
  await moveServerClock(page, 15);
  await page.goto('/repairs');
  await expect(page).toHaveURL('/subscription');
  await expect(page.getByRole('heading', { name: 'Prueba terminada' })).toBeVisible();

  // The local provider's checkout: a declined card, in the provider's words, then one the bank confirms.
  await page.getByRole('button', { name: 'Suscribirse' }).click();
  await expect(page).toHaveURL(/\/pay\/checkout\//);
  await expect(page.getByText('29,99 €').first()).toBeVisible();
  await typeCard(page, '4000 0000 0000 0002');
  await typeBillingAddress(page);
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');

  await page.getByLabel('Número de tarjeta').fill('4000 0025 0000 3155');
  await page.getByRole('button', { name: /^Pagar/ }).click();
  const bank = page.getByRole('dialog', { name: 'Tu banco pide confirmar este pago' });
  await expect(bank).toBeVisible();
  await bank.getByRole('button', { name: 'Confirmar' }).click();

  // Back in Rueda: confirmed, the new claims taken, on to the dashboard with subscription_active.
  await expect(page.getByText('¡Suscripción activa! Te llevamos al panel.')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');

  // The invoice, from the profile's billing section, printed with the browser's dialog.
  await page.goto('/profile');
  const billing = page.getByRole('region', { name: 'Facturación' });
  await billing
    .getByRole('link', { name: /^\d{4}-\d{6}$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/invoices\//);
  const invoice = page.getByRole('article', { name: /^Factura \d{4}-\d{6}$/ });
  await expect(invoice.getByText('Bicis Marta S.L.')).toBeVisible();
  await expect(invoice.getByTestId('invoice-total')).toHaveText('29,99 €');
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Imprimir' }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  // On paper only the invoice shows: no navigation, no buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Reparaciones' })).toBeHidden();
  await expect(page.locator('article.rueda-invoice').getByText('Bicis Marta S.L.')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('invoice-print.png') });
  await page.emulateMedia({ media: 'screen' });

  // The portal opens in a new tab; the admin cancels at the period's end.
  await page.goto('/profile');
  const [portal] = await Promise.all([
    context.waitForEvent('page'),
    billing.getByRole('button', { name: 'Gestionar pagos y facturas' }).click(),
  ]);
  await portal.waitForLoadState();
  await expect(portal.getByRole('heading', { name: 'Gestionar la suscripción' })).toBeVisible();
  await portal.getByRole('button', { name: 'Cancelar la suscripción' }).click();
  await portal.getByRole('button', { name: 'Sí, cancelar al final del periodo' }).click();
  await expect(portal.getByText(/Se cancelará el/)).toBeVisible();
  await portal.close();

  // Until the period ends the workshop works on; the profile says when it ends.
  await page.goto('/repairs');
  await expect(page).toHaveURL('/repairs');

  // A month on, the subscription has ended: held on /subscription again, and nothing was lost.
  await moveServerClock(page, 31);
  await page.goto('/repairs');
  await expect(page).toHaveURL('/subscription');
  await expect(page.getByRole('heading', { name: 'Suscripción cancelada' })).toBeVisible();
  expect(await repairsOf(email)).toBe(1);

  // Paying again opens the workshop as it was: the trial's repair is on the board.
  await page.getByRole('button', { name: 'Suscribirse' }).click();
  await typeCard(page, '4242 4242 4242 4242');
  await typeBillingAddress(page);
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/repairs');
  await expect(page.getByText('Lucía').first()).toBeVisible();
});

// docs/product.md §4 "Subscribing during the trial".
test('subscribing with 14 days of trial left charges nothing that day, from a checkout prefilled from onboarding, and the first charge falls at the trial’s end', async ({
  page,
}) => {
  await openWorkshop(page, 'Ciclos Marta', 'mid-trial', { address: 'Calle Mayor 1, 28013 Madrid', taxId: 'B12345678' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/subscription');
  await expect(page.getByTestId('first-charge')).toContainText(
    /^No se te cobrará nada hoy\. El primer cargo, 29,99\s€, será el \d+ de \w+ de \d{4}, al terminar tu prueba\.$/u,
  );
  await page.getByTestId('first-charge').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('subscription-mid-trial-390.png') });
  await page.getByRole('button', { name: 'Suscribirse' }).click();

  await expect(page).toHaveURL(/\/pay\/checkout\//);
  await expect(page.getByText(/^No se te cobrará nada hoy\./)).toBeVisible();
  await expect(page.getByLabel('Nombre o razón social')).toHaveValue('Ciclos Marta');
  await expect(page.getByLabel('Dirección', { exact: true })).toHaveValue('Calle Mayor 1');
  await expect(page.getByLabel('Código postal')).toHaveValue('28013');
  await expect(page.getByLabel('Ciudad')).toHaveValue('Madrid');
  await expect(page.getByLabel('NIF o CIF (opcional)')).toHaveValue('B12345678');
  await page.screenshot({ path: test.info().outputPath('checkout-mid-trial-390.png') });
  await typeCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Suscribirme sin pagar hoy' }).click();
  await expect(page).toHaveURL('/dashboard');

  // Subscribed, and nothing paid: no invoice yet.
  await page.goto('/profile');
  const billing = page.getByRole('region', { name: 'Facturación' });
  await expect(billing.getByText('Workshop Pro · 29,99 €')).toBeVisible();
  await expect(billing.getByRole('link', { name: /^\d{4}-\d{6}$/ })).toHaveCount(0);

  // The trial's end passes: the first charge is made, with its invoice.
  await moveServerClock(page, 15);
  await page.reload();
  await expect(billing.getByRole('link', { name: /^\d{4}-\d{6}$/ })).toHaveCount(1);
});
