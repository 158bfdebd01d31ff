import { describe, expect, it, vi } from 'vitest';
import { deferredModule } from './deferred-module';

describe('a deferred module', () => {
  it('is fetched once, and known once it has arrived', async () => {
    const load = vi.fn(async () => 'the module');
    const deferred = deferredModule(load);
    expect(deferred.current()).toBeUndefined();
    const [first, second] = await Promise.all([deferred.load(), deferred.load()]);
    expect([first, second]).toEqual(['the module', 'the module']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(deferred.current()).toBe('the module');
  });

  it('is fetched again after a failed fetch', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('the module');
    const deferred = deferredModule(load);
    await expect(deferred.load()).rejects.toThrow('offline');
    expect(deferred.current()).toBeUndefined();
    await expect(deferred.load()).resolves.toBe('the module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
