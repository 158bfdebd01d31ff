// The booking calendar's journeys (docs/product.md §15) in Chromium, each on a fresh workshop of its own with the
// default hours (Monday to Friday 9–14 and 16–20, Saturday 10–14, Sunday closed; 80 % bookable, so a
// weekday holds 7,2 h): a day selected in the month view books a new customer's bike there and the day's
// load grows; a booking dragged to another day moves there, with undo; booking over a day's capacity
// asks first; the dashboard's next bookings open the repair; an hour dragged over in the week view is
// booked; a drag during the token's renewal is saved; and the screen in Portuguese. The steps are in
// support/booking.ts.
// The days are the coming weekdays in the workshop's zone (Europe/Madrid, the browser's too), never
// today: a booking made on a month view's day starts at its midnight, which today has passed.
import { expect, test } from '@playwright/test';
import { acceptCookies } from '../support/journeys.ts';
import type { Booking } from '../support/booking.ts';
import {
  INTAKE_PT,
  JULIA,
  bookDay,
  dayCell,
  dragToDay,
  fillIntake,
  loadBadge,
  longDate,
  newWorkshop,
  openMonthOf,
  pickUpAndCarry,
  selectDay,
  titleOf,
  weekdaysAhead,
  ZONE,
} from '../support/booking.ts';

test.use({ timezoneId: ZONE });
test.beforeEach(async ({ page }) => acceptCookies(page));

test('selecting a day in the month view books a new customer’s bike there, and the day’s load grows', async ({ page }) => {
  await newWorkshop(page, 'Bicis del Calendario');
  const [day] = weekdaysAhead(1) as [string];
  await openMonthOf(page, day);
  await expect(page.getByRole('heading', { name: 'Citas', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'No hay reservas en estas fechas' })).toBeVisible();
  // No mechanic listed: the owner's 9 hours, 80 % of them bookable.
  const load = loadBadge(page, day);
  await expect(load).toHaveAttribute('title', 'Carga del día: 0 h de 7,2 h');
  await expect(load).toContainText('0/7,2 h');

  await selectDay(page, day);
  // The fast intake in booking mode: titled with the day selected, its load, and the booking's own fields.
  const intake = page.getByRole('dialog', { name: `Nueva reserva · ${longDate(day, 'es')}` });
  await expect(intake).toBeVisible();
  await expect(intake.getByText('Carga del día: 0 h de 7,2 h')).toBeVisible();
  await expect(intake.getByRole('textbox', { name: 'Observaciones de la reserva' })).toBeVisible();
  await expect(intake.getByRole('button', { name: 'Crear reparación' })).toHaveCount(0);
  await fillIntake(intake, JULIA);

  await expect(intake).toBeHidden();
  await expect(page.getByText('Reserva de Julia Reservas creada')).toBeVisible();
  const event = dayCell(page, day).getByRole('button', { name: titleOf(JULIA) });
  await expect(event).toBeVisible();
  await expect(page.locator('.booking-calendar').getByRole('button', { name: titleOf(JULIA) })).toHaveCount(1);
  // The repair's estimate is none, so an hour's work: the day's load reads 1 h now.
  await expect(load).toHaveAttribute('title', 'Carga del día: 1 h de 7,2 h');
  await expect(load).toContainText('1/7,2 h');
  await expect(page.getByRole('status').filter({ hasText: 'No hay reservas en estas fechas' })).toBeHidden();

  // The server has it: loaded afresh, the booking and the load are still there.
  await openMonthOf(page, day);
  await expect(dayCell(page, day).getByRole('button', { name: titleOf(JULIA) })).toBeVisible();
  await expect(loadBadge(page, day)).toHaveAttribute('title', 'Carga del día: 1 h de 7,2 h');

  // A click on it opens its summary, which links to the repair.
  await dayCell(page, day)
    .getByRole('button', { name: titleOf(JULIA) })
    .click();
  const summary = page.getByRole('dialog', { name: titleOf(JULIA) });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Abrir la reparación' })).toHaveAttribute('href', /^\/repairs\/[0-9a-f-]{36}$/);
});

test('a booking dragged to another day moves there, and undo brings it back', async ({ page }) => {
  await newWorkshop(page, 'Bicis que se Mueven');
  const [day, otherDay] = weekdaysAhead(2) as [string, string];
  await openMonthOf(page, day);
  const event = await bookDay(page, day, JULIA);
  await expect(loadBadge(page, day)).toHaveAttribute('title', 'Carga del día: 1 h de 7,2 h');
  await expect(loadBadge(page, otherDay)).toHaveAttribute('title', 'Carga del día: 0 h de 7,2 h');

  await dragToDay(page, event, otherDay);
  const moved = dayCell(page, otherDay).getByRole('button', { name: titleOf(JULIA) });
  await expect(moved).toBeVisible();
  await expect(dayCell(page, day).getByRole('button', { name: titleOf(JULIA) })).toHaveCount(0);
  await expect(page.getByText(`${titleOf(JULIA)}: reserva movida al ${longDate(otherDay, 'es')}`)).toBeVisible();
  // The loads follow the booking once the server has it.
  await expect(loadBadge(page, otherDay)).toHaveAttribute('title', 'Carga del día: 1 h de 7,2 h');
  await expect(loadBadge(page, day)).toHaveAttribute('title', 'Carga del día: 0 h de 7,2 h');

  await page.getByRole('button', { name: 'Deshacer' }).click();
  await expect(page.getByText(`${titleOf(JULIA)}: la reserva ha vuelto a su fecha`)).toBeVisible();
  await expect(dayCell(page, day).getByRole('button', { name: titleOf(JULIA) })).toBeVisible();
  await expect(dayCell(page, otherDay).getByRole('button', { name: titleOf(JULIA) })).toHaveCount(0);
  await expect(loadBadge(page, day)).toHaveAttribute('title', 'Carga del día: 1 h de 7,2 h');

  // Moved again and loaded afresh: the new day is the server's.
  await dragToDay(page, dayCell(page, day).getByRole('button', { name: titleOf(JULIA) }), otherDay);
  await expect(dayCell(page, otherDay).getByRole('button', { name: titleOf(JULIA) })).toBeVisible();
  await expect(loadBadge(page, otherDay)).toHaveAttribute('title', 'Carga del día: 1 h de 7,2 h');
  await openMonthOf(page, otherDay);
  await expect(dayCell(page, otherDay).getByRole('button', { name: titleOf(JULIA) })).toBeVisible();
  await expect(dayCell(page, day).getByRole('button', { name: titleOf(JULIA) })).toHaveCount(0);
});

test('booking over a day’s capacity asks first: declining books nothing, confirming books it and marks the day full', async ({ page }) => {
  await newWorkshop(page, 'Bicis sin Hueco');
  const [day] = weekdaysAhead(1) as [string];
  await openMonthOf(page, day);

  // 20 % of a weekday's 9 hours is bookable: 1,8 h, room for one repair of an hour but not two.
  await page.getByRole('button', { name: 'Horario' }).click();
  const settings = page.getByRole('dialog', { name: 'Horario del taller' });
  const share = settings.getByRole('textbox', { name: 'Porcentaje reservable' });
  await expect(share).toHaveValue('80 %');
  await share.fill('20');
  await settings.getByRole('button', { name: 'Guardar horario' }).click();
  await expect(page.getByText('Horario guardado')).toBeVisible();
  await expect(settings).toBeHidden();
  await expect(loadBadge(page, day)).toHaveAttribute('title', 'Carga del día: 0 h de 1,8 h');

  await bookDay(page, day, JULIA);
  await expect(loadBadge(page, day)).toHaveAttribute('title', 'Carga del día: 1 h de 1,8 h');

  const second: Booking = { name: 'Pablo', surname: 'Completo', manufacturer: 'BH', model: 'Ultralight' };
  await selectDay(page, day);
  const intake = page.getByRole('dialog', { name: `Nueva reserva · ${longDate(day, 'es')}` });
  await expect(intake.getByText('Carga del día: 1 h de 1,8 h')).toBeVisible();
  await fillIntake(intake, second);
  const question = page.getByRole('dialog', { name: 'El día está completo' });
  await expect(question).toBeVisible();
  await expect(question).toContainText('Con esta reparación (1 h), el día tendría 2 h reservadas de 1,8 h disponibles.');
  await expect(question).toContainText('¿Reservar igualmente?');

  // No: nothing is booked and the intake stays open with what was typed.
  await question.getByRole('button', { name: 'No reservar' }).click();
  await expect(question).toBeHidden();
  await expect(intake).toBeVisible();
  await expect(intake.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Pablo');
  await expect(loadBadge(page, day)).toHaveAttribute('title', 'Carga del día: 1 h de 1,8 h');
  await expect(dayCell(page, day).getByRole('button', { name: titleOf(second) })).toHaveCount(0);

  // Yes: booked over capacity, and the day is marked full.
  await intake.getByRole('button', { name: 'Reservar', exact: true }).click();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Reservar igualmente' }).click();
  await expect(intake).toBeHidden();
  await expect(dayCell(page, day).getByRole('button', { name: titleOf(second) })).toBeVisible();
  await expect(loadBadge(page, day)).toHaveAttribute('title', 'Carga del día: 2 h de 1,8 h');
  await expect(loadBadge(page, day)).toHaveAttribute('data-load', 'full');
  await expect(loadBadge(page, day)).toContainText('Completo');
});

test('a booking is among the dashboard’s next bookings and opens its repair', async ({ page }) => {
  await newWorkshop(page, 'Bicis del Panel');
  const [day] = weekdaysAhead(1) as [string];
  await openMonthOf(page, day);
  await bookDay(page, day, JULIA);

  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Panel' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { name: 'Panel', level: 1 })).toBeVisible();
  const next = page.getByRole('list', { name: 'Próximas citas' });
  const line = next.getByRole('listitem').filter({ hasText: titleOf(JULIA) });
  await expect(line).toBeVisible();
  await line.getByRole('link', { name: titleOf(JULIA) }).click();

  await expect(page).toHaveURL(/\/repairs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Reparación de Julia Reservas', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Estado, pago y aviso' }).getByText('Confirmada')).toBeVisible();
});

test('dragging over an hour in the week view books that hour', async ({ page }) => {
  // The week and day views once drew no time grid (a fixed height under height="auto" left it 0 px high).
  await newWorkshop(page, 'Bicis de la Semana');
  const [day] = weekdaysAhead(1) as [string];
  await page.goto('/booking');
  await page.getByRole('button', { name: 'Semana' }).click();
  await expect(page.getByRole('button', { name: 'Semana' })).toHaveAttribute('aria-pressed', 'true');
  const header = page.locator(`.booking-calendar [role="columnheader"][data-date="${day}"]`);
  await expect(page.locator('.booking-calendar [role="columnheader"][data-date]')).toHaveCount(7);
  if ((await header.count()) === 0) await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(header.locator('[data-load]')).toHaveAttribute('title', 'Carga del día: 0 h de 7,2 h');

  // The day's column in the time grid (its all-day cell comes first), from 10:00 to 11:00.
  const column = page.locator(`.booking-calendar [role="cell"][data-date="${day}"]`).last();
  const ten = page.locator('.booking-calendar [data-time="10:00:00"]').last();
  const halfPast = page.locator('.booking-calendar [data-time="10:30:00"]').last();
  await ten.scrollIntoViewIfNeeded();
  await expect(ten).toBeInViewport();
  const x = await column.boundingBox().then((box) => box!.x + box!.width / 2);
  const [from, to] = [(await ten.boundingBox())!, (await halfPast.boundingBox())!];
  await page.mouse.move(x, from.y + 4);
  await page.mouse.down();
  await page.mouse.move(x, to.y + to.height - 4, { steps: 10 });
  await page.mouse.up();

  const intake = page.getByRole('dialog', { name: `Nueva reserva · ${longDate(day, 'es')}, 10:00` });
  await fillIntake(intake, JULIA);
  await expect(intake).toBeHidden();
  const event = column.getByRole('button', { name: new RegExp(`^10:00.*${titleOf(JULIA)}`) });
  await expect(event).toBeVisible();
  await expect(header.locator('[data-load]')).toHaveAttribute('title', 'Carga del día: 1 h de 7,2 h');
  // In the month view it shows with its time.
  await openMonthOf(page, day);
  await expect(dayCell(page, day).getByRole('button', { name: titleOf(JULIA) })).toContainText('10:00');
});

test('a drag while the ID token is being renewed is saved too', async ({ page }) => {
  // When the token's renewal (the session monitor's check two seconds after a page load, or the hourly
  // one) answered between pointer down and pointer up, the screen's new callbacks made FullCalendar drop
  // the move unsaved; the calendar's options now keep their identity (booking-calendar.tsx).
  await newWorkshop(page, 'Bicis con Prisa');
  const [day, otherDay] = weekdaysAhead(2) as [string, string];
  await openMonthOf(page, day);
  await bookDay(page, day, JULIA);

  // A fresh load; the monitor's renewal (the load's second token request) is held until mid-drag.
  let tokenRequests = 0;
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = () => {};
  const isHeld = new Promise<void>((resolve) => (held = resolve));
  await page.route('**/api/auth/token', async (route) => {
    tokenRequests += 1;
    if (tokenRequests === 2) {
      held();
      await released;
    }
    await route.continue();
  });
  await openMonthOf(page, day, { renewal: false });
  await isHeld;
  await pickUpAndCarry(page, dayCell(page, day).getByRole('button', { name: titleOf(JULIA) }), otherDay);
  release();
  await page.waitForResponse((response) => response.url().endsWith('/api/auth/token'));
  // The new token's claims are read and the screen drawn again, the booking still in the hand.
  await page.waitForTimeout(500);
  await page.mouse.up();

  await expect(dayCell(page, otherDay).getByRole('button', { name: titleOf(JULIA) })).toBeVisible();
  await expect(page.getByText(`${titleOf(JULIA)}: reserva movida al ${longDate(otherDay, 'es')}`)).toBeVisible();
  await openMonthOf(page, otherDay);
  await expect(dayCell(page, otherDay).getByRole('button', { name: titleOf(JULIA) })).toBeVisible();
});

test('in Portuguese: the screen, the calendar and the intake speak it, and a booking is made', async ({ page }) => {
  await newWorkshop(page, 'Bicicletas do Porto');
  const [day] = weekdaysAhead(1) as [string];
  await page.goto('/booking');
  await expect(page.getByRole('heading', { name: 'Citas', level: 1 })).toBeVisible();
  await page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'PT', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Marcações', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Vista do calendário' }).getByRole('button', { name: 'Mês' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await openMonthOf(page, day, { language: 'pt' });
  // FullCalendar's own names follow the switch too: the weekdays of the month view.
  await expect(page.locator('.booking-calendar').getByRole('columnheader').first()).toHaveText(/^segunda/);
  await expect(loadBadge(page, day)).toHaveAttribute('title', 'Carga do dia: 0 h de 7,2 h');

  const booking: Booking = { name: 'João', surname: 'Marcação', manufacturer: 'Specialized', model: 'Allez' };
  await selectDay(page, day);
  const intake = page.getByRole('dialog', { name: `Nova marcação · ${longDate(day, 'pt')}` });
  await expect(intake.getByRole('textbox', { name: 'Observações da marcação' })).toBeVisible();
  await fillIntake(intake, booking, INTAKE_PT);
  await expect(intake).toBeHidden();
  await expect(page.getByText('Marcação de João Marcação criada')).toBeVisible();
  await expect(dayCell(page, day).getByRole('button', { name: titleOf(booking) })).toBeVisible();
  await expect(loadBadge(page, day)).toHaveAttribute('title', 'Carga do dia: 1 h de 7,2 h');

  await page.goto('/dashboard');
  await expect(page.getByRole('list', { name: 'Próximas marcações' }).getByRole('link', { name: titleOf(booking) })).toBeVisible();
});
