import { DEFAULT_BOOKING_SETTINGS } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ACTIVE_ADMIN, workshopAccount } from '@/testing/auth-server';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/testing/render';
import { bookingsServer } from '@/testing/bookings/server';

async function openSettings() {
  const view = renderApp('/booking');
  await view.user.click(await screen.findByRole('button', { name: 'Horario' }, { timeout: 10_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Horario del taller' });
  await within(dialog).findByRole('textbox', { name: 'Lunes: cierre del tramo 1' });
  return { ...view, dialog };
}

describe('the booking settings', () => {
  it('refuse a closing time before the opening time, in the user’s language, and send nothing', async () => {
    const server = bookingsServer();
    const { user, dialog } = await openSettings();
    const closes = within(dialog).getByRole('textbox', { name: 'Lunes: cierre del tramo 1' });
    await user.clear(closes);
    await user.type(closes, '08:00');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar horario' }));
    expect(await within(dialog).findByText('La hora de cierre debe ser posterior a la de apertura')).toBeInTheDocument();
    expect(server.inputsTo('bookingSettingsUpdate')).toHaveLength(0);

    await setLanguage('pt');
    expect(await within(dialog).findByText('A hora de fecho tem de ser posterior à de abertura')).toBeInTheDocument();
  });

  it('refuse a time that is not HH:MM, intervals out of order and a share outside 10–100 %', async () => {
    const server = bookingsServer();
    const { user, dialog } = await openSettings();
    const opens = within(dialog).getByRole('textbox', { name: 'Martes: apertura del tramo 1' });
    await user.clear(opens);
    await user.type(opens, '25:00');
    // Wednesday's afternoon starting before its morning ends.
    const afternoon = within(dialog).getByRole('textbox', { name: 'Miércoles: apertura del tramo 2' });
    await user.clear(afternoon);
    await user.type(afternoon, '13:00');
    const share = within(dialog).getByRole('textbox', { name: 'Porcentaje reservable' });
    await user.clear(share);
    await user.type(share, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar horario' }));

    expect(await within(dialog).findByText('Escribe la hora como HH:MM, de 00:00 a 23:59')).toBeInTheDocument();
    expect(within(dialog).getByText('Cada tramo debe empezar después de que termine el anterior')).toBeInTheDocument();
    expect(within(dialog).getByText('Indica un porcentaje entre 10 y 100')).toBeInTheDocument();
    expect(server.inputsTo('bookingSettingsUpdate')).toHaveLength(0);
  });

  it('save the hours, a closed day and the share, and close', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T10:00:00.000Z'));
    const server = bookingsServer();
    const { user, dialog } = await openSettings();
    await user.click(within(dialog).getByRole('button', { name: '19 marzo 2026' }));
    // Saturday: a second interval, in the afternoon.
    await user.click(within(dialog).getByRole('button', { name: 'Sábado: añadir tramo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Lunes: quitar el tramo 2' }));
    const share = within(dialog).getByRole('textbox', { name: 'Porcentaje reservable' });
    await user.clear(share);
    await user.type(share, '70');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar horario' }));

    await waitFor(() => expect(server.inputsTo('bookingSettingsUpdate')).toHaveLength(1));
    expect(server.inputsTo('bookingSettingsUpdate')[0]).toEqual({
      ...DEFAULT_BOOKING_SETTINGS,
      openingHours: {
        ...DEFAULT_BOOKING_SETTINGS.openingHours,
        mon: [{ from: '09:00', to: '14:00' }],
        sat: [
          { from: '10:00', to: '14:00' },
          { from: '16:00', to: '20:00' },
        ],
      },
      closedDays: ['2026-03-19'],
      bookablePercent: 70,
    });
    expect(await screen.findByText('Horario guardado')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Horario del taller' })).not.toBeInTheDocument());
  });

  it('are not offered to a mechanic', async () => {
    const server = bookingsServer({
      workshop: { ...ACTIVE_ADMIN, role: 'mechanic' },
      account: workshopAccount({ role: 'mechanic' }),
    });
    renderApp('/booking');
    await screen.findByRole('button', { name: 'Mes', pressed: true }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Horario' })).not.toBeInTheDocument();
    expect(server.inputsTo('bookingSettingsGet')).toHaveLength(0);
  });

  it('are offered to a manager', async () => {
    bookingsServer({ workshop: { ...ACTIVE_ADMIN, role: 'manager' }, account: workshopAccount({ role: 'manager' }) });
    renderApp('/booking');
    expect(await screen.findByRole('button', { name: 'Horario' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
