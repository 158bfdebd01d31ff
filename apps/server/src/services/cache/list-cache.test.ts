import { describe, expect, it } from 'vitest';
import { RawJson } from '../../lib/raw-json.ts';
import { ListCache } from './list-cache.ts';

const answer = (text: string) => RawJson.of(text);

describe('ListCache', () => {
  it('serves an answer until the workshop’s repairs change, and only that workshop’s', () => {
    const cache = new ListCache();
    const a = answer('a');
    cache.set('w1', 'k', cache.generation('w1'), a);
    cache.set('w2', 'k', cache.generation('w2'), answer('b'));
    expect(cache.get('w1', 'k')).toBe(a);
    cache.invalidate('w1');
    expect(cache.get('w1', 'k')).toBeUndefined();
    expect(cache.get('w2', 'k')).toBeDefined();
  });

  it('drops an answer computed before a change that happened while it was computed', () => {
    const cache = new ListCache();
    const generation = cache.generation('w1');
    cache.invalidate('w1');
    cache.set('w1', 'k', generation, answer('stale'));
    expect(cache.get('w1', 'k')).toBeUndefined();
  });

  it('forgets answers older than its time limit', () => {
    let now = 0;
    const cache = new ListCache({ ttlMs: 1_000, now: () => now });
    cache.set('w1', 'k', 0, answer('a'));
    now = 999;
    expect(cache.get('w1', 'k')).toBeDefined();
    now = 2_000;
    expect(cache.get('w1', 'k')).toBeUndefined();
  });

  it('keeps within its limits, dropping the least recently used first', () => {
    const cache = new ListCache({ maxEntries: 2 });
    cache.set('w', 'a', 0, answer('a'));
    cache.set('w', 'b', 0, answer('b'));
    cache.get('w', 'a');
    cache.set('w', 'c', 0, answer('c'));
    expect(cache.get('w', 'b')).toBeUndefined();
    expect(cache.get('w', 'a')).toBeDefined();
    expect(cache.size).toBe(2);
    const small = new ListCache({ maxBytes: 400 });
    small.set('w', 'big', 0, answer('x'.repeat(200)));
    expect(small.get('w', 'big')).toBeUndefined();
  });

  it('clear() invalidates every workshop it held and tells the listeners', () => {
    const cache = new ListCache();
    const seen: string[] = [];
    cache.onInvalidate((workshopId) => seen.push(workshopId));
    cache.set('w1', 'k', 0, answer('a'));
    cache.clear();
    expect(cache.get('w1', 'k')).toBeUndefined();
    expect(seen).toEqual(['w1']);
  });
});
