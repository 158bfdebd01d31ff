import { FunctionError } from '@rueda/domain';
import { describe, expect, it, vi } from 'vitest';
import { isStaleSave, overCapacityOf, withOverCapacityConfirm } from './over-capacity';

const DETAILS = {
  reason: 'over-capacity',
  load: { day: '2026-03-12', capacityMinutes: 480, bookedMinutes: 481, repairs: 4, state: 'full' },
  workMinutes: 60,
};

describe('an over-capacity refusal', () => {
  it('is told apart from a stale save and from other failures', () => {
    expect(overCapacityOf(new FunctionError('aborted', 'full', DETAILS))).toEqual(DETAILS);
    expect(overCapacityOf(new FunctionError('aborted', 'stale', { reason: 'stale' }))).toBeNull();
    expect(overCapacityOf(new FunctionError('invalid-argument', 'bad', DETAILS))).toBeNull();
    expect(isStaleSave(new FunctionError('aborted', 'stale'))).toBe(true);
    expect(isStaleSave(new FunctionError('aborted', 'full', DETAILS))).toBe(false);
  });

  it('is asked about once; a yes tries again over capacity, a no gives up', async () => {
    const attempt = vi
      .fn()
      .mockRejectedValueOnce(new FunctionError('aborted', 'full', DETAILS))
      .mockResolvedValueOnce('booked');
    expect(await withOverCapacityConfirm(attempt, () => Promise.resolve(true))).toBe('booked');
    expect(attempt.mock.calls).toEqual([[false], [true]]);

    const declined = vi.fn().mockRejectedValue(new FunctionError('aborted', 'full', DETAILS));
    expect(await withOverCapacityConfirm(declined, () => Promise.resolve(false))).toBeNull();
    expect(declined).toHaveBeenCalledOnce();

    const broken = vi.fn().mockRejectedValue(new FunctionError('unavailable', 'down'));
    const confirm = vi.fn();
    await expect(withOverCapacityConfirm(broken, confirm)).rejects.toThrow('down');
    expect(confirm).not.toHaveBeenCalled();
  });
});
