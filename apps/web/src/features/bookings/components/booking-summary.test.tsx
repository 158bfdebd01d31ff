import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bookingRepair } from '@/testing/bookings/factories';
import { eventOf, renderBookingScreen } from '@/testing/bookings/screen';

describe('a booking’s summary', () => {
  const carmen = () =>
    bookingRepair({
      id: 'r-carmen',
      status: 'confirmed',
      name: 'Carmen',
      phone: '611 222 333',
      confirmedDate: '2026-03-17T09:30:00.000Z',
      observations: 'Trae la bici sin rueda delantera',
    });

  it('opens on a click or Enter: who, which bike, when, the work, observations and the repair one click away; Escape closes it', async () => {
    const { user } = await renderBookingScreen({ bookings: [{ repair: carmen(), workMinutes: 90, storedVersion: 4 }] });
    await screen.findByText(/^Carmen López/);
    // Events are buttons: the keyboard opens them too.
    eventOf('Carmen').focus();
    await user.keyboard('{Enter}');

    const summary = await screen.findByRole('dialog', { name: 'Carmen López · Orbea Alma' });
    expect(within(summary).getByText('Confirmada')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: '611 222 333' })).toHaveAttribute('href', 'tel:611222333');
    expect(within(summary).getByText('Orbea Alma')).toBeInTheDocument();
    expect(within(summary).getByText('martes, 17 de marzo de 2026, 10:30')).toBeInTheDocument();
    expect(within(summary).getByText('1 h 30 min')).toBeInTheDocument();
    expect(within(summary).getByText('Trae la bici sin rueda delantera')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Abrir la reparación' })).toHaveAttribute('href', '/repairs/r-carmen');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links a repair stored before version 4 to its legacy page', async () => {
    const { user } = await renderBookingScreen({ bookings: [{ repair: carmen(), workMinutes: 60, storedVersion: 3 }] });
    await screen.findByText(/^Carmen López/);
    await user.click(eventOf('Carmen'));
    const summary = await screen.findByRole('dialog', { name: 'Carmen López · Orbea Alma' });
    expect(within(summary).getByRole('link', { name: 'Abrir la reparación' })).toHaveAttribute('href', '/legacy-repairs/r-carmen');
  });

  it('postpones with a date and observations, adding the status to the repair', async () => {
    const { user, server } = await renderBookingScreen({ bookings: [{ repair: carmen(), workMinutes: 60, storedVersion: 4 }] });
    await screen.findByText(/^Carmen López/);
    await user.click(eventOf('Carmen'));
    const summary = await screen.findByRole('dialog', { name: 'Carmen López · Orbea Alma' });
    await user.click(within(summary).getByRole('button', { name: 'Aplazar' }));
    const observations = within(summary).getByRole('textbox', { name: 'Observaciones' });
    await user.clear(observations);
    await user.type(observations, 'Llamará para dar fecha');
    await user.click(within(summary).getByRole('button', { name: 'Aplazar reserva' }));

    await waitFor(() => expect(server.inputsTo('bookingsSetStatus')).toHaveLength(1));
    expect(server.inputsTo('bookingsSetStatus')[0]).toEqual({
      id: 'r-carmen',
      status: 'postponed',
      // Nothing was postponed before: the form starts from where the calendar shows the booking.
      date: '2026-03-17T09:30:00.000Z',
      observations: 'Llamará para dar fecha',
      expectedLastUpdate: carmen().lastUpdate,
      overCapacity: false,
    });
    expect(await screen.findByText('Carmen López · Orbea Alma: aplazada al martes, 17 de marzo de 2026, 10:30')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.bookingsState.bookings.get('r-carmen')!.repair.status).toBe('postponed');
  });
});
