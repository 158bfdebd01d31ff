// docs/product.md §14 on the screen: the customers page's alerts filter (by URL too), each reason in words,
// marking an alert contacted (and who and when once handled), and the bell that opens the filter.
import type { TAlertItem, TAlertsListOutput } from '@rueda/domain';
import { EMPTY_NOTIFICATIONS } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { authServer } from '@/testing/auth-server';
import { customersFunctions } from '@/testing/customers-server';

const UNCOLLECTED: TAlertItem = {
  key: 'repairUncollected:r-1:2026-11-03T10:00:00.000Z',
  reason: 'repairUncollected',
  customerId: 'c-marta',
  customerName: 'Marta Ruiz',
  phone: '611 222 333',
  since: '2026-11-03T10:00:00.000Z',
  repairId: 'r-1',
  bikeId: 'b-1',
  bikeLabel: 'Orbea Orca',
  unitId: null,
  position: null,
  handled: null,
};
const FORK: TAlertItem = {
  ...UNCOLLECTED,
  key: 'suspensionDue:u-1:2026-10-01T00:00:00.000Z',
  reason: 'suspensionDue',
  since: '2026-10-01T00:00:00.000Z',
  repairId: null,
  unitId: 'u-1',
  position: 'fork',
};

function alertsServer(alerts: TAlertItem[]) {
  const state: TAlertItem[] = alerts.map((alert) => ({ ...alert }));
  const list = (includeHandled: boolean, countOnly: boolean): TAlertsListOutput => ({
    open: state.filter((alert) => !alert.handled).length,
    alerts: countOnly ? [] : state.filter((alert) => includeHandled || !alert.handled),
  });
  return authServer({
    isSignedIn: true,
    functions: {
      mechanicsList: () => [],
      ...customersFunctions([]).functions,
      alertsList: (input) => list(input?.includeHandled ?? false, input?.countOnly ?? false),
      alertsHandle: (input) => {
        const alert = state.find((candidate) => candidate.key === input.key)!;
        alert.handled = { outcome: input.outcome, byId: 'user-1', byName: 'Ana García', at: '2026-11-23T09:30:00.000Z' };
        return alert.handled;
      },
      notificationsGet: () => ({
        ...EMPTY_NOTIFICATIONS,
        sources: { ...EMPTY_NOTIFICATIONS.sources, garage: state.some((alert) => !alert.handled) },
        count: 1,
      }),
    },
  });
}

describe('the customers page’s alerts', () => {
  it('opens from /customers?filter=alerts with each reason in words, and records who contacted the customer', async () => {
    const server = alertsServer([UNCOLLECTED, FORK]);
    const { user } = renderApp('/customers?filter=alerts');
    const marta = await screen.findByRole('region', { name: 'Marta Ruiz' });
    expect(within(marta).getByText(/Reparación terminada sin recoger desde el 3 de noviembre/)).toBeInTheDocument();
    expect(within(marta).getByText(/Horquilla con servicio pendiente desde el 1 de octubre/)).toBeInTheDocument();
    expect(within(marta).getByRole('link', { name: 'Marta Ruiz' })).toHaveAttribute('href', '/customers/c-marta');
    expect(within(marta).getByRole('link', { name: 'Ver reparación' })).toHaveAttribute('href', '/repairs/r-1');
    expect(screen.getByRole('radio', { name: 'Alertas (2)' })).toBeChecked();

    const [contacted] = within(marta).getAllByRole('button', { name: 'Contactado' });
    await user.click(contacted!);
    await waitFor(() => expect(server.inputsTo('alertsHandle')).toEqual([{ key: UNCOLLECTED.key, outcome: 'contacted' }]));
    await waitFor(() => expect(screen.queryByText(/Reparación terminada sin recoger/)).not.toBeInTheDocument());
    expect(await screen.findByRole('radio', { name: 'Alertas (1)' })).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Mostrar también las gestionadas' }));
    expect(await screen.findByText(/^Contactado por Ana García el 23\/11\/2026 \d\d:30$/)).toBeInTheDocument();
  });

  it('asks before dismissing an alert', async () => {
    const server = alertsServer([FORK]);
    const { user } = renderApp('/customers?filter=alerts');
    await user.click(await screen.findByRole('button', { name: 'Descartar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar la alerta' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(server.inputsTo('alertsHandle')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(server.inputsTo('alertsHandle')).toEqual([{ key: FORK.key, outcome: 'dismissed' }]));
    expect(await screen.findByText('No hay clientes a los que contactar')).toBeInTheDocument();
  });

  it('rings the bell while customer alerts are raised, and opens the alerts filter from it', async () => {
    alertsServer([UNCOLLECTED]);
    const { user } = renderApp('/repairs');
    await user.click(await screen.findByRole('button', { name: 'Notificaciones: 1 nueva' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Han saltado alertas de clientes a los que debes contactar' }));
    expect(await screen.findByRole('region', { name: 'Marta Ruiz' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Alertas (1)' })).toBeChecked();
  });
});
