// The board answers at once (docs/product.md §26.1, 2,000 repairs): a move or a search keystroke draws again only
// the cards it changes, not every card on the board.
import type { RepairStatus } from '@rueda/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { renderApp } from '@/testing/render';
import { repairsKeys } from '../api/query-keys';
import { summary } from '@/testing/repairs/factories';
import { repairsServer } from '@/testing/repairs/server';

/**
 * Every drawing of a board card asks for its link once (repair-card.tsx), and nothing else on the
 * board does: the calls, per repair, are the cards drawn.
 */
function watchCardsDrawn() {
  const getHref = vi.spyOn(paths.app.repair, 'getHref');
  return {
    startCounting: () => getHref.mockClear(),
    drawn: () => [...new Set(getHref.mock.calls.map(([id]) => id))].sort(),
  };
}

const person = (name: string, surname: string, index: number) => ({ id: `c${index}`, name, surname, phone: '' });

/** Three cards in order in one column, two in another. */
function board() {
  const first = summary({ status: 'inProgress', orderPosition: 0, customer: person('Rosa', 'Vidal', 1) });
  const second = summary({ status: 'inProgress', orderPosition: 1, customer: person('Tiago', 'Costa', 2) });
  const third = summary({ status: 'inProgress', orderPosition: 2, customer: person('Rosa', 'Prats', 3) });
  const paused = summary({ status: 'paused', orderPosition: 0, customer: person('Nuria', 'Prats', 4) });
  const delivered = summary({ status: 'delivered', orderPosition: 0, customer: person('Jordi', 'Mas', 5) });
  return { first, second, third, paused, delivered, summaries: [first, second, third, paused, delivered] };
}

const linksIn = (status: RepairStatus) =>
  within(screen.getByTestId(`column-${status}`))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the board draws again only what changes', () => {
  it('redraws only the card moved with the keyboard and the one it swapped places with, then nothing when the server agrees', async () => {
    const { first, second, third, summaries } = board();
    const server = repairsServer({ summaries });
    const cards = watchCardsDrawn();
    const { user, queryClient } = renderApp('/repairs');
    await screen.findByRole('link', { name: 'Rosa Vidal' });
    expect(linksIn('inProgress')).toEqual(['Rosa Vidal', 'Tiago Costa', 'Rosa Prats']);

    cards.startCounting();
    screen.getByRole('button', { name: /^Mover la reparación de Rosa Vidal/ }).focus();
    await user.keyboard(' {ArrowDown} ');
    await waitFor(() =>
      expect(server.inputsTo('repairsReorder')).toEqual([{ ids: [second.id, first.id, third.id], changeId: expect.any(String) }]),
    );
    expect(linksIn('inProgress')).toEqual(['Tiago Costa', 'Rosa Vidal', 'Rosa Prats']);
    // The server's list, asked for again after the move, changes nothing more.
    await waitFor(() => expect(server.inputsTo('repairsList')).toHaveLength(2));
    await act(() => queryClient.invalidateQueries({ queryKey: repairsKeys.lists() }));
    await waitFor(() => expect(server.inputsTo('repairsList')).toHaveLength(3));

    expect(linksIn('inProgress')).toEqual(['Tiago Costa', 'Rosa Vidal', 'Rosa Prats']);
    expect(cards.drawn()).toEqual([first.id, second.id].sort());
    expect(cards.drawn()).not.toContain(third.id);
  });

  it('does not redraw the cards a search keystroke leaves on the board, nor when the server answers the search', async () => {
    const { first, third, summaries } = board();
    const server = repairsServer({ summaries });
    const cards = watchCardsDrawn();
    const { user } = renderApp('/repairs');
    await screen.findByRole('link', { name: 'Rosa Vidal' });

    cards.startCounting();
    await user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'rosa');
    await waitFor(() => expect(linksIn('inProgress').sort()).toEqual(['Rosa Prats', 'Rosa Vidal']));
    expect(screen.queryByRole('link', { name: 'Nuria Prats' })).not.toBeInTheDocument();
    await waitFor(() => expect(server.inputsTo('repairsList').some((input) => input.search === 'rosa')).toBe(true));
    await waitFor(() => expect(screen.queryByLabelText('Actualizando…')).not.toBeInTheDocument());

    expect(linksIn('inProgress').sort()).toEqual(['Rosa Prats', 'Rosa Vidal']);
    expect(cards.drawn()).not.toContain(first.id);
    expect(cards.drawn()).not.toContain(third.id);
  });
});
