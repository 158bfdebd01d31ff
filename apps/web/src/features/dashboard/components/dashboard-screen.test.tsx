import { screen, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { ACTIVE_ADMIN, workshopAccount } from '@/testing/auth-server';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/testing/render';
import { dashboardData } from '@/testing/dashboard/factories';
import { dashboardServer } from '@/testing/dashboard/server';

const DAY_MS = 86_400_000;

/** A card, by its heading. */
function card(title: string) {
  return screen.getByRole('region', { name: title });
}

function hrefOf(container: HTMLElement, name: string | RegExp) {
  return within(container).getByRole('link', { name }).getAttribute('href');
}

async function openDashboard(url = '/dashboard') {
  const view = renderApp(url);
  await screen.findByRole('region', { name: 'Reparaciones por estado' });
  return view;
}

describe('the dashboard figures', () => {
  it('counts the repairs per status, each status a link to its list', async () => {
    dashboardServer();
    await openDashboard();
    const statuses = card('Reparaciones por estado');
    expect(hrefOf(statuses, '12 reparaciones en el periodo')).toBe('/repairs?view=list');
    const list = within(statuses).getByRole('list', { name: 'Reparaciones por estado' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Sin revisar2', '/repairs?status=notReviewed&view=list'],
      ['Confirmada1', '/repairs?status=confirmed&view=list'],
      ['En curso4', '/repairs?status=inProgress&view=list'],
      ['Terminada2', '/repairs?status=finished&view=list'],
      ['Entregada3', '/repairs?status=delivered&view=list'],
    ]);
  });

  it('gives each period its received and delivered repairs, linked to those days', async () => {
    dashboardServer();
    await openDashboard();
    const received = card('Recibidas y entregadas por día');
    expect(hrefOf(received, 'Recibidas 12')).toBe('/repairs?view=list');
    expect(hrefOf(received, 'Entregadas 3')).toBe('/repairs?status=delivered&view=list');
    const table = within(received).getByRole('table', { name: /Reparaciones recibidas cada día/ });
    // The figures' rows come just after the cards' first paint (decision 069).
    const secondDay = await within(table).findByRole('row', { name: /02\/06\/2026/ });
    expect(hrefOf(secondDay, '7')).toBe('/repairs?timeframe=custom&from=2026-06-02&to=2026-06-02&view=list');
    expect(hrefOf(secondDay, '1')).toBe('/repairs?timeframe=custom&from=2026-06-02&to=2026-06-02&status=delivered&view=list');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('shows the revenue per payment state and per service kind to an admin', async () => {
    dashboardServer();
    await openDashboard();
    const revenue = card('Facturación');
    expect(hrefOf(revenue, /^1234,50\s€ en el periodo$/)).toBe('/repairs?view=list');
    expect(hrefOf(revenue, /^Pagada 1000,00\s€$/)).toBe('/repairs?payment=paid&view=list');
    expect(hrefOf(revenue, /^Pendiente 234,50\s€$/)).toBe('/repairs?payment=pending&view=list');
    expect(within(revenue).queryByRole('link', { name: /Pago parcial/ })).not.toBeInTheDocument();
    const kinds = within(revenue).getByRole('list', { name: 'Por tipo de servicio' });
    expect(
      within(kinds)
        .getAllByRole('listitem')
        .map((item) => item.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['Packs600,00 €', 'Mantenimientos500,00 €', 'Artículos de stock134,50 €']);
  });

  it('hides the revenue from a mechanic', async () => {
    dashboardServer({
      workshop: { ...ACTIVE_ADMIN, role: 'mechanic' },
      account: workshopAccount({ role: 'mechanic' }),
      dashboard: dashboardData({ revenue: null }),
    });
    await openDashboard();
    expect(screen.queryByRole('region', { name: 'Facturación' })).not.toBeInTheDocument();
    expect(screen.queryByText(/1234,50/)).not.toBeInTheDocument();
    expect(card('Tiempo en el taller')).toBeInTheDocument();
  });

  it('hides the revenue from a mechanic even in an answer that carries it (docs/roles.md)', async () => {
    dashboardServer({ workshop: { ...ACTIVE_ADMIN, role: 'mechanic' }, account: workshopAccount({ role: 'mechanic' }) });
    await openDashboard();
    expect(screen.queryByRole('region', { name: 'Facturación' })).not.toBeInTheDocument();
  });

  it('shows the revenue to a manager', async () => {
    dashboardServer({ workshop: { ...ACTIVE_ADMIN, role: 'manager' }, account: workshopAccount({ role: 'manager' }) });
    await openDashboard();
    expect(card('Facturación')).toBeInTheDocument();
  });

  it('gives the average stay, its change and its trend, linked to the delivered repairs', async () => {
    dashboardServer();
    await openDashboard();
    const stay = card('Tiempo en el taller');
    expect(hrefOf(stay, '4,5 días de media')).toBe('/repairs?status=delivered&view=list');
    expect(within(stay).getByText('1,5 días más que el periodo anterior (3)')).toBeInTheDocument();
    const table = within(stay).getByRole('table', { name: /Días de media en el taller/ });
    const firstDay = await within(table).findByRole('row', { name: /01\/06\/2026/ });
    expect(within(firstDay).getByRole('cell', { name: '4 días' })).toBeInTheDocument();
    expect(hrefOf(firstDay, '2')).toBe('/repairs?timeframe=custom&from=2026-06-01&to=2026-06-01&status=delivered&view=list');
  });

  it('says when the stay got shorter', async () => {
    dashboardServer({ dashboard: dashboardData({ stay: { ...dashboardData().stay, averageDays: 2, previousAverageDays: 3 } }) });
    await openDashboard();
    expect(within(card('Tiempo en el taller')).getByText('1 día menos que el periodo anterior (3)')).toBeInTheDocument();
  });

  it('gives each mechanic their repairs, estimated and timed hours, linked to their list', async () => {
    dashboardServer();
    await openDashboard();
    const mechanics = within(card('Trabajo por mecánico')).getByRole('list', {
      name: 'Reparaciones del periodo, horas estimadas y horas cronometradas',
    });
    const lines = within(mechanics)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // docs/product.md §17.4: 495 minutes timed beside the 570 estimated; the unassigned repairs have no timer.
    expect(lines).toEqual([
      'Luis Martín7 reparaciones9,5 h estimadas · 8,3 h cronometradas',
      'Irene Sala (inactivo)2 reparaciones1 h estimadas · 0 h cronometradas',
      'Sin asignar3 reparaciones1,5 h estimadas',
    ]);
    expect(hrefOf(mechanics, 'Luis Martín')).toBe('/repairs?mechanic=mech-1&view=list');
    expect(hrefOf(mechanics, 'Irene Sala (inactivo)')).toBe('/repairs?mechanic=mech-2&view=list');
    // Nobody assigned: the list cannot single those out, so the link has no mechanic.
    expect(hrefOf(mechanics, 'Sin asignar')).toBe('/repairs?view=list');
  });

  it('names a mechanic deleted since plainly, still linked to their repairs', async () => {
    dashboardServer({
      dashboard: dashboardData({ mechanics: [{ id: 'mech-9', name: '', active: false, repairs: 1, workMinutes: 30, trackedMinutes: 0 }] }),
    });
    await openDashboard();
    expect(hrefOf(card('Trabajo por mecánico'), 'Mecánico eliminado')).toBe('/repairs?mechanic=mech-9&view=list');
    // A workshop that times no work is not told of hours it does not track.
    const mechanics = within(card('Trabajo por mecánico')).getByRole('list', { name: 'Reparaciones del periodo y horas estimadas' });
    expect(within(mechanics).getByRole('listitem').textContent).toBe('Mecánico eliminado1 reparación0,5 h estimadas');
  });

  it('lists the next bookings with their time, one awaiting review marked, linked to each repair (the legacy page for an old one)', async () => {
    const monday = new Date(2026, 5, 15, 17, 5).toISOString();
    dashboardServer({
      dashboard: dashboardData({
        nextBookings: [
          { id: 'r-book-1', title: 'Rosa Vidal · Orbea Alma', date: monday, storedVersion: 4 },
          { id: 'r-book-2', title: 'Tiago Costa · BH Ultralight', date: monday, storedVersion: 3 },
          { id: 'r-book-3', title: 'Lucía Gil · Trek Fuel', date: monday, storedVersion: 4, awaitingReview: true },
        ],
      }),
    });
    await openDashboard();
    const bookings = card('Próximas citas');
    // An online booking not reviewed yet is among them, marked (docs/product.md §4 "Calendar").
    const items = within(bookings).getAllByRole('listitem');
    expect(items.map((item) => within(item).queryByText('Por revisar') !== null)).toEqual([false, false, true]);
    expect(hrefOf(bookings, 'Rosa Vidal · Orbea Alma')).toBe('/repairs/r-book-1');
    expect(hrefOf(bookings, 'Tiago Costa · BH Ultralight')).toBe('/legacy-repairs/r-book-2');
    expect(within(bookings).getAllByText('lun. 15/06/2026 17:05')).toHaveLength(3);
    expect(hrefOf(bookings, 'Ver calendario')).toBe('/booking');
  });

  it('counts the repairs finished and not collected, whenever they came in, with the days each has waited', async () => {
    const now = Date.now();
    dashboardServer({
      dashboard: dashboardData({
        uncollected: {
          count: 5,
          repairs: [
            {
              id: 'r-wait-1',
              title: 'Nuria Prats · Trek Marlin',
              date: new Date(now - 12 * DAY_MS - 3_600_000).toISOString(),
              storedVersion: 4,
            },
          ],
        },
      }),
    });
    await openDashboard();
    const uncollected = card('Terminadas sin recoger');
    expect(hrefOf(uncollected, '5 reparaciones esperando al cliente')).toBe('/repairs?timeframe=all&status=finished&view=list');
    const longest = within(uncollected).getByRole('listitem');
    expect(hrefOf(longest, 'Nuria Prats · Trek Marlin')).toBe('/repairs/r-wait-1');
    expect(within(longest).getByText('12 días')).toBeInTheDocument();
  });

  it('shows the low-stock items only when there are some', async () => {
    dashboardServer();
    await openDashboard();
    const lowStock = card('Stock bajo');
    expect(hrefOf(lowStock, '1 artículo por debajo del mínimo')).toBe('/services');
    expect(within(lowStock).getByText('1 de 5')).toBeInTheDocument();
  });

  it('shows no low-stock card when nothing is under its minimum', async () => {
    dashboardServer({ dashboard: dashboardData({ lowStock: { count: 0, items: [] } }) });
    await openDashboard();
    expect(screen.queryByRole('region', { name: 'Stock bajo' })).not.toBeInTheDocument();
  });

  it('draws the charts for the eye only: their figures are in the cards as text', async () => {
    dashboardServer();
    await openDashboard();
    const charts = screen.getAllByTestId('dashboard-chart');
    expect(charts).toHaveLength(3);
    for (const chart of charts) expect(chart).toHaveAttribute('aria-hidden', 'true');
  });

  it('speaks Portuguese', async () => {
    await act(() => setLanguage('pt'));
    dashboardServer();
    renderApp('/dashboard');
    const statuses = await screen.findByRole('region', { name: 'Reparações por estado' });
    expect(hrefOf(statuses, 'Em curso 4')).toBe('/repairs?status=inProgress&view=list');
    expect(hrefOf(card('Tempo na oficina'), '4,5 dias em média')).toBe('/repairs?status=delivered&view=list');
    expect(screen.getByRole('heading', { name: 'Painel', level: 1 })).toBeInTheDocument();
  });

  it('makes plurals as Portugal does: a number other than 1 takes the plural, "1,6 dias", "0,5 dias"', async () => {
    await act(() => setLanguage('pt'));
    dashboardServer({ dashboard: dashboardData({ stay: { ...dashboardData().stay, averageDays: 1.6, previousAverageDays: 1.1 } }) });
    renderApp('/dashboard');
    const stay = await screen.findByRole('region', { name: 'Tempo na oficina' });
    expect(hrefOf(stay, '1,6 dias em média')).toBe('/repairs?status=delivered&view=list');
    expect(within(stay).getByText('Mais 0,5 dias do que no período anterior (1,1)')).toBeInTheDocument();
  });
});
