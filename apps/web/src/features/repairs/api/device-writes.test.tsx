// docs/product.md §30.3: the writes the device may keep run while the browser says its network is gone (the window's
// 'offline', as a tablet's Wi-Fi dropping fires it): TanStack Query would otherwise hold their mutations back until the
// network is back, the page waiting, disabled, instead of keeping the change on the device.
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSignedInUserId } from '@/features/auth';
import { connectionStatus } from '@/lib/connection';
import { queuedChanges } from '@/lib/outbox/outbox-store';
import { ANA } from '@/testing/auth-server';
import { renderApp, renderHookWithProviders } from '@/testing/render';
import { boardData, repair, summary } from '@/testing/repairs/factories';
import { repairsServer } from '@/testing/repairs/server';
import { groupByStatus, planMove } from '../board';
import { useCreateRepair } from './create-repair';
import { useMoveRepair } from './move-repair';
import { useWorkTimer } from './start-stop-work';

/** The browser's network gone, as a tablet's Wi-Fi dropping: no request gets out, and the window hears 'offline'. */
function dropTheNetwork() {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
  act(() => void window.dispatchEvent(new Event('offline')));
  expect(onlineManager.isOnline()).toBe(false);
  expect(connectionStatus()).toBe('offline');
}

// The next test's fake server stubs fetch again; the connection state is set back by the tests' setup.
afterEach(() => onlineManager.setOnline(true));

const WITH_SHEET = repair({
  id: 'r-1',
  state: {
    ...repair().state,
    controlSheets: [{ controlSheetId: 'cs-1', packId: 'pack-basica', items: [{ label: 'Frenos', checked: false }] }],
  },
});

describe('a write made while the browser has no network', () => {
  it('on the repair page, a tick and a status are kept on the device and shown at once', async () => {
    repairsServer({ repairs: [WITH_SHEET] });
    const { user } = renderApp('/repairs/r-1');
    const sheet = await screen.findByRole('group', { name: 'Hoja de control de Puesta a punto básica' });
    await waitFor(async () => expect(await queuedChanges(ANA.id)).toEqual([]));
    dropTheNetwork();

    await user.click(within(sheet).getByRole('checkbox', { name: 'Frenos' }));
    await waitFor(() => expect(within(sheet).getByRole('checkbox', { name: 'Frenos' })).toBeChecked());
    const status = screen.getByRole('region', { name: 'Estado' });
    await user.click(within(status).getByRole('combobox', { name: 'Nuevo estado' }));
    await user.click(await screen.findByRole('option', { name: 'En pausa' }));
    await user.click(within(status).getByRole('button', { name: 'Añadir estado' }));
    expect(await screen.findByText(/^Estado cambiado a «En pausa» en este dispositivo/)).toBeInTheDocument();

    const [tick, added] = await queuedChanges(ANA.id);
    expect([tick!.call.fn, added!.call.fn]).toEqual(['repairsUpdate', 'repairsUpdateStatus']);
    // The tick remembers the checklist it was made on, for a conflict to ask only about it (docs/product.md §30.4).
    expect(tick!.seenSheets).toEqual([{ controlSheetId: 'cs-1', items: [{ label: 'Frenos', checked: false }] }]);
    expect(added!.seenSheets).toBeUndefined();
  }, 30_000);

  it('a move on the board, an intake and the work timer are kept on the device', async () => {
    const a = summary({ id: 'a', orderPosition: 0 });
    const data = boardData([a]);
    repairsServer({ summaries: [a] });
    const { result } = renderHookWithProviders(
      () => ({
        account: useSignedInUserId(),
        move: useMoveRepair({ onError: () => {} }),
        create: useCreateRepair({ subjectOf: () => 'Orbea · Lucía' }),
        timer: useWorkTimer(),
      }),
      { providers: 'app' },
    );
    await waitFor(() => expect(result.current.account).toBe(ANA.id));
    dropTheNetwork();

    const plan = planMove(groupByStatus(data.repairs, 'list'), { id: 'a', toStatus: 'paused', toIndex: 0 }, 'list')!;
    const listKey = ['repairs', 'list', 'test'];
    await act(() => result.current.move.mutateAsync({ id: 'a', plan, listKey, lastUpdate: a.lastUpdate, subject: 'Orbea' }));
    await act(() => result.current.create.mutateAsync({ input: { customer: { name: 'Lucía' }, bike: {} } }));
    await act(() => result.current.timer.mutateAsync({ action: 'start', repairId: 'a' }));

    expect((await queuedChanges(ANA.id)).map((change) => change.call.fn)).toEqual([
      'repairsUpdateStatus',
      'repairsReorder',
      'repairsCreate',
      'repairWorkStart',
    ]);
  });
});
