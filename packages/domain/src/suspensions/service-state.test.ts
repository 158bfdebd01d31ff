import { describe, expect, it } from 'vitest';
import { addMonthsUtc, suspensionDueSince, suspensionServiceState } from './service-state.ts';
import { DEFAULT_SUSPENSION_INTERVALS, suspensionBrandOption, type TSuspensionService } from './unit.ts';

const unit = (overrides: Partial<{ reportedHours: number | null; reportedAt: string | null }> = {}) => ({
  created: '2025-03-10T09:00:00.000Z',
  intervals: DEFAULT_SUSPENSION_INTERVALS,
  reportedHours: null,
  reportedAt: null,
  ...overrides,
});
const service = (kind: TSuspensionService['kind'], date: string) => ({ kind, date });
const at = (iso: string) => new Date(iso);

describe('suspensionServiceState (docs/product.md §13.3)', () => {
  it('counts a never-serviced unit from its registration: due on the day the months run out, not the day before', () => {
    const before = suspensionServiceState(unit(), [], at('2026-03-09T23:59:59.000Z'));
    expect(before.lowerLeg).toMatchObject({ lastDate: null, nextDate: '2026-03-10', due: false, hoursLeft: null });
    expect(before.full.nextDate).toBe('2027-03-10');
    expect(before.due).toBe(false);
    const onTheDay = suspensionServiceState(unit(), [], at('2026-03-10T00:00:00.000Z'));
    expect(onTheDay.lowerLeg).toMatchObject({ dueByDate: true, dueByHours: false, due: true });
    expect(onTheDay.full.due).toBe(false);
    expect(onTheDay.due).toBe(true);
  });

  it('is due by hours exactly at the interval, and not one hour before', () => {
    const now = at('2025-06-01T10:00:00.000Z');
    const under = suspensionServiceState(unit({ reportedHours: 49, reportedAt: '2025-05-30T10:00:00.000Z' }), [], now);
    expect(under.lowerLeg).toMatchObject({ hoursLeft: 1, due: false });
    const exactly = suspensionServiceState(unit({ reportedHours: 50, reportedAt: '2025-05-30T10:00:00.000Z' }), [], now);
    expect(exactly.lowerLeg).toMatchObject({ hoursLeft: 0, dueByHours: true, dueByDate: false, due: true });
    expect(exactly.full).toMatchObject({ hoursLeft: 75, due: false });
    const fullExactly = suspensionServiceState(unit({ reportedHours: 125, reportedAt: '2025-05-30T10:00:00.000Z' }), [], now);
    expect(fullExactly.full).toMatchObject({ hoursLeft: 0, due: true });
  });

  it('lets a full service reset the lower-leg clock too, but not the other way round', () => {
    const now = at('2026-04-01T10:00:00.000Z');
    const afterFull = suspensionServiceState(unit(), [service('full', '2026-02-15T12:00:00.000Z')], now);
    expect(afterFull.lowerLeg).toMatchObject({ lastDate: '2026-02-15T12:00:00.000Z', nextDate: '2027-02-15', due: false });
    expect(afterFull.full).toMatchObject({ nextDate: '2028-02-15', due: false });
    const afterLowerLeg = suspensionServiceState(unit(), [service('lowerLeg', '2026-02-15T12:00:00.000Z')], at('2027-03-10T00:00:00.000Z'));
    expect(afterLowerLeg.lowerLeg).toMatchObject({ nextDate: '2027-02-15', due: true });
    expect(afterLowerLeg.full).toMatchObject({ lastDate: null, nextDate: '2027-03-10', due: true });
  });

  it('takes the latest of several services, in any order', () => {
    const state = suspensionServiceState(
      unit(),
      [
        service('lowerLeg', '2026-01-01T10:00:00.000Z'),
        service('full', '2025-06-01T10:00:00.000Z'),
        service('lowerLeg', '2025-09-01T10:00:00.000Z'),
      ],
      at('2026-02-01T00:00:00.000Z'),
    );
    expect(state.lowerLeg.lastDate).toBe('2026-01-01T10:00:00.000Z');
    expect(state.full.lastDate).toBe('2025-06-01T10:00:00.000Z');
    expect(state.full.nextDate).toBe('2027-06-01');
  });

  it('ignores hours reported before the last service of the kind', () => {
    const reported = unit({ reportedHours: 200, reportedAt: '2026-01-10T10:00:00.000Z' });
    const state = suspensionServiceState(reported, [service('lowerLeg', '2026-02-01T10:00:00.000Z')], at('2026-02-02T10:00:00.000Z'));
    expect(state.lowerLeg).toMatchObject({ hoursLeft: null, due: false });
    // The full service's clock was not reset by the lower-leg service: the report still counts for it.
    expect(state.full).toMatchObject({ hoursLeft: -75, dueByHours: true, due: true });
  });

  it('uses the unit’s own intervals', () => {
    const custom = { ...unit(), intervals: { lowerLeg: { hours: 30, months: 6 }, full: { hours: 100, months: 12 } } };
    const state = suspensionServiceState(custom, [], at('2025-09-10T00:00:00.000Z'));
    expect(state.lowerLeg).toMatchObject({ nextDate: '2025-09-10', due: true });
    expect(state.full).toMatchObject({ nextDate: '2026-03-10', due: false });
  });
});

describe('addMonthsUtc', () => {
  it('clamps to the end of a shorter month', () => {
    expect(addMonthsUtc('2025-01-31T10:00:00.000Z', 1).toISOString().slice(0, 10)).toBe('2025-02-28');
    expect(addMonthsUtc('2024-02-29T10:00:00.000Z', 12).toISOString().slice(0, 10)).toBe('2025-02-28');
    expect(addMonthsUtc('2025-11-15T10:00:00.000Z', 24).toISOString().slice(0, 10)).toBe('2027-11-15');
  });
});

describe('suspensionBrandOption', () => {
  it('finds a listed brand whatever its case, and keeps a typed one as typed', () => {
    expect(suspensionBrandOption('rockshox')).toEqual({ value: 'rockshox', label: 'RockShox' });
    expect(suspensionBrandOption('öhlins')).toEqual({ value: 'ohlins', label: 'Öhlins' });
    expect(suspensionBrandOption(' Formula ')).toEqual({ value: 'Formula', label: 'Formula' });
  });
});

describe('since when a unit is due (its alert)', () => {
  const registered = {
    created: '2025-01-10T10:00:00.000Z',
    intervals: DEFAULT_SUSPENSION_INTERVALS,
    reportedHours: null,
    reportedAt: null,
    sentOut: null,
  };

  it('is the day the lower-leg service fell due, or the day the hours were reported, whichever came first', () => {
    const now = new Date('2026-02-01T12:00:00.000Z');
    expect(suspensionDueSince(registered, suspensionServiceState(registered, [], now))).toBe('2026-01-10');
    const hours = { ...registered, reportedHours: 60, reportedAt: '2025-06-03T09:00:00.000Z' };
    expect(suspensionDueSince(hours, suspensionServiceState(hours, [], now))).toBe('2025-06-03');
  });

  it('is null when it is not due, or while it is away at a service centre', () => {
    const early = new Date('2026-01-09T12:00:00.000Z');
    expect(suspensionDueSince(registered, suspensionServiceState(registered, [], early))).toBeNull();
    const now = new Date('2026-02-01T12:00:00.000Z');
    const away = { ...registered, sentOut: { centre: 'C', sentAt: '2026-01-20T10:00:00.000Z', backAt: null } };
    expect(suspensionDueSince(away, suspensionServiceState(away, [], now))).toBeNull();
    const back = { ...registered, sentOut: { centre: 'C', sentAt: '2026-01-20T10:00:00.000Z', backAt: '2026-01-25T10:00:00.000Z' } };
    expect(suspensionDueSince(back, suspensionServiceState(back, [], now))).toBe('2026-01-10');
  });
});
