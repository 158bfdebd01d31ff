// The repair link's journey (docs/product.md §20–§21): the staff finish a repair and send the customer the WhatsApp
// message with the link to its estimate; the customer opens the link on a phone, without signing in, and approves
// the estimate; the staff's open board shows it without a reload, and the repair's history keeps both the message
// and the answer. Then a line the customer declines (docs/product.md §3): the repair page shows it declined and the
// total without it, the work order leaves it out, and marking the repair paid charges the total without it.
import { expect, test } from '@playwright/test';
import { acceptCookies, callAs, openWorkshop } from '../support/journeys.ts';

test('staff send the estimate by WhatsApp, the customer approves it on a phone, the board hears it live', async ({ page, browser }) => {
  await acceptCookies(page);
  await openWorkshop(page, 'Bicis de la Ribera');
  // No network here: wa.me answers from the test, as the browser would open WhatsApp.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>WhatsApp</title>' }));

  // A new workshop's empty board offers a second "Nueva reparación" of its own: the header's is first.
  await page
    .getByRole('button', { name: /Nueva reparación/ })
    .first()
    .click();
  const intake = page.getByRole('dialog', { name: 'Nueva reparación' });
  await intake.getByRole('textbox', { name: 'Nombre' }).fill('Julia');
  await intake.getByRole('textbox', { name: 'Teléfono' }).fill('600 555 111');
  await intake.getByRole('combobox', { name: 'Servicios' }).fill('Puesta a punto');
  await page.getByRole('option', { name: /Puesta a punto básica/ }).click();
  await page.keyboard.press('Escape');
  await intake.getByRole('button', { name: /Crear reparación/ }).click();
  await expect(page).toHaveURL(/\/repairs\/[0-9a-f-]{36}$/);
  const repairId = page.url().split('/').pop()!;

  // The staff finish the repair.
  const status = page.getByRole('region', { name: 'Estado' });
  await status.getByRole('combobox', { name: 'Nuevo estado' }).click();
  await page.getByRole('option', { name: 'Terminada' }).click();
  await status.getByRole('button', { name: 'Añadir estado' }).click();
  await expect(page.getByRole('group', { name: 'Estado, pago y aviso' }).getByText('Terminada')).toBeVisible();

  // Notify: the finished repair's message comes first; the staff choose the estimate's, which carries the link.
  await page.getByRole('button', { name: 'Notificar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notificar por WhatsApp' });
  await expect(dialog.getByRole('combobox', { name: 'Mensaje' })).toHaveValue('Lista para recoger');
  await dialog.getByRole('combobox', { name: 'Mensaje' }).click();
  await page.getByRole('option', { name: 'Presupuesto listo' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Texto' })).toHaveValue(
    /Hola Julia, ya tenemos el presupuesto de tu bici: 45,00\s€.*\/r\//s,
  );
  await expect(dialog.getByText('+34600555111')).toBeVisible();
  const chat = page.waitForEvent('popup');
  await dialog.getByRole('link', { name: 'Abrir WhatsApp' }).click();
  const whatsapp = await chat;
  const opened = new URL(whatsapp.url());
  expect(opened.origin + opened.pathname).toBe('https://wa.me/34600555111');
  const message = opened.searchParams.get('text')!;
  const link = message.match(/https?:\/\/\S+\/r\/[A-Za-z0-9_-]{43}/)![0];
  await whatsapp.close();
  await expect(page.getByText('Chat abierto en WhatsApp; el mensaje queda en el historial de la reparación.')).toBeVisible();
  await expect(status.getByText(/WhatsApp abierto por Marta Ruiz/)).toBeVisible();

  // The staff go back to their board, and leave it open.
  await page.goto('/repairs');
  await expect(page.locator(`[data-repair-card="${repairId}"]`)).toBeVisible();

  // The customer, on a phone, without an account.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES', isMobile: true, hasTouch: true });
  const customer = await phone.newPage();
  await customer.goto(link);
  await expect(customer.getByText('Hola, Julia')).toBeVisible();
  await expect(customer.getByRole('heading', { name: 'Bicis de la Ribera', level: 1 })).toBeVisible();
  await expect(customer.getByText('El taller aún no ha anotado la marca ni el modelo.')).toBeVisible();
  await expect(customer.getByText('Lista para recoger').first()).toBeVisible();
  await expect(customer.getByText('Puesta a punto básica')).toBeVisible();
  await customer.getByRole('textbox', { name: 'Comentario para el taller (opcional)' }).fill('Perfecto, paso el sábado');
  await customer.getByRole('button', { name: 'Aprobar todo' }).click();
  await expect(customer.getByText(/Apruebas todo el presupuesto: 45,00\s€\./)).toBeVisible();
  await customer.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(customer.getByText('¡Gracias! El taller ya tiene tu respuesta.')).toBeVisible();
  // Nothing of the staff's side shows on the customer's page.
  await expect(customer.getByText('Marta Ruiz')).toHaveCount(0);
  await phone.close();

  // The staff's board hears it without a reload.
  await expect(page.getByRole('alert').filter({ hasText: 'Tienes nuevas citas' })).toBeVisible();
  await expect(page.locator(`[data-repair-card="${repairId}"][data-new]`)).toBeVisible();
  await page.locator(`[data-repair-card="${repairId}"]`).getByRole('link').first().click();
  await expect(page.getByRole('region', { name: 'Estado' }).getByText('El cliente aprobó el presupuesto')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Estado' }).getByText('Comentario: «Perfecto, paso el sábado»')).toBeVisible();
});

test('a line the customer declines on the link is shown declined, left out of the total and the work order, and not charged', async ({
  page,
  browser,
}) => {
  await acceptCookies(page);
  await openWorkshop(page, 'Ciclos Lucía');
  // The repair and its link through the calls the intake and the link panel make (their screens have the journey above).
  type Item = { id: string; title: string };
  const catalogue = await callAs<{ packs: Item[]; maintenances: Item[] }>(page, 'servicesList', {});
  const pack = catalogue.packs.find((item) => item.title === 'Puesta a punto básica')!;
  const bleed = catalogue.maintenances.find((item) => item.title.startsWith('Purgado de freno hidráulico'))!;
  const repair = await callAs<{ id: string }>(page, 'repairsCreate', {
    customer: { name: 'Lucía', phone: '600 555 222' },
    bike: {},
    services: { packs: [{ id: pack.id }], maintenances: [{ id: bleed.id }] },
    booking: { observations: 'Frena poco y chirría' },
  });
  const { url } = await callAs<{ url: string }>(page, 'repairLinkGet', { repairId: repair.id });

  // Lucía, on her phone, approves the tune-up and declines the brake bleed: 45 € of 70 €.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES', isMobile: true, hasTouch: true });
  const customer = await phone.newPage();
  await customer.goto(url);
  await customer.getByRole('checkbox', { name: /Purgado de freno hidráulico/ }).uncheck();
  await customer.getByRole('button', { name: 'Aprobar lo marcado' }).click();
  await expect(customer.getByText(/Apruebas 1 de 2 líneas: 45,00\s€\./)).toBeVisible();
  await customer.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(customer.getByText('¡Gracias! El taller ya tiene tu respuesta.')).toBeVisible();
  await phone.close();

  await page.goto(`/repairs/${repair.id}`);
  const declined = page.getByRole('table', { name: 'Servicios' }).getByRole('row').filter({ hasText: bleed.title });
  await expect(declined.getByText('Rechazada por el cliente')).toBeVisible();
  await expect(page.getByTestId('repair-total')).toHaveText(/^45,00\s€$/);
  const order = page.getByTestId('work-order');
  await expect(order).toContainText('Puesta a punto básica');
  await expect(order).not.toContainText('Purgado de freno');
  await expect(order).toContainText('Frena poco y chirría');

  const payment = page.getByRole('region', { name: 'Pago' });
  await payment.getByRole('combobox', { name: 'Pago' }).click();
  await page.getByRole('option', { name: 'Pagada' }).click();
  await expect(page.getByText(/^Marcada como pagada · 45,00\s€$/)).toBeVisible();
  const { repair: paid } = await callAs<{ repair: { payment: string; totalPrice: number } }>(page, 'repairsGet', { id: repair.id });
  expect(paid).toMatchObject({ payment: 'paid', totalPrice: 4500 });
});
