// docs/product.md §3: a line the customer declined on the repair link is shown declined on the repair page, out of
// the total and the work order; an admin or manager puts it back, and the history says who. The payment, saved at
// once, says in a toast what it was marked at. The work order prints the customer's description of the problem.
import { withLineIncluded, type TRepair } from '@rueda/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/testing/render';
import { repair } from '@/testing/repairs/factories';
import { repairsServer } from '@/testing/repairs/server';

const AT = '2026-06-01T09:00:00.000Z';

/** Puesta a punto 35 € and a brake bleed of 25 € the customer declined: 35 € to charge. */
const DECLINED = repair({
  id: 'r-1',
  lastUpdate: AT,
  form: {
    services: {
      packs: [{ id: 'pack-basica', title: 'Puesta a punto básica', price: 3500, quantity: 1 }],
      maintenances: [{ id: 'm-purgado', title: 'Purgado de frenos hidráulicos', price: 2500, quantity: 1, declined: true }],
      stockItems: [],
    },
    suspensions: [],
  },
  state: {
    status: [{ status: 'notReviewed', date: AT, observations: '' }],
    booking: { observations: 'Frena poco y chirría la rueda de atrás' },
    created: AT,
    lastUpdate: AT,
    controlSheets: [],
    serviceTotals: { total: 3500 },
  },
  totalPrice: 3500,
});

const INCLUDED: TRepair = withLineIncluded(DECLINED, 'maintenances:m-purgado', new Date('2026-06-01T12:00:00.000Z')).repair;

describe('a line the customer declined, on the repair page', () => {
  it('is struck through and marked, out of the total and the work order, which prints the customer’s problem', async () => {
    repairsServer({ repairs: [DECLINED] });
    renderApp('/repairs/r-1');
    const services = await screen.findByRole('table', { name: 'Servicios' });
    const row = within(services).getByText('Purgado de frenos hidráulicos').closest('tr')!;
    expect(row).toHaveAttribute('data-declined', 'true');
    expect(within(row).getByText('Purgado de frenos hidráulicos')).toHaveStyle({ textDecoration: 'line-through' });
    expect(within(row).getByText('Rechazada por el cliente')).toBeInTheDocument();
    expect(screen.getByTestId('repair-total')).toHaveTextContent('35,00 €');

    const order = screen.getByTestId('work-order');
    expect(order).not.toHaveTextContent('Purgado de frenos hidráulicos');
    expect(within(order).getByRole('table')).toHaveTextContent(/Total\s*35,00 €/);
    expect(order).toHaveTextContent('Problema descrito por el cliente');
    expect(order).toHaveTextContent('Frena poco y chirría la rueda de atrás');

    await act(() => setLanguage('pt'));
    expect(await within(row).findByText('Recusada pelo cliente')).toBeInTheDocument();
    expect(order).toHaveTextContent('Problema descrito pelo cliente');
  });

  it('is put back at once by a manager, and then counts in the total; the history says who', async () => {
    const server = repairsServer({
      repairs: [DECLINED],
      functions: {
        repairsIncludeLine: () => INCLUDED,
        repairEventsList: () => ({
          events:
            server.inputsTo('repairsIncludeLine').length === 0
              ? []
              : [
                  {
                    id: 'e-1',
                    repairId: 'r-1',
                    at: INCLUDED.lastUpdate,
                    actor: { userId: 'u-1', name: 'Marta' },
                    data: { kind: 'lineIncluded', lineId: 'maintenances:m-purgado', title: 'Purgado de frenos hidráulicos' },
                  },
                ],
        }),
      },
    });
    const { user } = renderApp('/repairs/r-1');
    await user.click(await screen.findByRole('button', { name: 'Volver a incluir Purgado de frenos hidráulicos' }));
    await waitFor(() =>
      expect(server.inputsTo('repairsIncludeLine')).toEqual([{ id: 'r-1', lineId: 'maintenances:m-purgado', expectedLastUpdate: AT }]),
    );
    expect(await screen.findByText('«Purgado de frenos hidráulicos» vuelve a contar en el total')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('repair-total')).toHaveTextContent('60,00 €'));
    expect(screen.queryByText('Rechazada por el cliente')).not.toBeInTheDocument();
    expect(screen.getByTestId('work-order')).toHaveTextContent('Purgado de frenos hidráulicos');
    expect(
      await screen.findByText('Marta volvió a incluir «Purgado de frenos hidráulicos», que el cliente había rechazado'),
    ).toBeInTheDocument();
  }, 20_000);

  it('offers a mechanic no way to put it back', async () => {
    repairsServer({ repairs: [DECLINED], workshop: { role: 'mechanic', uid: 'w1', active: true, trial: false, free: false } });
    renderApp('/repairs/r-1');
    expect(await screen.findByText('Rechazada por el cliente')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Volver a incluir/ })).not.toBeInTheDocument();
  });

  it('says in a toast what the repair was marked paid at: the total without the declined line', async () => {
    repairsServer({
      repairs: [DECLINED],
      functions: { repairsSetPayment: () => ({ ...DECLINED, payment: 'paid', lastUpdate: '2026-06-01T12:00:00.000Z' }) },
    });
    const { user } = renderApp('/repairs/r-1');
    const payment = await screen.findByRole('region', { name: 'Pago' });
    await user.click(within(payment).getByRole('combobox', { name: 'Pago' }));
    await user.click(await screen.findByRole('option', { name: 'Pagada' }));
    expect(await screen.findByText('Marcada como pagada · 35,00 €')).toBeInTheDocument();
  }, 20_000);
});
