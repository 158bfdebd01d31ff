import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';
import { dashboardData, emptyDashboard } from '@/testing/dashboard/factories';
import { dashboardServer } from '@/testing/dashboard/server';

describe('the dashboard states', () => {
  it('shows a skeleton while the figures load', async () => {
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    dashboardServer({
      functions: {
        dashboardGet: async () => {
          await answered;
          return dashboardData();
        },
      },
    });
    renderApp('/dashboard');
    expect(await screen.findByRole('status', { name: 'Cargando el panel…' })).toBeInTheDocument();
    answer?.();
    expect(await screen.findByRole('region', { name: 'Reparaciones por estado' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Cargando el panel…' })).not.toBeInTheDocument();
  });

  it('says kindly that the timeframe has no repairs, with the way to the board and to a new repair', async () => {
    dashboardServer({ dashboard: emptyDashboard() });
    const { user } = renderApp('/dashboard');
    expect(await screen.findByText('No hay reparaciones en este periodo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a las reparaciones' })).toHaveAttribute('href', '/repairs');
    expect(screen.queryByRole('region', { name: 'Reparaciones por estado' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Facturación' })).not.toBeInTheDocument();
    // What is waiting now does not depend on the timeframe.
    expect(within(screen.getByRole('region', { name: 'Terminadas sin recoger' })).getByText(/se han recogido/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Próximas citas' })).getByText(/No hay citas confirmadas/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nueva reparación' }));
    expect(await screen.findByRole('dialog', { name: 'Nueva reparación' })).toBeInTheDocument();
  });

  it('still shows the repairs waiting to be collected in an empty timeframe', async () => {
    dashboardServer({
      dashboard: emptyDashboard({
        uncollected: {
          count: 1,
          repairs: [{ id: 'r-old', title: 'Nuria Prats · Trek Marlin', date: '2025-01-10T10:00:00.000Z', storedVersion: 4 }],
        },
      }),
    });
    renderApp('/dashboard');
    const uncollected = await screen.findByRole('region', { name: 'Terminadas sin recoger' });
    expect(within(uncollected).getByRole('link', { name: '1 reparación esperando al cliente' })).toHaveAttribute(
      'href',
      '/repairs?timeframe=all&status=finished&view=list',
    );
  });

  it('says when the figures could not be loaded, and tries again', async () => {
    let isDown = true;
    const server = dashboardServer({
      functions: { dashboardGet: () => (isDown ? failure('unavailable') : dashboardData()) },
    });
    const { user } = renderApp('/dashboard');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No se ha podido cargar el panel')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Panel', level: 1 })).toBeInTheDocument();
    isDown = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Reparaciones por estado' })).toBeInTheDocument();
    expect(server.inputsTo('dashboardGet')).toHaveLength(2);
  });
});
