// The repair page's dates on the workshop's clock, whatever the browser's zone (docs/product.md §1): the test
// machine's zone is not Madrid's on 2 December at 00:00 unless it is Madrid's, and then the hours still differ.
import type { TRepair } from '@rueda/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { workshopAccount } from '@/testing/auth-server';
import { renderApp } from '@/testing/render';
import { repair } from '@/testing/repairs/factories';
import { repairsServer } from '@/testing/repairs/server';

const madridAccount = () => {
  const account = workshopAccount();
  return { ...account, workshop: { ...account.workshop!, timeZone: 'Europe/Madrid' } };
};

/** An online booking for Wednesday 2 December 2026, a day without a time: 00:00 in Madrid. */
const BOOKED_DAY = '2026-12-01T23:00:00.000Z';

function booked(overrides: Record<string, unknown> = {}): TRepair {
  return repair({
    state: {
      status: [{ status: 'notReviewed', date: '2026-11-28T10:00:00.000Z', observations: '' }],
      booking: { confirmedDate: BOOKED_DAY },
      created: '2026-11-28T10:00:00.000Z',
      lastUpdate: '2026-11-28T10:00:00.000Z',
      controlSheets: [],
      serviceTotals: { total: 3500 },
    },
    ...overrides,
  });
}

describe('the repair page’s dates', () => {
  it('shows a booking for 2 December in Madrid as that day, without 00:00, and as awaiting the workshop’s confirmation', async () => {
    repairsServer({ repairs: [booked()], account: madridAccount() });
    renderApp('/repairs/r-1');
    const booking = await screen.findByRole('region', { name: 'Cita' });
    expect(within(booking).getByText('02/12/2026')).toBeInTheDocument();
    expect(within(booking).getByText('Cita pedida, pendiente de confirmar por el taller')).toBeInTheDocument();
    expect(within(booking).queryByText('Cita confirmada')).not.toBeInTheDocument();
    // The entry date comes from the booked day (docs/product.md §3): the same day, not the 1st at 23:00.
    const dates = screen.getByRole('region', { name: 'Fechas' });
    expect(within(dates).getByText('02/12/2026')).toBeInTheDocument();
    expect(screen.queryByText(/01\/12\/2026/)).not.toBeInTheDocument();
  });

  it('shows a time on the workshop’s clock, and a confirmed booking as confirmed', async () => {
    const entry = '2026-12-02T09:30:00.000Z';
    const confirmed = booked({
      state: {
        ...booked().state,
        status: [
          { status: 'confirmed', date: '2026-11-28T10:00:00.000Z', observations: '' },
          { status: 'workshopEntrance', date: entry, observations: '' },
        ],
      },
    });
    repairsServer({ repairs: [confirmed], account: madridAccount() });
    renderApp('/repairs/r-1');
    const dates = await screen.findByRole('region', { name: 'Fechas' });
    expect(within(dates).getByText('02/12/2026 10:30')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Cita' })).getByText('Cita confirmada')).toBeInTheDocument();
  });

  it('counts the days in the workshop from the dates on screen', async () => {
    const entered = booked({ entryDate: '2026-12-02T09:30:00.000Z', deliveryDate: '2026-12-04T17:00:00.000Z' });
    // As a repair read before its days were counted: the page counts them from its dates.
    repairsServer({ repairs: [{ ...entered, hours: null }], account: madridAccount() });
    renderApp('/repairs/r-1');
    const dates = await screen.findByRole('region', { name: 'Fechas' });
    expect(within(dates).getByText('3 días en el taller')).toBeInTheDocument();
  });

  it('asks before saving a delivery before the entry, and saves it only when told to', async () => {
    const entered = booked({ entryDate: '2026-12-10T09:30:00.000Z', deliveryDate: '2026-12-11T17:00:00.000Z' });
    const server = repairsServer({
      repairs: [entered],
      account: madridAccount(),
      functions: { repairsUpdate: () => ({ ...entered, lastUpdate: '2026-12-10T10:00:00.000Z' }) },
    });
    const { user } = renderApp('/repairs/r-1');
    const dates = await screen.findByRole('region', { name: 'Fechas' });
    // The delivery moved to the 4th, before the entry on the 10th.
    await user.click(within(dates).getByRole('button', { name: /Entrega/ }));
    await user.click(await screen.findByRole('button', { name: '4 diciembre 2026' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar fecha y hora' }));
    expect(within(dates).getByText('Tiempo en el taller: la entrega es anterior a la entrada')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Guardar cambios' })[0]!);
    const question = await screen.findByRole('dialog', { name: '¿Entrega antes de la entrada?' });
    expect(question).toHaveTextContent('La entrega (04/12/2026 18:00) es anterior a la entrada en el taller (10/12/2026 10:30).');
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    expect(server.inputsTo('repairsUpdate')).toEqual([]);
    await user.click(screen.getAllByRole('button', { name: 'Guardar cambios' })[0]!);
    await user.click(await screen.findByRole('button', { name: 'Guardar igualmente' }));
    expect(await screen.findByText('Cambios guardados')).toBeInTheDocument();
    expect(server.inputsTo('repairsUpdate')).toEqual([
      {
        id: 'r-1',
        expectedLastUpdate: entered.lastUpdate,
        changes: { deliveryDate: '2026-12-04T17:00:00.000Z' },
        changeId: expect.any(String),
      },
    ]);
  });
});
