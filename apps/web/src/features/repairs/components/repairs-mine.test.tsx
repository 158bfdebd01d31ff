// docs/product.md §17.4 on the repairs board: "my repairs" for a member linked to a mechanic, and the work timer on
// the cards, read once for the whole board.
import type { TRunningWork } from '@rueda/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { workshopAccount } from '@/testing/auth-server';
import { failure } from '@/testing/fake-server';
import { renderApp } from '@/testing/render';
import { summary } from '@/testing/repairs/factories';
import { repairsServer } from '@/testing/repairs/server';

const LINKED = workshopAccount({ role: 'mechanic', mechanicId: 'mech-1' });
const rosa = summary({ status: 'inProgress', customer: { id: 'c1', name: 'Rosa', surname: 'Vidal', phone: '' }, mechanics: ['mech-1'] });
const tiago = summary({ status: 'inProgress', customer: { id: 'c2', name: 'Tiago', surname: 'Costa', phone: '' } });
const running = (repairId: string): TRunningWork => ({ id: 's-1', repairId, mechanicId: 'mech-1', startedAt: new Date().toISOString() });

function cardOf(name: string): HTMLElement {
  return screen.getByRole('link', { name }).closest<HTMLElement>('[data-repair-card]')!;
}

describe('my repairs', () => {
  it('is one click for a member linked to a mechanic: the mechanic filter set to theirs, and off again', async () => {
    const server = repairsServer({ account: LINKED, summaries: [rosa, tiago] });
    const { user, router } = renderApp('/repairs');
    const mine = await screen.findByRole('checkbox', { name: 'Mis reparaciones' });
    expect(mine).not.toBeChecked();
    await user.click(mine);
    await waitFor(() => expect(server.inputsTo('repairsList').at(-1)).toMatchObject({ mechanic: 'mech-1' }));
    expect(mine).toBeChecked();
    expect(new URLSearchParams(router.state.location.search).get('mechanic')).toBe('mech-1');
    // Off again: the whole board, as it was (its list already in the cache).
    await user.click(mine);
    await waitFor(() => expect(mine).not.toBeChecked());
    expect(new URLSearchParams(router.state.location.search).has('mechanic')).toBe(false);
    expect(screen.getByRole('link', { name: 'Tiago Costa' })).toBeInTheDocument();
  });

  it('is not offered to a member linked to no mechanic, who has no timer on the cards either', async () => {
    const server = repairsServer({ summaries: [rosa] });
    renderApp('/repairs');
    await screen.findByRole('link', { name: 'Rosa Vidal' });
    expect(screen.queryByRole('checkbox', { name: 'Mis reparaciones' })).not.toBeInTheDocument();
    expect(within(cardOf('Rosa Vidal')).queryByRole('button', { name: /trabaj/ })).not.toBeInTheDocument();
    expect(server.inputsTo('repairWorkCurrent')).toEqual([]);
  });

  it('speaks Portuguese', async () => {
    await act(() => setLanguage('pt'));
    repairsServer({ account: LINKED, summaries: [rosa] });
    renderApp('/repairs');
    expect(await screen.findByRole('checkbox', { name: 'As minhas reparações' })).toBeInTheDocument();
  });
});

describe('the work timer on the board', () => {
  it('marks the card the member works on, with Stop, and offers Start on the others, asking once for the board', async () => {
    let current: TRunningWork | null = running(rosa.id);
    const server = repairsServer({
      account: LINKED,
      summaries: [rosa, tiago],
      functions: {
        repairWorkCurrent: () => current,
        repairWorkStop: ({ repairId }) => {
          current = null;
          return { ...running(repairId), mechanicName: 'Luis Martín', stoppedAt: new Date().toISOString(), minutes: 0 };
        },
        repairWorkStart: ({ repairId }) => (current = running(repairId)),
      },
    });
    const { user } = renderApp('/repairs');
    await screen.findByRole('link', { name: 'Rosa Vidal' });
    const stop = await within(cardOf('Rosa Vidal')).findByRole('button', { name: 'Parar el trabajo en la reparación de Rosa Vidal' });
    expect(within(cardOf('Rosa Vidal')).getByText('Trabajando')).toBeInTheDocument();
    expect(
      within(cardOf('Tiago Costa')).getByRole('button', { name: 'Empezar a trabajar en la reparación de Tiago Costa' }),
    ).toBeInTheDocument();
    expect(server.inputsTo('repairWorkCurrent')).toHaveLength(1);

    await user.click(stop);
    await waitFor(() => expect(server.inputsTo('repairWorkStop')).toEqual([{ repairId: rosa.id, changeId: expect.any(String) }]));
    expect(await within(cardOf('Rosa Vidal')).findByRole('button', { name: /^Empezar a trabajar/ })).toBeInTheDocument();

    // The keyboard reaches Start: Tab from Tiago's name lands on it.
    within(cardOf('Tiago Costa')).getByRole('link', { name: 'Tiago Costa' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(within(cardOf('Tiago Costa')).getByRole('button', { name: /^Empezar a trabajar/ }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(server.inputsTo('repairWorkStart')).toEqual([{ repairId: tiago.id, changeId: expect.any(String) }]));
    expect(await within(cardOf('Tiago Costa')).findByText('Trabajando')).toBeInTheDocument();
    expect(server.inputsTo('repairWorkCurrent')).toHaveLength(1);
  }, 20_000);

  it('says so when a start is refused', async () => {
    repairsServer({
      account: LINKED,
      summaries: [tiago],
      functions: { repairWorkStart: () => failure('failed-precondition', { details: { reason: 'no-mechanic' } }) },
    });
    const { user } = renderApp('/repairs');
    await screen.findByRole('link', { name: 'Tiago Costa' });
    await user.click(await within(cardOf('Tiago Costa')).findByRole('button', { name: /^Empezar a trabajar/ }));
    expect(await screen.findByText(/Para cronometrar tu trabajo/)).toBeInTheDocument();
  });
});
