// docs/product.md §30.3: the changes made on the device are shown on top of what the server last answered.
import { describe, expect, it } from 'vitest';
import type { QueuedCall, QueuedChange } from '@/lib/outbox/queued-change';
import { boardData, repair, summary } from '@/testing/repairs/factories';
import { overlayBoard } from './board-overlay';
import { isAppliedOnDevice, overlayRepair } from './queued-overlay';

function queued(call: QueuedCall, repairId: string | null, madeAt = Date.parse('2026-11-29T10:30:00.000Z')): QueuedChange {
  return { seq: 1, account: 'ana', changeId: 'c1', call, repairId, subject: 'Orbea', madeAt, state: 'waiting', problem: null };
}

describe('the changes kept on the device, on screen', () => {
  it("moves a repair to its new column on the board, the columns' counts following", () => {
    const data = boardData([summary({ id: 'r1', status: 'inProgress' }), summary({ id: 'r2', status: 'inProgress' })]);
    const shown = overlayBoard(data, [
      queued({ fn: 'repairsUpdateStatus', input: { id: 'r1', status: 'finished', changeId: 'c1' } }, 'r1'),
    ]);
    expect(shown.repairs.map((item) => [item.id, item.status])).toEqual([
      ['r1', 'finished'],
      ['r2', 'inProgress'],
    ]);
    expect(shown.counts.inProgress).toBe(data.counts.inProgress - 1);
    expect(shown.counts.finished).toBe(data.counts.finished + 1);
    expect(overlayBoard(data, [])).toBe(data);
  });

  it("adds the status to the repair's page, keeping the server's lastUpdate the change is checked against", () => {
    const current = repair({ id: 'r1' });
    const output = { repair: current, storedVersion: 4, stored: null };
    const shown = overlayRepair(output, [
      queued({ fn: 'repairsUpdateStatus', input: { id: 'r1', status: 'paused', observations: 'Pieza pedida', changeId: 'c1' } }, 'r1'),
    ]);
    expect(shown.repair.status).toBe('paused');
    expect(shown.repair.state.status.at(-1)).toEqual({ status: 'paused', date: '2026-11-29T10:30:00.000Z', observations: 'Pieza pedida' });
    expect(shown.repair.lastUpdate).toBe(current.lastUpdate);
  });

  it('ticks the checklist item by item and writes the notes, and leaves another repair alone', () => {
    const base = repair({ id: 'r1' });
    const items = [
      { label: 'Frenos', checked: false },
      { label: 'Cambio', checked: false },
    ];
    const current = { ...base, state: { ...base.state, controlSheets: [{ controlSheetId: 'cs-1', packId: 'p-1', items }] } };
    const ticked = [
      { label: 'Frenos', checked: true },
      { label: 'Cambio', checked: false },
    ];
    const changes = { technicalNotes: 'Cambiar rodamientos', controlSheets: [{ controlSheetId: 'cs-1', items: ticked }] };
    const output = { repair: current, storedVersion: 4, stored: null };
    const shown = overlayRepair(output, [
      queued({ fn: 'repairsUpdate', input: { id: 'r1', expectedLastUpdate: current.lastUpdate, changes, changeId: 'c1' } }, 'r1'),
      queued(
        {
          fn: 'repairsUpdate',
          input: { id: 'r2', expectedLastUpdate: current.lastUpdate, changes: { technicalNotes: 'otra' }, changeId: 'c2' },
        },
        'r2',
      ),
    ]);
    expect(shown.repair.technicalNotes).toBe('Cambiar rodamientos');
    expect(shown.repair.state.controlSheets[0]!.items).toEqual(ticked);
    expect(shown.repair.lastUpdate).toBe(current.lastUpdate);
  });

  it("keeps on the device only the repair page's changes it can apply by itself", () => {
    expect(isAppliedOnDevice({ technicalNotes: 'x', controlSheets: [] })).toBe(true);
    expect(isAppliedOnDevice({ technicalNotes: 'x', services: {} })).toBe(false);
    expect(isAppliedOnDevice({ customer: {} })).toBe(false);
  });
});
