// docs/product.md §31.2 on the board: while one of a repair's parts has not arrived, its card says how many are waiting
// of how many ("Esperando piezas · 1 de 3"); a repair without parts waiting says nothing of them. In es and pt.
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { renderApp } from '@/testing/render';
import { summary } from '@/testing/repairs/factories';
import { repairsServer } from '@/testing/repairs/server';

const WAITING = summary({ status: 'inProgress', parts: { total: 3, waiting: 1 } });
const NONE = summary({ status: 'inProgress' });

const cardOf = async (id: string) => {
  await screen.findByRole('heading', { level: 1 });
  const card = await screen.findByText((_, element) => element?.getAttribute('data-repair-card') === id);
  return card;
};

describe('a board card’s parts on order', () => {
  it('says how many of the repair’s parts are waiting', async () => {
    repairsServer({ summaries: [WAITING, NONE] });
    renderApp('/repairs');
    expect(await cardOf(WAITING.id)).toHaveTextContent('Esperando piezas · 1 de 3');
    expect(await cardOf(NONE.id)).not.toHaveTextContent(/Esperando piezas/);
  });

  it('speaks Portuguese', async () => {
    await act(() => setLanguage('pt'));
    repairsServer({ summaries: [WAITING] });
    renderApp('/repairs');
    expect(await cardOf(WAITING.id)).toHaveTextContent('À espera de peças · 1 de 3');
  });
});
