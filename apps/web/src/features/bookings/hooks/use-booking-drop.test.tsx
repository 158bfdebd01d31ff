import { DEFAULT_BOOKING_SETTINGS, toBookingEvent } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '@/testing/render';
import type { BookingDrop } from '../drop-booking';
import { bookingRepair } from '@/testing/bookings/factories';
import { bookingsServer, factsOf, type StoredBooking } from '@/testing/bookings/server';
import { useBookingDrop } from './use-booking-drop';
import { useOverCapacityConfirm } from './use-over-capacity-confirm';

const MOVED: StoredBooking = {
  repair: bookingRepair({ id: 'r-moved', name: 'Ana', status: 'confirmed', confirmedDate: '2026-03-11T09:30:00.000Z' }),
  workMinutes: 60,
  storedVersion: 4,
};
/** Thursday 12 March already holds a whole day's work (9–14 and 16–20 at 80 %: 432 minutes). */
const FULL: StoredBooking = {
  repair: bookingRepair({ id: 'r-full', name: 'Luis', status: 'confirmed', confirmedDate: '2026-03-12T08:00:00.000Z' }),
  workMinutes: 432,
  storedVersion: 4,
};

/** The screen's drag handler with a button standing in for FullCalendar's drop (happy-dom has no layout to drag in). */
function DropHarness({ drop }: { drop: BookingDrop }) {
  const overCapacity = useOverCapacityConfirm();
  const onDrop = useBookingDrop('Europe/Madrid', overCapacity.confirm);
  return (
    <>
      <button type="button" onClick={() => void onDrop(drop)}>
        Soltar
      </button>
      {overCapacity.dialog}
    </>
  );
}

function renderDrop(startStr: string) {
  const server = bookingsServer({ bookings: [MOVED, FULL], settings: DEFAULT_BOOKING_SETTINGS });
  const drop = {
    event: { startStr, allDay: false, extendedProps: { booking: toBookingEvent(factsOf(MOVED), 'Europe/Madrid') } },
    revert: vi.fn(),
  };
  const view = renderComponent(<DropHarness drop={drop} />, { providers: 'app' });
  return { ...view, server, drop };
}

describe('dragging a booking', () => {
  it('asks before a full day, books it over capacity when confirmed, and undoes to the previous date', async () => {
    const { user, server, drop } = renderDrop('2026-03-12T16:00:00Z');
    await user.click(await screen.findByRole('button', { name: 'Soltar' }));

    const dialog = await screen.findByRole('dialog', { name: 'El día está completo' });
    expect(dialog).toHaveTextContent('Con esta reparación (1 h), el día tendría 8,2 h reservadas de 7,2 h disponibles.');
    expect(dialog).toHaveTextContent('¿Reservar igualmente?');
    await user.click(within(dialog).getByRole('button', { name: 'Reservar igualmente' }));

    expect(await screen.findByText('Ana López · Orbea Alma: reserva movida al jueves, 12 de marzo de 2026, 16:00')).toBeInTheDocument();
    const moves = server.inputsTo('bookingsReschedule');
    expect(moves.map((input) => [input.date, input.overCapacity])).toEqual([
      ['2026-03-12T15:00:00.000Z', false],
      ['2026-03-12T15:00:00.000Z', true],
    ]);
    expect(drop.revert).not.toHaveBeenCalled();
    const savedLastUpdate = server.bookingsState.bookings.get('r-moved')!.repair.lastUpdate;
    expect(savedLastUpdate).not.toBe(MOVED.repair.lastUpdate);

    await user.click(screen.getByRole('button', { name: 'Deshacer' }));
    expect(await screen.findByText('Ana López · Orbea Alma: la reserva ha vuelto a su fecha')).toBeInTheDocument();
    expect(server.inputsTo('bookingsReschedule').at(-1)).toEqual({
      id: 'r-moved',
      date: '2026-03-11T09:30:00.000Z',
      expectedLastUpdate: savedLastUpdate,
      overCapacity: true,
    });
    expect(server.bookingsState.bookings.get('r-moved')!.repair.state.booking.confirmedDate).toBe('2026-03-11T09:30:00.000Z');
  });

  it('puts the booking back when the person would rather not overbook', async () => {
    const { user, server, drop } = renderDrop('2026-03-12T16:00:00Z');
    await user.click(await screen.findByRole('button', { name: 'Soltar' }));
    const dialog = await screen.findByRole('dialog', { name: 'El día está completo' });
    await user.click(within(dialog).getByRole('button', { name: 'No reservar' }));
    await waitFor(() => expect(drop.revert).toHaveBeenCalledOnce());
    expect(server.inputsTo('bookingsReschedule')).toHaveLength(1);
    expect(server.bookingsState.bookings.get('r-moved')!.repair.state.booking.confirmedDate).toBe('2026-03-11T09:30:00.000Z');
  });

  it('moves without asking to a day with room', async () => {
    const { user, server } = renderDrop('2026-03-13T16:00:00Z');
    await user.click(await screen.findByRole('button', { name: 'Soltar' }));
    expect(await screen.findByText(/reserva movida al viernes, 13 de marzo de 2026, 16:00/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.inputsTo('bookingsReschedule')).toHaveLength(1);
  });
});
