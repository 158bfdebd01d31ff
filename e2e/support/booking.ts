// The booking calendar's journeys' steps (tests/booking.spec.ts): the coming weekdays in the workshop's
// zone, a fresh workshop, the month view's days and loads, the intake in booking mode, and a drag.
import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { openWorkshop } from './journeys.ts';

export const ZONE = 'Europe/Madrid';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today in the workshop's zone, YYYY-MM-DD. */
export function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** Noon UTC of a day: the same day in Madrid, whatever the season. */
export const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** The first `count` weekdays (Monday to Friday) after today. */
export function weekdaysAhead(count: number): string[] {
  const days: string[] = [];
  for (let offset = 1; days.length < count; offset += 1) {
    const day = new Date(noonOf(today()).getTime() + offset * DAY_MS);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** A day as the intake's title and the toasts write it: 'jueves, 26 de noviembre de 2026'. */
export function longDate(day: string, language: 'es' | 'pt'): string {
  return new Intl.DateTimeFormat(language, { timeZone: ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(
    noonOf(day),
  );
}

/** A new account through onboarding with the defaults: no mechanic listed, so the owner's hours count. */
export async function newWorkshop(page: Page, name: string): Promise<void> {
  await openWorkshop(page, name, 'booking');
}

export function dayCell(page: Page, day: string): Locator {
  return page.locator(`.booking-calendar [role="cell"][data-date="${day}"]`);
}

/** The day's load badge; its title reads the load out in full. */
export function loadBadge(page: Page, day: string): Locator {
  return dayCell(page, day).locator('[data-load]');
}

/**
 * Resolves once the page has had its ID token renewed by the session monitor's first check, two
 * seconds after a page load (FORCED_CHECK_WAIT_MS). The journeys drag after it, so that one journey
 * alone (the drag during the renewal) tests that case.
 */
export function tokenRenewed(page: Page): Promise<void> {
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
export async function openMonthOf(
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
export async function selectDay(page: Page, day: string): Promise<void> {
  const cell = dayCell(page, day);
  await cell.scrollIntoViewIfNeeded();
  const box = (await cell.boundingBox())!;
  await cell.click({ position: { x: box.width / 2, y: box.height - 10 } });
}

export interface Booking {
  name: string;
  surname: string;
  manufacturer: string;
  model: string;
}

/** The event's text: customer and bike. */
export const titleOf = (booking: Booking) => `${booking.name} ${booking.surname} · ${booking.manufacturer} ${booking.model}`;

export const INTAKE_ES = { name: 'Nombre', surname: 'Apellidos', manufacturer: 'Marca', model: 'Modelo', submit: 'Reservar' };
export const INTAKE_PT = { name: 'Nome', surname: 'Apelidos', manufacturer: 'Marca', model: 'Modelo', submit: 'Marcar' };

/** Fills the fast intake, opened in booking mode, with a new customer and bike, and books. */
export async function fillIntake(intake: Locator, booking: Booking, labels = INTAKE_ES): Promise<void> {
  await intake.getByRole('textbox', { name: labels.name, exact: true }).fill(booking.name);
  await intake.getByRole('textbox', { name: labels.surname, exact: true }).fill(booking.surname);
  await intake.getByRole('textbox', { name: labels.manufacturer, exact: true }).fill(booking.manufacturer);
  await intake.getByRole('textbox', { name: labels.model, exact: true }).fill(booking.model);
  await intake.getByRole('button', { name: labels.submit, exact: true }).click();
}

/** Selects the day, books it for a new customer through the intake, and waits for the event there. */
export async function bookDay(page: Page, day: string, booking: Booking): Promise<Locator> {
  await selectDay(page, day);
  const intake = page.getByRole('dialog', { name: `Nueva reserva · ${longDate(day, 'es')}` });
  await fillIntake(intake, booking);
  await expect(intake).toBeHidden();
  const event = dayCell(page, day).getByRole('button', { name: titleOf(booking) });
  await expect(event).toBeVisible();
  return event;
}

/** Presses on the event and carries it over the day (its row centred first, so the next row is in view too). */
export async function pickUpAndCarry(page: Page, event: Locator, day: string): Promise<void> {
  await event.evaluate((element) => element.closest('[role="cell"]')!.scrollIntoView({ block: 'center' }));
  const from = (await event.boundingBox())!;
  const to = (await dayCell(page, day).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 8, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 20 });
}

/** A person's drag with the mouse: press on the event, move a little, carry it over the day, let go. */
export async function dragToDay(page: Page, event: Locator, day: string): Promise<void> {
  await pickUpAndCarry(page, event, day);
  await page.mouse.up();
}

export const JULIA: Booking = { name: 'Julia', surname: 'Reservas', manufacturer: 'Orbea', model: 'Orca' };
