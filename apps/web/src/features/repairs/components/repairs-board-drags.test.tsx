// Decision 071: the board's pointer drags (board-dnd.tsx, dnd-kit) load after its first paint. Once they have, a card's
// handle is dnd-kit's, with the name, role and description it had before, and a card is dragged with the pointer to
// another column. What happens before they arrive (a press handed over, the keyboard, the same look) is a journey in
// a real browser: e2e/tests/repairs-board-drags.spec.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { summary } from '@/testing/repairs/factories';
import { repairsServer } from '@/testing/repairs/server';
import { loadBoardDnd } from '../hooks/use-board-dnd';

const INSTRUCTIONS =
  'Pulsa la barra espaciadora para coger la tarjeta, muévela con las flechas y vuelve a pulsar la barra espaciadora para soltarla. Escape cancela.';

const rosa = summary({ status: 'paused', customer: { id: 'c1', name: 'Rosa', surname: 'Vidal', phone: '612 345 678' } });
const tiago = summary({ status: 'inProgress', customer: { id: 'c2', name: 'Tiago', surname: 'Costa', phone: '912 345 678' } });

const handleOf = (name: string) => screen.getByRole('button', { name: new RegExp(`^Mover la reparación de ${name}`) });

describe('the board once its drags have loaded', () => {
  it('draws each handle as dnd-kit’s, with its name, role and description as before', async () => {
    repairsServer({ summaries: [rosa, tiago] });
    renderApp('/repairs');
    await screen.findByRole('link', { name: 'Rosa Vidal' });
    await loadBoardDnd();
    await waitFor(() => expect(handleOf('Rosa Vidal').getAttribute('aria-describedby')).toMatch(/^DndDescribedBy-/));
    const handle = handleOf('Rosa Vidal');
    expect(handle).toHaveAttribute('aria-roledescription', 'tarjeta arrastrable');
    expect(handle).toHaveAttribute('tabindex', '0');
    expect(handle).toHaveAttribute('aria-pressed', 'false');
    expect(handle).toHaveAccessibleDescription(INSTRUCTIONS);
  });

  it('carries a card pressed and moved with the pointer, and drops it on another column, whose status it takes', async () => {
    const server = repairsServer({ summaries: [rosa, tiago] });
    const { user } = renderApp('/repairs');
    const link = await screen.findByRole('link', { name: 'Rosa Vidal' });
    await loadBoardDnd();
    await waitFor(() => expect(handleOf('Rosa Vidal').getAttribute('aria-describedby')).toMatch(/^DndDescribedBy-/));
    const isCarried = () => document.querySelector('[data-dragging]') !== null;
    await user.pointer([
      { keys: '[MouseLeft>]', target: link, coords: { clientX: 10, clientY: 10 } },
      { coords: { clientX: 60, clientY: 40 } },
    ]);
    await waitFor(() => expect(isCarried()).toBe(true));
    await user.pointer({ keys: '[/MouseLeft]', target: within(screen.getByTestId('column-inProgress')).getByRole('link') });
    await waitFor(() => expect(isCarried()).toBe(false));
    // happy-dom lays nothing out: every column is at 0,0 with no size, so the nearest is the first one, "Sin revisar"
    // (where the drop lands in a real browser is the journey's to check).
    await waitFor(() =>
      expect(server.inputsTo('repairsUpdateStatus')).toEqual([{ id: rosa.id, status: 'notReviewed', changeId: expect.any(String) }]),
    );
  });
});
