// docs/product.md §26.3 (decision 040): a card moves with the keyboard alone (hooks/use-keyboard-move.ts): Space picks
// it up, the arrows carry it, Space or Enter drops it, Escape or Tab put it back; a screen reader hears
// each step, and the focus stays on the card's handle.
import { REPAIR_STATUSES, type RepairListOrder, type RepairStatus, type TRepairSummary } from '@rueda/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderComponent } from '@/testing/render';
import { groupByStatus, type BoardMove } from '../board';
import { summary } from '@/testing/repairs/factories';
import { RepairsBoard } from './repairs-board';

const person = (name: string, surname: string, index: number) => ({ id: `c${index}`, name, surname, phone: '' });

function renderBoard({ order = 'list', statuses = REPAIR_STATUSES }: { order?: RepairListOrder; statuses?: readonly RepairStatus[] } = {}) {
  const rosa = summary({ status: 'inProgress', orderPosition: 0, priority: 1, customer: person('Rosa', 'Vidal', 1) });
  const tiago = summary({ status: 'inProgress', orderPosition: 1, priority: 0, customer: person('Tiago', 'Costa', 2) });
  const nuria = summary({ status: 'paused', orderPosition: 0, customer: person('Nuria', 'Prats', 3) });
  const onMove = vi.fn<(move: BoardMove) => void>();
  const repairs: TRepairSummary[] = [rosa, tiago, nuria];
  const view = renderComponent(
    <RepairsBoard
      columns={groupByStatus(repairs, order)}
      statuses={statuses}
      order={order}
      currency="EUR"
      mechanicNames={new Map()}
      onMove={onMove}
    />,
  );
  const handleOf = (name: string) => screen.getByRole('button', { name: new RegExp(`^Mover la reparación de ${name}`) });
  return { ...view, onMove, rosa, tiago, nuria, handleOf };
}

const namesIn = (status: RepairStatus) =>
  within(screen.getByTestId(`column-${status}`))
    .queryAllByRole('link', { name: /^(?!versión)/ })
    .map((link) => link.textContent);

const liveRegion = () =>
  screen.getAllByRole('status').find((region) => region.getAttribute('aria-live') === 'assertive' && region.textContent)!;

describe('moving a card with the keyboard', () => {
  it('picks a card up with Space, carries it down its column and drops it with Space: one move, the focus kept', async () => {
    const { user, onMove, rosa, handleOf } = renderBoard();
    handleOf('Rosa Vidal').focus();
    await user.keyboard(' ');
    expect(handleOf('Rosa Vidal')).toHaveAttribute('aria-pressed', 'true');
    expect(liveRegion()).toHaveTextContent('Has cogido la reparación de Rosa Vidal.');

    await user.keyboard('{ArrowDown}');
    expect(namesIn('inProgress')).toEqual(['Tiago Costa', 'Rosa Vidal']);
    expect(liveRegion()).toHaveTextContent('La reparación de Rosa Vidal está en la columna En curso, posición 2 de 2.');
    // The last place is the end: a key further down changes nothing.
    await user.keyboard('{ArrowDown}');
    expect(namesIn('inProgress')).toEqual(['Tiago Costa', 'Rosa Vidal']);
    expect(onMove).not.toHaveBeenCalled();

    await user.keyboard(' ');
    expect(onMove).toHaveBeenCalledExactlyOnceWith({ id: rosa.id, toStatus: 'inProgress', toIndex: 1 });
    expect(liveRegion()).toHaveTextContent('Has soltado la reparación de Rosa Vidal en la columna En curso.');
    expect(handleOf('Rosa Vidal')).toHaveAttribute('aria-pressed', 'false');
    expect(handleOf('Rosa Vidal')).toHaveFocus();
  });

  it('carries a card to the next column shown with the right arrow and drops it with Enter (a change of status)', async () => {
    const { user, onMove, rosa, handleOf } = renderBoard();
    handleOf('Rosa Vidal').focus();
    await user.keyboard(' {ArrowRight}');
    expect(namesIn('paused')).toEqual(['Rosa Vidal', 'Nuria Prats']);
    expect(namesIn('inProgress')).toEqual(['Tiago Costa']);
    expect(liveRegion()).toHaveTextContent('La reparación de Rosa Vidal está en la columna En pausa, posición 1 de 2.');
    // The card is drawn anew in its new column: its handle has the focus there.
    expect(handleOf('Rosa Vidal')).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(onMove).toHaveBeenCalledExactlyOnceWith({ id: rosa.id, toStatus: 'paused', toIndex: 0 });
  });

  it('puts the card back where it was with Escape, and with Tab, without a move', async () => {
    const { user, onMove, handleOf } = renderBoard();
    handleOf('Rosa Vidal').focus();
    await user.keyboard(' {ArrowRight}{Escape}');
    expect(namesIn('inProgress')).toEqual(['Rosa Vidal', 'Tiago Costa']);
    expect(namesIn('paused')).toEqual(['Nuria Prats']);
    expect(liveRegion()).toHaveTextContent('Has cancelado el movimiento de la reparación de Rosa Vidal.');
    expect(handleOf('Rosa Vidal')).toHaveFocus();

    await user.keyboard(' {ArrowDown}');
    expect(namesIn('inProgress')).toEqual(['Tiago Costa', 'Rosa Vidal']);
    await user.tab();
    expect(namesIn('inProgress')).toEqual(['Rosa Vidal', 'Tiago Costa']);
    expect(handleOf('Rosa Vidal')).toHaveAttribute('aria-pressed', 'false');
    expect(onMove).not.toHaveBeenCalled();
  });

  it('does not drop a card where it was picked up: no move is sent', async () => {
    const { user, onMove, handleOf } = renderBoard();
    handleOf('Rosa Vidal').focus();
    await user.keyboard(' {ArrowDown}{ArrowUp} ');
    expect(onMove).not.toHaveBeenCalled();
    expect(namesIn('inProgress')).toEqual(['Rosa Vidal', 'Tiago Costa']);
  });

  it('in the filtered order changes only the column: positions do not show (docs/product.md §4)', async () => {
    const { user, onMove, rosa, handleOf } = renderBoard({ order: 'filtered' });
    handleOf('Rosa Vidal').focus();
    await user.keyboard(' {ArrowDown}');
    expect(namesIn('inProgress')).toEqual(['Rosa Vidal', 'Tiago Costa']);
    await user.keyboard('{ArrowLeft} ');
    expect(onMove).toHaveBeenCalledExactlyOnceWith({ id: rosa.id, toStatus: 'workshopEntrance', toIndex: 0 });
  });

  it('goes only to the columns shown, and no further than the last', async () => {
    const { user, onMove, rosa, handleOf } = renderBoard({ statuses: ['inProgress', 'finished'] });
    handleOf('Rosa Vidal').focus();
    await user.keyboard(' {ArrowRight}{ArrowRight}');
    expect(namesIn('finished')).toEqual(['Rosa Vidal']);
    await user.keyboard(' ');
    expect(onMove).toHaveBeenCalledExactlyOnceWith({ id: rosa.id, toStatus: 'finished', toIndex: 0 });
  });

  it('puts the card back when the pointer is pressed elsewhere', async () => {
    const { user, onMove, handleOf } = renderBoard();
    handleOf('Rosa Vidal').focus();
    await user.keyboard(' {ArrowRight}');
    await user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('heading', { name: 'En curso' }) });
    expect(namesIn('inProgress')).toEqual(['Rosa Vidal', 'Tiago Costa']);
    expect(onMove).not.toHaveBeenCalled();
  });
});
