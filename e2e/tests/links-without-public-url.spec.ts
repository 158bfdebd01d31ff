// Links and round trips with PUBLIC_URL unset (docs/configuration.md): an instance of its own without it, opened
// at 127.0.0.1 while its links would be written for localhost. The payment made at 127.0.0.1 returns to
// 127.0.0.1, signed in, and the profile warns that the booking page's address opens only on this machine.
import { expect, test } from '@playwright/test';
import { acceptCookies, openWorkshop } from '../support/journeys.ts';
import { startSecondInstance, type SecondInstance } from '../support/second-instance.ts';

const PORT = Number(process.env.E2E_NO_PUBLIC_URL_PORT ?? 8193);

let instance: SecondInstance;
test.beforeAll(async () => {
  instance = await startSecondInstance(PORT, { publicUrl: null });
});
test.afterAll(async () => {
  await instance?.stop();
});

test('without PUBLIC_URL, a payment made at 127.0.0.1 comes back to 127.0.0.1 signed in, and the booking page’s address is flagged', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: instance.url, locale: 'es-ES' });
  const page = await context.newPage();
  await acceptCookies(page);
  await openWorkshop(page, 'Ciclos Marta', 'no-public-url', { address: 'Calle Mayor 1, 28013 Madrid', taxId: 'B12345678' });

  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Suscribirse' }).click();
  // The local provider's page, at the address the payer uses (not http://localhost:<port>).
  await expect(page).toHaveURL(new RegExp(`^${instance.url}/pay/checkout/`));
  await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await page.getByLabel('Caducidad (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Nombre en la tarjeta').fill('Marta Ruiz');
  await page.getByRole('button', { name: /^Suscribirme|^Pagar/ }).click();
  await expect(page).toHaveURL(`${instance.url}/dashboard`);

  // The booking page's address, saved, is one a customer's phone cannot open: the profile says so before it is shared.
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Reservas en línea' });
  await card.getByRole('button', { name: 'Proponer' }).click();
  await card.getByRole('checkbox').first().check();
  await card.getByRole('button', { name: 'Guardar reservas en línea' }).click();
  await expect(card.getByRole('textbox', { name: 'Dirección de tu página de reservas' })).toHaveValue(
    new RegExp(`^http://localhost:${PORT}/`),
  );
  await expect(card.getByRole('alert')).toContainText('Esta dirección solo se abre en el ordenador donde funciona Rueda');
});
