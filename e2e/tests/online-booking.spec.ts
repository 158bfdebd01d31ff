// The online booking journey (docs/product.md §22): the owner publishes the workshop's booking page from
// the profile; a customer books a day on a phone, without an account; the owner's open board shows
// 'Tienes nuevas citas' without a reload, and the owner confirms the booking from the calendar.
import { expect, test } from '@playwright/test';
import { formatLongDay } from '@rueda/domain';
import { dayCell, noonOf, openMonthOf, weekdaysAhead } from '../support/booking.ts';
import { acceptCookies, openWorkshop } from '../support/journeys.ts';

// The journey moves the server's clock a few seconds (the form's minimum time): put it back for the journeys that
// follow, whose trial counts read the browser's clock.
test.afterEach(async ({ request }) => {
  await request.post('/api/test/clock', { data: { reset: true } });
});

/** A day as the booking page reads it out: 'martes, 1 de diciembre'. */
const pageDay = (day: string) =>
  new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', weekday: 'long', day: 'numeric', month: 'long' }).format(noonOf(day));

test('a customer books online on a phone, the open board hears it, and the owner confirms it on the calendar', async ({
  page,
  browser,
}) => {
  await acceptCookies(page);
  await openWorkshop(page, 'Bicis del Puerto');

  // The owner publishes the page with the starter catalogue's packs.
  await page.goto('/profile');
  await page.getByRole('textbox', { name: /Dirección de la página/ }).fill('bicis-del-puerto');
  await page.getByRole('checkbox', { name: 'Seleccionar todos' }).first().check();
  await page.getByRole('button', { name: 'Guardar reservas en línea' }).click();
  await expect(page.getByText('Reservas en línea guardadas')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Abrir' })).toHaveAttribute('href', /\/book\/bicis-del-puerto$/);

  // The owner's board stays open.
  await page.goto('/repairs');
  await expect(page.getByRole('heading', { name: 'Reparaciones', level: 1 })).toBeVisible();

  // The customer, on a phone, without an account.
  const [day] = weekdaysAhead(1) as [string];
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-ES', isMobile: true, hasTouch: true });
  const customer = await phone.newPage();
  await customer.goto('/book/bicis-del-puerto');
  await expect(customer.getByRole('heading', { name: 'Bicis del Puerto' })).toBeVisible();
  await customer.getByRole('checkbox').first().check();
  await customer.getByRole('button', { name: 'Siguiente' }).click();
  await customer.getByRole('combobox', { name: 'Marca' }).selectOption({ label: 'Orbea' });
  await customer.getByRole('textbox', { name: 'Modelo' }).fill('Orca');
  await customer.getByRole('textbox', { name: /¿Qué le pasa\?/ }).fill('Cruje el pedalier');
  await customer.getByRole('button', { name: 'Siguiente' }).click();
  await customer.getByRole('button', { name: `${pageDay(day)}: Libre` }).click();
  await customer.getByRole('button', { name: 'Siguiente' }).click();
  await customer.getByRole('textbox', { name: 'Nombre' }).fill('Inés');
  await customer.getByRole('textbox', { name: 'Apellidos' }).fill('Navarro');
  await customer.getByRole('textbox', { name: 'Teléfono' }).fill('644 555 666');
  await customer.getByRole('textbox', { name: 'Email (opcional)' }).fill('ines.navarro@example.com');
  await customer.getByRole('checkbox', { name: /Acepto que el taller me contacte/ }).check();
  // People take a while over a form; the server refuses one sent in its first seconds (docs/product.md §22.6).
  await customer.request.post('/api/test/clock', { data: { advanceMs: 5_000 } });
  await customer.getByRole('button', { name: 'Reservar' }).click();
  await expect(customer.getByRole('heading', { name: '¡Reserva hecha!' })).toBeVisible();
  // A request the workshop will confirm, as its mail says (docs/product.md §1), with the day's year.
  await expect(
    customer.getByText(
      `Hemos recibido tu petición de cita en Bicis del Puerto para el ${formatLongDay(day, 'es')}. El taller la revisará y te confirmará el día.`,
    ),
  ).toBeVisible();
  await expect(customer.getByText('Te hemos enviado un email de confirmación.')).toBeVisible();
  await expect(customer.getByRole('link', { name: 'Seguir mi reparación' })).toHaveAttribute('href', /\/r\/[A-Za-z0-9_-]{43}$/);
  await phone.close();

  // The owner's board hears it without a reload: the toast, and the booking waiting to be reviewed.
  await expect(page.getByRole('alert').filter({ hasText: 'Tienes nuevas citas' })).toBeVisible();
  await expect(page.getByText('Inés Navarro').first()).toBeVisible();

  // The owner confirms it from the calendar, where it already holds its day.
  await openMonthOf(page, day);
  const title = 'Inés Navarro · Orbea Orca';
  await dayCell(page, day).getByRole('button', { name: title }).click();
  const summary = page.getByRole('dialog', { name: title });
  await summary.getByRole('button', { name: 'Confirmar' }).click();
  await page.getByRole('button', { name: 'Confirmar reserva' }).click();
  await expect(page.getByText(new RegExp(`^${title}: confirmada para el`))).toBeVisible();
  await expect(dayCell(page, day).getByRole('button', { name: title })).toBeVisible();
});
