import { describe, expect, it } from 'vitest';
import { isRetryableStatus, OUTBOX_STATUSES, outboxRetryDelayMs, outboxStatusesBefore } from './outbox.ts';

const MINUTE = 60_000;

describe('the WhatsApp outbox (docs/product.md §20.4)', () => {
  it.each([
    [1, 1 * MINUTE],
    [2, 2 * MINUTE],
    [3, 4 * MINUTE],
    [4, 8 * MINUTE],
    [7, 60 * MINUTE],
    [30, 60 * MINUTE],
  ])('waits after %i failed tries %i ms', (attempts, delay) => {
    expect(outboxRetryDelayMs(attempts)).toBe(delay);
  });

  it.each([
    [500, true],
    [503, true],
    [429, true],
    [408, true],
    [400, false],
    [401, false],
    [404, false],
  ])('tries again after HTTP %i: %s', (status, retry) => {
    expect(isRetryableStatus(status)).toBe(retry);
  });

  it('moves a message forward only', () => {
    const rank = (status: string) => OUTBOX_STATUSES.indexOf(status as never);
    expect(outboxStatusesBefore('read')).not.toContain('read');
    expect(outboxStatusesBefore('delivered')).not.toContain('read');
    expect(outboxStatusesBefore('failed')).toEqual(['queued', 'sent']);
    for (const next of ['sent', 'delivered', 'read'] as const)
      for (const from of outboxStatusesBefore(next)) if (from !== 'failed') expect(rank(from)).toBeLessThan(rank(next));
  });
});
