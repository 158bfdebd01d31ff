import type { TDayLoad } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '@/testing/render';
import { useOverCapacityConfirm } from '../hooks/use-over-capacity-confirm';
import { bookingRepair } from '@/testing/bookings/factories';
import { bookingsServer } from '@/testing/bookings/server';
import { BookingIntake } from './booking-intake';

/** Thursday 12 March 2026 at 16:00 in Madrid. */
const SLOT = { date: '2026-03-12T15:00:00.000Z', allDay: false };
const LOAD: TDayLoad = { day: '2026-03-12', capacityMinutes: 432, bookedMinutes: 432, repairs: 3, state: 'full' };

/** The screen's intake and its over-capacity question, as the booking screen wires them. */
function IntakeHarness() {
  const overCapacity = useOverCapacityConfirm();
  const [isOpen, setIsOpen] = useState(true);
  return (
    <>
      <BookingIntake
        slot={SLOT}
        opened={isOpen}
        load={LOAD}
        timeZone="Europe/Madrid"
        confirmOverCapacity={overCapacity.confirm}
        onClose={() => {
          if (!overCapacity.isAsking()) setIsOpen(false);
        }}
      />
      {overCapacity.dialog}
    </>
  );
}

function renderIntake() {
  const server = bookingsServer({
    // The day is full already: 432 bookable minutes on a Thursday, all of them booked.
    bookings: [{ repair: bookingRepair({ id: 'r-full', confirmedDate: '2026-03-12T08:00:00.000Z' }), workMinutes: 432, storedVersion: 4 }],
  });
  const view = renderComponent(<IntakeHarness />, { providers: 'app', url: '/booking' });
  return { ...view, server };
}

async function fillAndBook(user: ReturnType<typeof renderIntake>['user']) {
  const intake = await screen.findByRole('dialog', { name: 'Nueva reserva · jueves, 12 de marzo de 2026, 16:00' });
  expect(within(intake).getByText('Carga del día: 7,2 h de 7,2 h')).toBeInTheDocument();
  await user.type(within(intake).getByRole('textbox', { name: 'Nombre' }), 'Marta');
  await user.type(within(intake).getByRole('textbox', { name: 'Observaciones de la reserva' }), 'Viene por la tarde');
  await user.click(within(intake).getByRole('button', { name: 'Reservar' }));
  return intake;
}

describe('booking a selected slot through the fast intake', () => {
  it('asks before booking a full day, then books it over capacity and stays on the calendar', async () => {
    const { user, server, router } = renderIntake();
    await fillAndBook(user);

    const question = await screen.findByRole('dialog', { name: 'El día está completo' });
    await user.click(within(question).getByRole('button', { name: 'Reservar igualmente' }));

    expect(await screen.findByText('Reserva de Marta creada')).toBeInTheDocument();
    const inputs = server.inputsTo('bookingsCreate');
    expect(inputs).toEqual([
      {
        date: '2026-03-12T15:00:00.000Z',
        customer: { id: null, name: 'Marta', surname: '', phone: '' },
        bike: { id: null, manufacturer: '', model: '', color: '', type: 'unknown' },
        services: { packs: [], maintenances: [], stockItems: [], suspensions: [] },
        mechanics: [],
        observations: 'Viene por la tarde',
        overCapacity: false,
      },
      expect.objectContaining({ overCapacity: true }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/booking');
    expect(server.inputsTo('repairsCreate')).toHaveLength(0);
  });

  it('keeps the intake open, with what was typed, when the person declines (Escape closes the question only)', async () => {
    const { user, server } = renderIntake();
    await fillAndBook(user);
    await screen.findByRole('dialog', { name: 'El día está completo' });
    await user.keyboard('{Escape}');

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'El día está completo' })).not.toBeInTheDocument());
    const intake = screen.getByRole('dialog', { name: /^Nueva reserva/ });
    expect(within(intake).getByRole('textbox', { name: 'Nombre' })).toHaveValue('Marta');
    expect(server.inputsTo('bookingsCreate')).toHaveLength(1);
    expect(server.bookingsState.bookings.size).toBe(1);
  });
});
