// docs/product.md §30.3: a write made without a connection is kept on the device with its change id and sent later, in
// order; the server's refusals leave each change waiting, waiting for a decision, or failed, never lost.
import { FunctionError } from '@rueda/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Toasts } from '@/components/toasts';
import { renderComponent } from '@/testing/render';
import { markOffline } from '@/lib/connection';
import { failure, fakeServer } from '@/testing/fake-server';
import { repair } from '@/testing/repairs/factories';
import { queuedChanges } from './outbox-store';
import type { QueuedCall } from './queued-change';
import { sendOrQueue } from './send-or-queue';
import { sendQueued, sendQueuedCall } from './send-queued';
import { deviceDb } from '@/lib/device-db';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const meta = (repairId: string) => ({ account: 'ana', repairId, subject: `Orbea ${repairId}` });
/** Every record of the device's queue, as stored: the changes on their way too. */
const keptRecords = async () => (await deviceDb()).getAll('outbox');

describe('a write made on the device', () => {
  it('is sent at once, with a change id, while the server answers and nothing waits', async () => {
    const server = fakeServer({}, { repairsUpdateStatus: ({ id }) => repair({ id }) });
    const outcome = await sendOrQueue('repairsUpdateStatus', { id: 'r1', status: 'finished' }, meta('r1'));
    expect(outcome.sent).toBe(true);
    expect(server.inputsTo('repairsUpdateStatus')[0]).toEqual({ id: 'r1', status: 'finished', changeId: expect.stringMatching(UUID) });
    expect(await queuedChanges('ana')).toEqual([]);
  });

  it('is kept on the device while on its way, listed nowhere and sent by no one else, and let go once answered', async () => {
    let answer!: () => void;
    const server = fakeServer({}, { repairsUpdateStatus: ({ id }) => new Promise((resolve) => (answer = () => resolve(repair({ id })))) });
    const outcome = sendOrQueue('repairsUpdateStatus', { id: 'r1', status: 'finished' }, meta('r1'));
    await vi.waitFor(() => expect(server.inputsTo('repairsUpdateStatus')).toHaveLength(1));
    expect((await keptRecords()).map((change) => change.state)).toEqual(['sending']);
    expect(await queuedChanges('ana')).toEqual([]);
    expect(await sendQueued({ account: 'ana', send: sendQueuedCall, onApplied: () => {} })).toBe('done');
    expect(server.inputsTo('repairsUpdateStatus')).toHaveLength(1);
    answer();
    expect((await outcome).sent).toBe(true);
    expect(await keptRecords()).toEqual([]);
  });

  it('is let go, and the refusal thrown, when the server refuses it for a reason of its own', async () => {
    fakeServer({}, { repairsUpdateStatus: () => failure('not-found') });
    await expect(sendOrQueue('repairsUpdateStatus', { id: 'r1', status: 'finished' }, meta('r1'))).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(await keptRecords()).toEqual([]);
  });

  it('waits again when the page that was sending it closed before the answer, and is sent again with its change id', async () => {
    const { enqueue } = await import('./outbox-store');
    const call = { fn: 'repairsUpdateStatus', input: { id: 'r1', status: 'finished', changeId: 'c1' } } as QueuedCall;
    await enqueue({ ...meta('r1'), changeId: 'c1', call, madeAt: Date.now(), state: 'sending', problem: null });
    expect((await queuedChanges('ana')).map((change) => change.state)).toEqual(['waiting']);
    const server = fakeServer({}, { repairsUpdateStatus: ({ id }) => repair({ id }) });
    expect(await sendQueued({ account: 'ana', send: sendQueuedCall, onApplied: () => {} })).toBe('done');
    expect(server.inputsTo('repairsUpdateStatus')).toEqual([{ id: 'r1', status: 'finished', changeId: 'c1' }]);
    expect(await keptRecords()).toEqual([]);
  });

  it('is kept on the device without a connection, the work timer with the time it was pressed', async () => {
    const server = fakeServer({}, {});
    markOffline();
    const outcome = await sendOrQueue('repairWorkStart', { repairId: 'r1' }, { ...meta('r1'), stampsTime: true });
    expect(outcome.sent).toBe(false);
    expect(server.requests).toEqual([]);
    const [kept] = await queuedChanges('ana');
    expect(kept).toMatchObject({ account: 'ana', repairId: 'r1', subject: 'Orbea r1', state: 'waiting', problem: null });
    expect(kept!.call).toEqual({ fn: 'repairWorkStart', input: { repairId: 'r1', changeId: kept!.changeId, at: expect.any(String) } });
    expect(Date.parse((kept!.call.input as { at: string }).at)).toBe(kept!.madeAt);
  });

  it('is kept with the change id it was sent with when the call finds the server unreachable', async () => {
    const server = fakeServer({}, { repairsUpdateStatus: () => failure('unavailable') });
    const outcome = await sendOrQueue('repairsUpdateStatus', { id: 'r1', status: 'finished' }, meta('r1'));
    expect(outcome.sent).toBe(false);
    const [kept] = await queuedChanges('ana');
    expect((server.inputsTo('repairsUpdateStatus')[0] as { changeId: string }).changeId).toBe(kept!.changeId);
  });

  it('keeps nothing on a device out of space, says so at once, and fails as without a connection', async () => {
    fakeServer({}, {});
    markOffline();
    renderComponent(<Toasts />);
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const refused = sendOrQueue('repairsUpdateStatus', { id: 'r1', status: 'finished' }, meta('r1'));
    await expect(refused).rejects.toMatchObject({ code: 'unavailable', details: { reason: 'device-full' } });
    expect(await screen.findByText(/^No queda espacio en este dispositivo: el cambio no se ha guardado/)).toBeInTheDocument();
    vi.restoreAllMocks();
    expect(await queuedChanges('ana')).toEqual([]);
  });

  it('queues behind what waits even with the server answering, so that changes keep their order', async () => {
    markOffline();
    await sendOrQueue('repairsUpdateStatus', { id: 'r1', status: 'inProgress' }, meta('r1'));
    const { markOnline } = await import('@/lib/connection');
    markOnline();
    const server = fakeServer({}, { repairsUpdateStatus: ({ id }) => repair({ id }) });
    expect((await sendOrQueue('repairsUpdateStatus', { id: 'r2', status: 'finished' }, meta('r2'))).sent).toBe(false);
    expect(server.requests).toEqual([]);
    expect((await queuedChanges('ana')).map((change) => change.repairId)).toEqual(['r1', 'r2']);
  });
});

describe('sending the queue', () => {
  async function queue(...changes: [string, string][]) {
    markOffline();
    for (const [id, status] of changes) await sendOrQueue('repairsUpdateStatus', { id, status: status as 'finished' }, meta(id));
    const { markOnline } = await import('@/lib/connection');
    markOnline();
  }

  it('sends the changes in the order they were made, each once, and takes out what was applied', async () => {
    await queue(['r1', 'inProgress'], ['r2', 'finished'], ['r1', 'finished']);
    const server = fakeServer({}, { repairsUpdateStatus: ({ id }) => repair({ id }) });
    const onApplied = vi.fn();
    expect(await sendQueued({ account: 'ana', send: sendQueuedCall, onApplied })).toBe('done');
    expect(server.inputsTo('repairsUpdateStatus').map(({ id, status }) => `${id}:${status}`)).toEqual([
      'r1:inProgress',
      'r2:finished',
      'r1:finished',
    ]);
    expect(onApplied).toHaveBeenCalledTimes(3);
    expect(await queuedChanges('ana')).toEqual([]);
  });

  it("leaves a stale change waiting for a decision, and its repair's later changes behind it, and sends the others", async () => {
    await queue(['r1', 'inProgress'], ['r2', 'finished'], ['r1', 'finished']);
    const server = fakeServer(
      {},
      {
        repairsUpdateStatus: ({ id }) =>
          id === 'r1' ? failure('aborted', { details: { reason: 'stale', lastUpdate: '2026-11-29T10:00:00.000Z' } }) : repair({ id }),
      },
    );
    expect(await sendQueued({ account: 'ana', send: sendQueuedCall, onApplied: () => {} })).toBe('done');
    expect(server.inputsTo('repairsUpdateStatus').map(({ id }) => id)).toEqual(['r1', 'r2']);
    const left = await queuedChanges('ana');
    expect(left.map((change) => [change.repairId, change.state, change.problem?.reason])).toEqual([
      ['r1', 'needs-decision', 'stale'],
      ['r1', 'waiting', undefined],
    ]);
  });

  it('keeps a change for a repair deleted meanwhile as failed, with the reason, and goes on', async () => {
    await queue(['gone', 'finished'], ['r2', 'finished']);
    fakeServer({}, { repairsUpdateStatus: ({ id }) => (id === 'gone' ? failure('not-found') : repair({ id })) });
    await sendQueued({ account: 'ana', send: sendQueuedCall, onApplied: () => {} });
    const left = await queuedChanges('ana');
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ repairId: 'gone', state: 'failed', problem: { code: 'not-found' } });
  });

  it('stops at a change the server could not be reached for, and at a session that ended; both stay waiting', async () => {
    await queue(['r1', 'finished'], ['r2', 'finished']);
    fakeServer({}, { repairsUpdateStatus: () => failure('unavailable') });
    expect(await sendQueued({ account: 'ana', send: sendQueuedCall, onApplied: () => {} })).toBe('unreachable');
    const failing = vi.fn(() => Promise.reject(new FunctionError('unauthenticated', 'Sign in.')));
    expect(await sendQueued({ account: 'ana', send: failing, onApplied: () => {} })).toBe('signed-out');
    expect(failing).toHaveBeenCalledOnce();
    expect((await queuedChanges('ana')).map((change) => change.state)).toEqual(['waiting', 'waiting']);
  });

  it("sends only the account's own changes", async () => {
    await queue(['r1', 'finished']);
    const send = vi.fn(() => Promise.resolve(null));
    await sendQueued({ account: 'bea', send, onApplied: () => {} });
    expect(send).not.toHaveBeenCalled();
    expect(await queuedChanges('ana')).toHaveLength(1);
  });

  describe("a repair's changes made one after another", () => {
    const SEEN = '2026-06-01T09:00:00.000Z';
    const NOW = '2026-06-02T10:00:00.000Z';

    /** A server that applies a status only on the version it has, and moves the version on each time. */
    function versionedServer(version: string) {
      const state = { version, applied: 0 };
      const server = fakeServer(
        {},
        {
          repairsUpdateStatus: ({ id, expectedLastUpdate }) => {
            if (expectedLastUpdate !== state.version)
              return failure('aborted', { details: { reason: 'stale', lastUpdate: state.version } });
            state.applied += 1;
            state.version = `2026-06-03T10:0${state.applied}:00.000Z`;
            return repair({ id, lastUpdate: state.version });
          },
        },
      );
      return { server, state };
    }

    async function queueOnSeen(...statuses: ('inProgress' | 'paused' | 'finished')[]) {
      markOffline();
      for (const status of statuses) await sendOrQueue('repairsUpdateStatus', { id: 'r1', status, expectedLastUpdate: SEEN }, meta('r1'));
      const { markOnline } = await import('@/lib/connection');
      markOnline();
    }

    it('each stand on the version the previous one’s answer gave', async () => {
      await queueOnSeen('inProgress', 'paused', 'finished');
      const { server, state } = versionedServer(SEEN);
      expect(await sendQueued({ account: 'ana', send: sendQueuedCall, onApplied: () => {} })).toBe('done');
      expect(state.applied).toBe(3);
      expect(server.inputsTo('repairsUpdateStatus').map((input) => input.expectedLastUpdate)).toEqual([
        SEEN,
        '2026-06-03T10:01:00.000Z',
        '2026-06-03T10:02:00.000Z',
      ]);
      expect(await queuedChanges('ana')).toEqual([]);
    });

    it('is checked as it was made when the one before was rewritten on the workshop’s newer version (§30.4)', async () => {
      await queueOnSeen('inProgress', 'finished');
      // The first was refused as stale, and the user kept it on the version someone else saved meanwhile.
      const [first] = await queuedChanges('ana');
      const { updateQueued } = await import('./outbox-store');
      await updateQueued({ ...first!, call: { ...first!.call, input: { ...first!.call.input, expectedLastUpdate: NOW } } as QueuedCall });
      const { server } = versionedServer(NOW);
      expect(await sendQueued({ account: 'ana', send: sendQueuedCall, onApplied: () => {} })).toBe('done');
      expect(server.inputsTo('repairsUpdateStatus').map((input) => input.expectedLastUpdate)).toEqual([NOW, SEEN]);
      const left = await queuedChanges('ana');
      expect(left.map((change) => [change.state, change.problem?.reason])).toEqual([['needs-decision', 'stale']]);
    });
  });
});
