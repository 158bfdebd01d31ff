import { timeframeRange } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { dashboardServer } from '@/testing/dashboard/server';

function nextMidnight(): string {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).toISOString();
}

function statusLink(name: string) {
  return within(screen.getByRole('region', { name: 'Reparaciones por estado' })).getByRole('link', { name });
}

describe('the dashboard timeframe', () => {
  it('asks for the last month by default, up to the next midnight', async () => {
    const server = dashboardServer();
    renderApp('/dashboard');
    await screen.findByRole('region', { name: 'Reparaciones por estado' });
    expect(server.inputsTo('dashboardGet')).toEqual([{ from: timeframeRange('monthly', new Date()).from, to: nextMidnight() }]);
    expect(screen.getByRole('radio', { name: 'Mes' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Todo' })).not.toBeInTheDocument();
  });

  it('asks for the week or the year as the timeframe changes, keeps it in the URL and in every link', async () => {
    const server = dashboardServer();
    const { user, router } = renderApp('/dashboard');
    await screen.findByRole('region', { name: 'Reparaciones por estado' });
    await user.click(screen.getByRole('radio', { name: 'Semana' }));
    await waitFor(() =>
      expect(server.inputsTo('dashboardGet').at(-1)).toEqual({ from: timeframeRange('weekly', new Date()).from, to: nextMidnight() }),
    );
    expect(router.state.location.search).toBe('?timeframe=weekly');
    await waitFor(() => expect(statusLink('En curso 4')).toHaveAttribute('href', '/repairs?timeframe=weekly&status=inProgress&view=list'));
    await user.click(screen.getByRole('radio', { name: 'Año' }));
    await waitFor(() =>
      expect(server.inputsTo('dashboardGet').at(-1)).toEqual({ from: timeframeRange('yearly', new Date()).from, to: nextMidnight() }),
    );
    expect(router.state.location.search).toBe('?timeframe=yearly');
  });

  it('reads a custom range from the URL and asks for its days', async () => {
    const server = dashboardServer();
    renderApp('/dashboard?timeframe=custom&from=2026-03-01&to=2026-03-31');
    await screen.findByRole('region', { name: 'Reparaciones por estado' });
    expect(server.inputsTo('dashboardGet')).toEqual([{ from: new Date(2026, 2, 1).toISOString(), to: new Date(2026, 3, 1).toISOString() }]);
    expect(screen.getByText('Del 01/03/2026 al 31/03/2026')).toBeInTheDocument();
    expect(statusLink('En curso 4')).toHaveAttribute(
      'href',
      '/repairs?timeframe=custom&from=2026-03-01&to=2026-03-31&status=inProgress&view=list',
    );
    expect(
      within(screen.getByRole('region', { name: 'Terminadas sin recoger' })).getByRole('link', { name: /esperando al cliente/ }),
    ).toHaveAttribute('href', '/repairs?timeframe=all&status=finished&view=list');
  });

  it('starts a custom range on the days on screen', async () => {
    const server = dashboardServer();
    const { user, router } = renderApp('/dashboard');
    await screen.findByRole('region', { name: 'Reparaciones por estado' });
    await user.click(screen.getByRole('radio', { name: 'Personalizado' }));
    const start = new Date(timeframeRange('monthly', new Date()).from!);
    const today = new Date();
    const day = (date: Date) =>
      `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    await waitFor(() => expect(router.state.location.search).toBe(`?timeframe=custom&from=${day(start)}&to=${day(today)}`));
    expect(screen.getByRole('button', { name: 'Fechas' })).toBeInTheDocument();
    // The same range as the month: nothing new to ask.
    expect(server.inputsTo('dashboardGet')).toHaveLength(1);
  });

  it('asks for the days of a custom range without them, and asks the server nothing meanwhile', async () => {
    const server = dashboardServer();
    renderApp('/dashboard?timeframe=custom');
    expect(await screen.findByText('Elige el primer y el último día para ver las cifras de esas fechas.')).toBeInTheDocument();
    expect(server.inputsTo('dashboardGet')).toEqual([]);
  });

  it('shows the month for a link to every repair ("all" is no dashboard timeframe)', async () => {
    const server = dashboardServer();
    renderApp('/dashboard?timeframe=all');
    await screen.findByRole('region', { name: 'Reparaciones por estado' });
    expect(server.inputsTo('dashboardGet')).toEqual([{ from: timeframeRange('monthly', new Date()).from, to: nextMidnight() }]);
  });
});
