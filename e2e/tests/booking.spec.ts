// The booking calendar's journeys (issue 13) in Chromium, each on a fresh workshop of its own with the
// default hours (Monday to Friday 9–14 and 16–20, Saturday 10–14, Sunday closed; 80 % bookable, so a
// weekday holds 7,2 h): a day selected in the month view books a new customer's bike there and the day's
// load grows; a booking dragged to another day moves there, with undo; booking over a day's capacity
// asks first; the dashboard's next bookings open the repair; an hour dragged over in the week view is
// booked (expected to fail until that view draws its time grid); and the screen in Portuguese.
// The days are the coming weekdays in the workshop's zone (Europe/Madrid, the browser's too), never
// today: a booking made on a month view's day starts at its midnight, which today has passed.
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { acceptCookies, fillRegistration, uniqueEmail } from '../support/journeys.ts';

const ZONE = 'Europe/Madrid';
const DAY_MS = 24 * 60 * 60 * 1000;

test.use({ timezoneId: ZONE });
test.beforeEach(async ({ page }) => acceptCookies(page));

/** Today in the workshop's zone, YYYY-MM-DD. */
function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** Noon UTC of a day: the same day in Madrid, whatever the season. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** The first `count` weekdays (Monday to Friday) after today. */
function weekdaysAhead(count: number): string[] {
  const days: string[] = [];
  for (let offset = 1; days.length < count; offset += 1) {
    const day = new Date(noonOf(today()).getTime() + offset * DAY_MS);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** A day as the intake's title and the toasts write it: 'jueves, 26 de noviembre de 2026'. */
function longDate(day: string, language: 'es' | 'pt'): string {
  return new Intl.DateTimeFormat(language, { timeZone: ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    noonOf(day),
  );
}

/** A new account through onboarding with the defaults: no mechanic listed, so the owner's hours count. */
async function newWorkshop(page: Page, name: string): Promise<void> {
  await fillRegistration(page, uniqueEmail('booking'));
  await expect(page).toHaveURL('/account/onboarding');
  await page.getByRole('textbox', { name: 'Nombre del taller' }).fill(name);
  for (let step = 0; step < 3; step += 1) await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Empezar prueba gratuita' }).click();
  await expect(page).toHaveURL('/repairs');
}

function dayCell(page: Page, day: string): Locator {
  return page.locator(`.booking-calendar [role="cell"][data-date="${day}"]`);
}

/** The day's load badge; its title reads the load out in full. */
function loadBadge(page: Page, day: string): Locator {
  return dayCell(page, day).locator('[data-load]');
}

/**
 * Resolves once the page has had its ID token renewed by the session monitor's first check, two
 * seconds after a page load (FORCED_CHECK_WAIT_MS). The journeys drag after it, so that one journey
 * alone (the drag during the renewal) tests that case.
 */
function tokenRenewed(page: Page): Promise<void> {
  let answered = 0;
  const renewed = new Promise<void>((resolve) => {
    const listener = (response: Response) => {
      if (!response.url().endsWith('/api/auth/token') || ++answered < 2) return;
      page.off('response', listener);
      resolve();
    };
    page.on('response', listener);
  });
  return Promise.race([renewed, page.waitForTimeout(6_000)]);
}

/**
 * Opens the booking screen's month view on `day`'s month (the calendar opens on today's; the coming
 * weekdays may be in the next), waits for the day's load and, unless told, for the token's renewal.
 */
async function openMonthOf(
  page: Page,
  day: string,
  { language = 'es', renewal = true }: { language?: 'es' | 'pt'; renewal?: boolean } = {},
) {
  const renewed = renewal ? tokenRenewed(page) : Promise.resolve();
  await page.goto('/booking');
  const title = new Intl.DateTimeFormat(language, { timeZone: ZONE, month: 'long', year: 'numeric' }).format(noonOf(day));
  const heading = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(heading).not.toHaveText('');
  for (let months = 0; months < 2 && (await heading.textContent()) !== title; months += 1) {
    const shown = await heading.textContent();
    await page.getByRole('button', { name: language === 'es' ? 'Siguiente' : 'Seguinte' }).click();
    await expect(heading).not.toHaveText(shown ?? '');
  }
  await expect(heading).toHaveText(title);
  await expect(loadBadge(page, day)).toBeVisible();
  await renewed;
}

/** Clicks the day's empty lower part, below its events: in the month view a click selects the day. */
async function selectDay(page: Page, day: string): Promise<void> {
  const cell = dayCell(page, day);
  await cell.scrollIntoViewIfNeeded();
  const box = (await cell.boundingBox())!;
  await cell.click({ position: { x: box.width / 2, y: box.height - 10 } });
}

interface Booking {
  name: string;
  surname: string;
  manufacturer: string;
  model: string;
}

/** The event's text: customer and bike. */
const titleOf = (booking: Booking) => `${booking.name} ${booking.surname} · ${booking.manufacturer} ${booking.model}`;

const INTAKE_ES = { name: 'Nombre', surname: 'Apellidos', manufacturer: 'Marca', model: 'Modelo', submit: 'Reservar' };
const INTAKE_PT = { name: 'Nome', surname: 'Apelidos', manufacturer: 'Marca', model: 'Modelo', submit: 'Marcar' };

/** Fills the fast intake, opened in booking mode, with a new customer and bike, and books. */
async function fillIntake(intake: Locator, booking: Booking, labels = INTAKE_ES): Promise<void> {
  await intake.getByRole('textbox', { name: labels.name, exact: true }).fill(booking.name);
  await intake.getByRole('textbox', { name: labels.surname, exact: true }).fill(booking.surname);
  await intake.getByRole('textbox', { name: labels.manufacturer, exact: true }).fill(booking.manufacturer);
  await intake.getByRole('textbox', { name: labels.model, exact: true }).fill(booking.model);
  await intake.getByRole('button', { name: labels.submit, exact: true }).click();
}

/** Selects the day, books it for a new customer through the intake, and waits for the event there. */
async function bookDay(page: Page, day: string, booking: Booking): Promise<Locator> {
  await selectDay(page, day);
  const intake = page.getByRole('dialog', { name: `Nueva reserva · ${longDate(day, 'es')}` });
  await fillIntake(intake, booking);
  await expect(intake).toBeHidden();
  const event = dayCell(page, day).getByRole('button', { name: titleOf(booking) });
  await expect(event).toBeVisible();
  return event;
}

/** Presses on the event and carries it over the day (its row centred first, so the next row is in view too). */
async function pickUpAndCarry(page: Page, event: Locator, day: string): Promise<void> {
  await event.evaluate((element) => element.closest('[role="cell"]')!.scrollIntoView({ block: 'center' }));
  const from = (await event.boundingBox())!;
  const to = (await dayCell(page, day).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
}

/** A person's drag with the mouse: press on the event, move a little, carry it over the day, let go. */
async function dragToDay(page: Page, event: Locator, day: string): Promise<void> {
  await pickUpAndCarry(page, event, day);
  await page.mouse.up();
}

const JULIA: Booking = { name: 'Julia', surname: 'Reservas', manufacturer: 'Orbea', model: 'Orca' };

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
