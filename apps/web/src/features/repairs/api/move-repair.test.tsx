import type { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeIdToken, fakeServer, json, type FunctionHandlers } from '@/testing/fake-server';
import { createTestQueryClient, renderHookWithProviders } from '@/testing/render';
import { groupByStatus, planMove } from '../board';
import { boardData, summary } from '@/testing/repairs/factories';
import type { RepairsBoardData } from './list-repairs';
import { useMoveRepair } from './move-repair';

const LIST_KEY = ['repairs', 'list', 'test'];

function setUp(functions: FunctionHandlers) {
  const server = fakeServer({ 'GET /api/auth/token': () => json({ token: fakeIdToken() }) }, functions);
  const queryClient = createTestQueryClient({ queries: { staleTime: Infinity } });
  const a = summary({ id: 'a', orderPosition: 0 });
  const b = summary({ id: 'b', orderPosition: 1 });
  const c = summary({ id: 'c', status: 'paused', orderPosition: 0 });
  const data = boardData([a, b, c]);
  queryClient.setQueryData(LIST_KEY, data);
  const onError = vi.fn();
  const { result } = renderHookWithProviders(() => useMoveRepair({ onError }), { queryClient });
  const plan = planMove(groupByStatus(data.repairs, 'list'), { id: 'b', toStatus: 'paused', toIndex: 0 }, 'list')!;
  return { server, queryClient, result, onError, data, plan };
}

const statusOf = (queryClient: QueryClient, id: string) =>
  queryClient.getQueryData<RepairsBoardData>(LIST_KEY)!.repairs.find((repair) => repair.id === id)!.status;

describe('moving a card', () => {
  it('shows the move at once, then sends the status and the column’s new order', async () => {
    let answer: (response: Response) => void = () => {};
    const { server, queryClient, result, plan } = setUp({
      repairsUpdateStatus: () => new Promise<Response>((resolve) => (answer = resolve)),
      repairsReorder: () => ({ reordered: 2 }),
    });
    act(() => result.current.mutate({ id: 'b', plan, listKey: LIST_KEY, lastUpdate: '2026-11-29T10:00:00.000Z', subject: 'Orbea' }));
    await waitFor(() => expect(statusOf(queryClient, 'b')).toBe('paused'));
    await waitFor(() => expect(server.inputsTo('repairsUpdateStatus')).toHaveLength(1));
    answer(json({ result: null }, 500));
    await waitFor(() => expect(result.current.isError || result.current.isSuccess).toBe(true));
    expect(server.inputsTo('repairsUpdateStatus')[0]).toEqual({ id: 'b', status: 'paused', changeId: expect.any(String) });
  });

  it('puts the card back and reports the error when the server refuses', async () => {
    const { server, queryClient, result, onError, plan } = setUp({
      repairsUpdateStatus: () => failure('permission-denied'),
    });
    act(() => result.current.mutate({ id: 'b', plan, listKey: LIST_KEY, lastUpdate: '2026-11-29T10:00:00.000Z', subject: 'Orbea' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(statusOf(queryClient, 'b')).toBe('notReviewed');
    expect(server.inputsTo('repairsReorder')).toHaveLength(0);
  });

  it('reorders a column with repairsReorder and the ids in their new order', async () => {
    const { server, result, data } = setUp({ repairsReorder: () => ({ reordered: 2 }) });
    const plan = planMove(groupByStatus(data.repairs, 'list'), { id: 'a', toStatus: 'notReviewed', toIndex: 1 }, 'list')!;
    act(() => result.current.mutate({ id: 'a', plan, listKey: LIST_KEY, lastUpdate: '2026-11-29T10:00:00.000Z', subject: 'Orbea' }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(server.inputsTo('repairsUpdateStatus')).toHaveLength(0);
    expect(server.inputsTo('repairsReorder')).toEqual([{ ids: ['b', 'a'], changeId: expect.any(String) }]);
  });
});
