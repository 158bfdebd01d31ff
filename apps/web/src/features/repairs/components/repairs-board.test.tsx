import { REPAIR_STATUSES } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderComponent } from '@/testing/render';
import { groupByStatus } from '../board';
import { manySummaries, summary } from '@/testing/repairs/factories';
import { RepairsBoard, VIRTUALISE_FROM } from './repairs-board';

const NO_MECHANICS = new Map<string, string>();

describe('the repairs board', () => {
  it('has a column per status with its count, in the order of docs/product.md §4', () => {
    const repairs = [summary({ status: 'inProgress' }), summary({ status: 'inProgress' }), summary({ status: 'delivered' })];
    renderComponent(
      <RepairsBoard
        columns={groupByStatus(repairs, 'list')}
        statuses={REPAIR_STATUSES}
        order="list"
        currency="EUR"
        mechanicNames={NO_MECHANICS}
        onMove={vi.fn()}
      />,
    );
    const columns = screen.getAllByRole('region').filter((region) => region.tagName === 'SECTION');
    expect(columns.map((column) => within(column).getByRole('heading').textContent)).toEqual([
      'Sin revisar',
      'Aplazada',
      'Gestionando',
      'Confirmada',
      'En taller',
      'En curso',
      'En pausa',
      'Terminada',
      'Entregada',
    ]);
    expect(screen.getByLabelText('2 reparaciones')).toBeInTheDocument();
    expect(screen.getByLabelText('1 reparación')).toBeInTheDocument();
  });

  it('shows on each card the customer, the bike, the total, the mechanics and the flags', () => {
    const card = summary({
      customer: { id: 'c', name: 'Rosa', surname: 'Vidal', phone: '612 345 678' },
      bike: { manufacturer: 'Orbea', model: 'Alma', color: 'negro', type: 'mountain' },
      totalPrice: 12_345,
      priority: 3,
      payment: 'partial',
      notified: true,
      mechanics: ['m1'],
      storedVersion: 2,
    });
    renderComponent(
      <RepairsBoard
        columns={groupByStatus([card], 'list')}
        statuses={REPAIR_STATUSES}
        order="list"
        currency="eur"
        mechanicNames={new Map([['m1', 'Luis Martín']])}
        onMove={vi.fn()}
      />,
    );
    expect(screen.getByRole('link', { name: 'Rosa Vidal' })).toHaveAttribute('href', `/repairs/${card.id}`);
    expect(screen.getByText('Orbea Alma · negro')).toBeInTheDocument();
    expect(screen.getByText('123,45 €')).toBeInTheDocument();
    expect(screen.getByText('Mecánicos: Luis Martín')).toBeInTheDocument();
    expect(screen.getByText('Prioridad 3')).toBeInTheDocument();
    expect(screen.getByText('Pago parcial')).toBeInTheDocument();
    expect(screen.getByText('Avisado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'versión anterior' })).toHaveAttribute('href', `/legacy-repairs/${card.id}`);
    expect(screen.getByRole('button', { name: 'Mover la reparación de Rosa Vidal Orbea Alma' })).toHaveAttribute(
      'aria-roledescription',
      'tarjeta arrastrable',
    );
  });

  it('names a bike with no brand or model as such, never by docs/product.md §3’s defaults, in both languages', async () => {
    const card = summary({
      customer: { id: 'c', name: 'Lucía', surname: '', phone: '611 402 918' },
      bike: { manufacturer: 'generic', model: 'unknown', color: 'gris', type: 'unknown' },
    });
    const board = (
      <RepairsBoard
        columns={groupByStatus([card], 'list')}
        statuses={REPAIR_STATUSES}
        order="list"
        currency="EUR"
        mechanicNames={NO_MECHANICS}
        onMove={vi.fn()}
      />
    );
    const { unmount } = renderComponent(board);
    expect(screen.getByText('Bici sin marca ni modelo · gris')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mover la reparación de Lucía Bici sin marca ni modelo' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/generic|unknown/);
    unmount();
    await i18n.changeLanguage('pt');
    renderComponent(board);
    expect(await screen.findByText('Bicicleta sem marca nem modelo · gris')).toBeInTheDocument();
  });

  it('keeps only a bounded number of cards in the page with 2,000 repairs (long columns are virtualised)', async () => {
    const repairs = manySummaries(2000);
    const columns = groupByStatus(repairs, 'list');
    expect(columns.notReviewed.length).toBeGreaterThan(VIRTUALISE_FROM);
    // happy-dom lays nothing out: give each column a viewport of 600 px and each card 110 px.
    const heightOf = (element: HTMLElement) => (element.dataset.testid?.startsWith('column-') ? 600 : 110);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return heightOf(this);
    });
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return heightOf(this);
    });
    const { container } = renderComponent(
      <RepairsBoard
        columns={columns}
        statuses={REPAIR_STATUSES}
        order="list"
        currency="EUR"
        mechanicNames={NO_MECHANICS}
        onMove={vi.fn()}
      />,
    );
    await waitFor(() => expect(container.querySelectorAll('[data-repair-card]').length).toBeGreaterThan(0));
    const cards = container.querySelectorAll('[data-repair-card]');
    // Nine columns, each with the cards in view and a few either side: far from 2,000.
    expect(cards.length).toBeLessThanOrEqual(REPAIR_STATUSES.length * 20);
    // Every column still says how many repairs it holds.
    expect(screen.getAllByLabelText(/^22[23] reparaciones$/)).toHaveLength(REPAIR_STATUSES.length);
    // happy-dom renders slowly; the bound, not the time, is what this test is about.
  }, 30_000);

  it('shows only the columns of a status filter', () => {
    renderComponent(
      <RepairsBoard
        columns={groupByStatus([], 'filtered')}
        statuses={['paused', 'finished']}
        order="filtered"
        currency="EUR"
        mechanicNames={NO_MECHANICS}
        onMove={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(['En pausa', 'Terminada']);
    expect(screen.getAllByText('Sin reparaciones')).toHaveLength(2);
  });
});
