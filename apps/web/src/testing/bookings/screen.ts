// The booking screen as a test renders it: the whole app at /booking on a fixed day, over the fake
// bookings server, and the calendar's events and day cells found as a user sees them.
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { bookingsServer, type BookingsServerOptions } from './server';

/** Tuesday 10 March 2026, 11:00 in Madrid: the month view shows 23 February to 5 April. */
export const NOW = new Date('2026-03-10T10:00:00.000Z');

export async function renderBookingScreen(options: BookingsServerOptions = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const server = bookingsServer(options);
  const view = renderApp('/booking');
  await screen.findByRole('button', { name: 'Mes', pressed: true }, { timeout: 10_000 });
  return { ...view, server };
}

/** The calendar's event whose title starts with the customer's name. */
export function eventOf(name: string): HTMLElement {
  const title = screen.getByText(new RegExp(`^${name} López · Orbea Alma$`));
  const event = title.closest<HTMLElement>('.booking-event');
  if (!event) throw new Error(`${name}'s event is not a calendar event`);
  return event;
}

export const dayOfElement = (element: HTMLElement) => element.closest('[data-date]')?.getAttribute('data-date');
export const cellOf = (day: string) => {
  const cell = document.querySelector<HTMLElement>(`[role="cell"][data-date="${day}"]`);
  if (!cell) throw new Error(`No cell for ${day}`);
  return cell;
};

// docs/product.md §4 for every status: its colour, the day it starts on (in the workshop's zone,
