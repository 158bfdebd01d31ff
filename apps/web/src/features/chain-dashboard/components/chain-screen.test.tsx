// docs/product.md §32.2 "The chain's view": the figures per workshop and the chain's total, work per mechanic with
// each one's workshop, and the chain's repairs by status (a repair of another workshop is read, not opened); its
// loading, empty and error states; the menu's link for the chain's administrators only; in es and pt.
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { workshopAccount } from '@/testing/auth-server';
import { chainDashboardData, chainRepair } from '@/testing/chain-dashboard/factories';
import { chainServer } from '@/testing/chain-dashboard/server';
import { failure } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';

const MARTA = chainRepair();
const LUIS = chainRepair({
  id: 'r2',
  workshopId: 'w2',
  workshopName: 'Taller Sur',
  status: 'delivered',
  customer: { id: 'c2', name: 'Luis', surname: 'Gil', phone: '' },
  totalPrice: 4_000,
});

/** The row's cells' texts, its header first (Intl's non-breaking spaces as plain ones). */
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/\u00a0/g, ' '));

describe('the chain’s view', () => {
  it('shows each workshop’s figures, the head office marked, and the chain’s total', async () => {
    chainServer();
    renderApp('/chain');
    expect(await screen.findByRole('heading', { name: 'Cadena', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Cifras por taller' });
    const [head, south] = within(table).getAllByTestId('chain-workshop-row');
    // Workshop, repairs, the nine statuses (notReviewed … delivered), revenue, days in the workshop.
    expect(cellsOf(head!)).toEqual(['Taller AnaSede central', '3', '0', '0', '0', '0', '0', '1', '0', '0', '2', '125,00 €', '2,5 d']);
    expect(cellsOf(south!)).toEqual(['Taller Sur', '2', '1', '0', '0', '0', '0', '0', '0', '0', '1', '40,00 €', '4 d']);
    expect(cellsOf(within(table).getByTestId('chain-total-row'))).toEqual([
      'Total de la cadena',
      '5',
      '1',
      '0',
      '0',
      '0',
      '0',
      '1',
      '0',
      '0',
      '3',
      '165,00 €',
      '3 d',
    ]);
    expect(within(table).getByRole('columnheader', { name: 'En curso' })).toBeInTheDocument();
  });

  it('keeps each mechanic with their workshop: two Anas are two people', async () => {
    chainServer();
    renderApp('/chain');
    const table = await screen.findByRole('table', { name: 'Trabajo por mecánico' });
    expect(within(table).getAllByTestId('chain-mechanic-row').map(cellsOf)).toEqual([
      ['Taller Ana', 'Ana', '2', '2', '1,5'],
      ['Taller Sur', 'Ana', '1', '1', '0'],
      ['Taller Sur', 'Sin asignar', '1', '1', '0'],
    ]);
  });

  it('lists the chain’s repairs with their workshop; only the workshop in use’s open, and a status filters them', async () => {
    const server = chainServer({ repairs: [MARTA, LUIS] });
    const { user } = renderApp('/chain');
    const list = await screen.findByRole('table', { name: 'Reparaciones de la cadena' });
    const [marta, luis] = within(list).getAllByTestId('chain-repair-row');
    expect(cellsOf(marta!)).toEqual(['Taller Ana', 'Marta Ruiz', 'Orbea Oiz', 'En curso', '59,00 €', '02/06/2026']);
    expect(within(marta!).getByRole('link', { name: 'Marta Ruiz' })).toHaveAttribute('href', '/repairs/r1');
    expect(cellsOf(luis!)[0]).toBe('Taller Sur');
    expect(within(luis!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(luis!).getByText('Luis Gil')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Entregada (1)');
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Reparaciones de la cadena' })).getAllByTestId('chain-repair-row')).toHaveLength(1),
    );
    expect(server.inputsTo('chainsRepairs').at(-1)).toEqual({ status: 'delivered', limit: 20, offset: 0 });
    expect(screen.getByRole('option', { name: 'Todas (2)' })).toBeInTheDocument();
  });

  it('says when the chain has no repairs of a status', async () => {
    chainServer({ repairs: [] });
    renderApp('/chain');
    expect(await screen.findByText('No hay reparaciones con este estado en la cadena.')).toBeInTheDocument();
  });

  it('offers to try again when the figures fail, and shows them once they come', async () => {
    let calls = 0;
    chainServer({ functions: { chainsDashboard: () => (++calls === 1 ? failure('unavailable') : chainDashboardData()) } });
    const { user } = renderApp('/chain');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No se han podido cargar las cifras de la cadena');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('table', { name: 'Cifras por taller' })).toBeInTheDocument();
  });

  it('tells an account that administers no chain that the view is not theirs', async () => {
    chainServer({
      account: workshopAccount(),
      functions: { chainsDashboard: () => failure('permission-denied', { details: { reason: 'not-chain-admin' } }) },
    });
    renderApp('/chain');
    expect(await screen.findByText('Solo para quien administra la cadena')).toBeInTheDocument();
  });

  it('shows the menu’s link to the chain to its administrators only', async () => {
    chainServer();
    const first = renderApp('/chain');
    expect(await screen.findByRole('link', { name: 'Cadena' })).toHaveAttribute('href', '/chain');
    first.unmount();
    chainServer({ account: workshopAccount() });
    renderApp('/dashboard');
    expect(await screen.findByRole('link', { name: 'Pedidos' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cadena' })).not.toBeInTheDocument();
  });

  it('speaks Portuguese', async () => {
    await act(() => setLanguage('pt'));
    chainServer({ repairs: [LUIS] });
    renderApp('/chain');
    expect(await screen.findByRole('heading', { name: 'Rede', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Números por oficina' });
    expect(cellsOf(within(table).getByTestId('chain-total-row'))[0]).toBe('Total da rede');
    expect(within(table).getByText('Sede')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Reparações da rede' })).toHaveTextContent('Entregue');
    expect(screen.getByRole('link', { name: 'Rede' })).toBeInTheDocument();
  });
});
