// docs/product.md §30.4: a stale change shown item by item against the repair as it is now, and rewritten to carry only
// what the user kept, on the current version and with a new change id.
import { describe, expect, it } from 'vitest';
import type { TRepairsUpdateInput } from '@rueda/domain';
import type { QueuedCall, QueuedChange } from '@/lib/outbox/queued-change';
import { NOW, repairChangedMeanwhile, SEEN } from '@/testing/repairs/changed-meanwhile';
import { choiceOf, conflictRows, decisionOf, holds, keptCustomerIdOf, resolveConflict, rowsToChoose, withKeptCustomer } from './conflicts';

const current = repairChangedMeanwhile('finished', 'Lista');
const SHEET = current.state.controlSheets[0]!;

/** Sheet cs-1 with Frenos, Cadena and Ruedas ticked or not. */
const sheet = (frenos: boolean, cadena: boolean, ruedas: boolean) => ({
  controlSheetId: 'cs-1',
  items: [
    { label: 'Frenos', checked: frenos },
    { label: 'Cadena', checked: cadena },
    { label: 'Ruedas', checked: ruedas },
  ],
});

const statusCall = (status: 'inProgress' | 'finished', observations?: string): QueuedCall => ({
  fn: 'repairsUpdateStatus',
  input: {
    id: 'r-1',
    status,
    ...(observations === undefined ? {} : { observations }),
    expectedLastUpdate: SEEN,
    changeId: 'old',
  },
});

/** A change of repair r-1 made on the version the device saw. */
const updateCallWith = (changes: TRepairsUpdateInput['changes']): QueuedCall => ({
  fn: 'repairsUpdate',
  input: { id: 'r-1', expectedLastUpdate: SEEN, changeId: 'old', changes },
});

/** Ticks Cadena and Ruedas on a sheet that had none ticked, and rewrote the notes. */
const updateCall = updateCallWith({ technicalNotes: 'Ruido en el pedalier: engrasado', controlSheets: [sheet(true, true, true)] });

function queued(call: QueuedCall, problem: QueuedChange['problem'], state: QueuedChange['state'] = 'needs-decision'): QueuedChange {
  return { seq: 1, account: 'ana', changeId: call.input.changeId, call, repairId: 'r-1', subject: 'Orbea Alma', madeAt: 0, state, problem };
}

describe('the rows of a stale change', () => {
  it('shows a status change beside the status now, with its observations and since when', () => {
    expect(conflictRows(statusCall('inProgress'), current)).toEqual([
      {
        key: 'status',
        kind: 'status',
        mine: { status: 'inProgress', observations: '' },
        theirs: { status: 'finished', observations: 'Lista', since: NOW },
        isSame: false,
        canKeepMine: true,
      },
    ]);
    expect(conflictRows(statusCall('finished'), current)[0]!.isSame).toBe(true);
    expect(conflictRows(statusCall('finished', 'Con prisa'), current)[0]!.isSame).toBe(false);
  });

  it('shows one row per checklist item, by label, and each field given, equal ones as the same', () => {
    const rows = conflictRows(updateCall, current);
    expect(rows.map((row) => [row.key, row.isSame])).toEqual([
      ['field:technicalNotes', false],
      ['check:cs-1:0', true],
      ['check:cs-1:1', false],
      ['check:cs-1:2', false],
    ]);
    expect(rows[0]).toMatchObject({ field: 'technicalNotes', mine: 'Ruido en el pedalier: engrasado', theirs: 'Cambiada la cadena' });
    expect(rows[2]).toMatchObject({ kind: 'check', label: 'Cadena', mine: true, theirs: false, sheetTitle: 'Puesta a punto básica' });
  });

  it('cannot keep the checks of a sheet taken off the repair, and says an item is not on the sheet', () => {
    const call: QueuedCall = updateCallWith({
      controlSheets: [
        { controlSheetId: 'cs-1', items: [{ label: 'Sillín', checked: true }] },
        { controlSheetId: 'gone', items: [{ label: 'Frenos', checked: true }] },
      ],
    });
    const rows = conflictRows(call, current);
    expect(rows.map((row) => row.kind === 'check' && [row.theirs, row.canKeepMine])).toEqual([
      [null, true],
      [null, false],
    ]);
    expect(rowsToChoose(rows).map((row) => row.key)).toEqual(['check:cs-1:0']);
  });

  it("asks only about the items the user ticked or unticked, and leaves the workshop's other ticks as they are now", () => {
    const ticksCadena = updateCallWith({ controlSheets: [sheet(false, true, false)] });
    const seenSheets = [{ controlSheetId: 'cs-1', items: SHEET.items.map((item) => ({ ...item, checked: false })) }];
    // Without knowing what the device saw, every item that differs is asked, Frenos (ticked at the workshop) too.
    expect(rowsToChoose(conflictRows(ticksCadena, current)).map((row) => row.kind === 'check' && row.label)).toEqual(['Frenos', 'Cadena']);
    const rows = conflictRows(ticksCadena, current, seenSheets);
    expect(rowsToChoose(rows).map((row) => row.kind === 'check' && row.label)).toEqual(['Cadena']);
    const resolved = resolveConflict(ticksCadena, current, rows, {}, 'new');
    expect(resolved.kind === 'send' && resolved.call.fn === 'repairsUpdate' && resolved.call.input.changes.controlSheets).toEqual([
      sheet(true, true, false),
    ]);
  });

  it('compares a field by what the change gives: a customer by the fields sent, instants as instants', () => {
    expect(holds({ id: 'c-1' }, { id: 'c-1', name: 'Ana' })).toBe(true);
    expect(holds({ id: 'c-2' }, { id: 'c-1', name: 'Ana' })).toBe(false);
    expect(holds('2026-06-02T10:00:00Z', NOW)).toBe(true);
    expect(holds(['m-1'], ['m-1', 'm-2'])).toBe(false);
    expect(holds(3, 3)).toBe(true);
    // A field the app does not read on the repair is never taken as the same.
    const rows = conflictRows(updateCallWith({ bike: { manufacturer: 'Orbea' } }), current);
    expect(rows).toEqual([expect.objectContaining({ key: 'field:bike', theirs: undefined, isSame: false })]);
  });
});

describe('applying the choices', () => {
  it('sends a status change kept as it was, on the current version, with the new change id', () => {
    const call = statusCall('inProgress', 'Falta una pieza');
    const rows = conflictRows(call, current);
    expect(resolveConflict(call, current, rows, {}, 'new')).toEqual({
      kind: 'send',
      call: {
        fn: 'repairsUpdateStatus',
        input: { id: 'r-1', status: 'inProgress', observations: 'Falta una pieza', expectedLastUpdate: NOW, changeId: 'new' },
      },
    });
    expect(resolveConflict(call, current, rows, { status: 'theirs' }, 'new')).toEqual({ kind: 'remove' });
  });

  it("merges the kept ticks onto the sheet as it is now, and leaves the workshop's notes", () => {
    const rows = conflictRows(updateCall, current);
    const choices = { 'field:technicalNotes': 'theirs', 'check:cs-1:2': 'theirs' } as const;
    expect(choiceOf(choices, rows[2]!)).toBe('mine');
    expect(resolveConflict(updateCall, current, rows, choices, 'new')).toEqual({
      kind: 'send',
      call: {
        fn: 'repairsUpdate',
        input: {
          id: 'r-1',
          expectedLastUpdate: NOW,
          changeId: 'new',
          changes: {
            controlSheets: [sheet(true, true, false)],
          },
        },
      },
    });
  });

  it('keeps a field alone when no check is kept, and lets the change go when nothing is', () => {
    const rows = conflictRows(updateCall, current);
    const notesOnly = resolveConflict(updateCall, current, rows, { 'check:cs-1:1': 'theirs', 'check:cs-1:2': 'theirs' }, 'new');
    expect(notesOnly).toMatchObject({ kind: 'send', call: { input: { changes: { technicalNotes: 'Ruido en el pedalier: engrasado' } } } });
    expect(Object.keys((notesOnly as { call: { input: { changes: object } } }).call.input.changes)).toEqual(['technicalNotes']);
    const allTheirs = { 'field:technicalNotes': 'theirs', 'check:cs-1:1': 'theirs', 'check:cs-1:2': 'theirs' } as const;
    expect(resolveConflict(updateCall, current, rows, allTheirs, 'new')).toEqual({ kind: 'remove' });
  });

  it('adds a kept item the sheet no longer lists', () => {
    const call = updateCallWith({ controlSheets: [{ controlSheetId: 'cs-1', items: [{ label: 'Sillín', checked: true }] }] });
    const resolved = resolveConflict(call, current, conflictRows(call, current), {}, 'new');
    expect(resolved).toMatchObject({
      call: { input: { changes: { controlSheets: [{ items: [...SHEET.items, { label: 'Sillín', checked: true }] }] } } },
    });
  });
});

describe('what a change waiting asks for', () => {
  const merged = {
    code: 'failed-precondition' as const,
    reason: 'customer-merged',
    details: { reason: 'customer-merged', keptCustomerId: 'c-9' },
    message: 'merged',
  };
  const stale = { code: 'aborted' as const, reason: 'stale', details: { reason: 'stale', lastUpdate: NOW }, message: 'stale' };
  const intake: QueuedCall = { fn: 'repairsCreate', input: { customer: { id: 'c-1' }, bike: {}, changeId: 'old' } } as QueuedCall;

  it('is a choice item by item for a stale status or repair change, the kept customer for a merged intake', () => {
    expect(decisionOf(queued(statusCall('inProgress'), stale))).toBe('stale');
    expect(decisionOf(queued(updateCall, stale))).toBe('stale');
    expect(decisionOf(queued(intake, merged))).toBe('merged');
    expect(keptCustomerIdOf(queued(intake, merged))).toBe('c-9');
    // Nothing the app can compare, or nothing to decide.
    expect(decisionOf(queued({ fn: 'repairsReorder', input: { ids: ['r-1'], changeId: 'old' } }, stale))).toBeNull();
    expect(decisionOf(queued(intake, { ...merged, details: { reason: 'customer-merged' } }))).toBeNull();
    expect(decisionOf(queued(updateCall, stale, 'failed'))).toBeNull();
  });

  it('makes the intake for the kept customer, with the new change id', () => {
    expect(withKeptCustomer(intake, 'c-9', 'new')).toEqual({
      fn: 'repairsCreate',
      input: { customer: { id: 'c-9' }, bike: {}, changeId: 'new' },
    });
    const update = updateCallWith({ customer: { id: 'c-1' } });
    expect(withKeptCustomer(update, 'c-9', 'new')).toMatchObject({ input: { changes: { customer: { id: 'c-9' } }, changeId: 'new' } });
  });
});
