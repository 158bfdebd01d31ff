// Dates on the workshop's clock on every device (docs/product.md §1): a workshop in Madrid (the calendar's
// default zone) books a bike for Wednesday 2 December, a day without a time, and takes it in at 10:30 that day.
// Its repair page and the customer's repair link, opened from browsers in UTC, Lisbon and Bogotá, where that
// midnight is still the 1st, all say the 2nd, and 10:30.
import { expect, test } from '@playwright/test';
import { acceptCookies, callAs, openWorkshop } from '../support/journeys.ts';

/** 00:00 on 2 December 2026 in Madrid. */
const BOOKED_DAY = '2026-12-01T23:00:00.000Z';
/** 10:30 on 2 December 2026 in Madrid. */
const ENTERED = '2026-12-02T09:30:00.000Z';

test('the repair page and the repair link show the Madrid workshop’s day and hour from browsers in UTC, Lisbon and Bogotá', async ({
  page,
  browser,
}) => {
  await acceptCookies(page);
  await openWorkshop(page, 'Ciclos del Retiro');
  const made = await callAs<{ id: string; lastUpdate: string }>(page, 'repairsCreate', {
    customer: { name: 'Lucía', phone: '600 777 888' },
    bike: {},
    status: 'confirmed',
    booking: { confirmedDate: BOOKED_DAY, postponedDate: null, finishedDate: null, observations: '' },
  });
  await callAs(page, 'repairsUpdateStatus', { id: made.id, status: 'workshopEntrance', date: ENTERED });
  const { url } = await callAs<{ url: string }>(page, 'repairLinkGet', { repairId: made.id, create: true });
  const signedIn = await page.context().storageState();

  for (const timezoneId of ['UTC', 'Europe/Lisbon', 'America/Bogota']) {
    const context = await browser.newContext({ timezoneId, locale: 'es-ES', storageState: signedIn });
    const staff = await context.newPage();
    await staff.goto(`/repairs/${made.id}`);
    // The booked day shows no 00:00; the entry its hour; neither the day before.
    await expect(staff.getByRole('region', { name: 'Cita' }).getByText('02/12/2026', { exact: true }), timezoneId).toBeVisible();
    await expect(staff.getByRole('region', { name: 'Fechas' }).getByText('02/12/2026 10:30'), timezoneId).toBeVisible();
    await expect(staff.getByRole('region', { name: 'Estado' }).getByText('02/12/2026 10:30'), timezoneId).toBeVisible();
    await expect(staff.getByText(/01\/12\/2026/), timezoneId).toHaveCount(0);

    const customer = await context.newPage();
    await customer.goto(url);
    await expect(customer.getByText('Entró en el taller el 2 de diciembre de 2026'), timezoneId).toBeVisible();
    // Chromium's ICU writes 'a las 10:30' where Node's writes ', 10:30'.
    await expect(customer.getByText(/^2 de diciembre de 2026(,| a las) 10:30$/), timezoneId).toBeVisible();
    await expect(customer.getByText(/1 de diciembre/), timezoneId).toHaveCount(0);
    await context.close();
  }
});
