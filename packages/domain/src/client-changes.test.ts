import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { CLIENT_CHANGE_FUNCTIONS, ZChangeIdSchema } from './client-changes.ts';
import { FUNCTIONS } from './functions.ts';

describe('change ids (docs/product.md §30.1)', () => {
  it('are UUIDs', () => {
    expect(ZChangeIdSchema.safeParse('0b9c7c52-8a4f-4d6e-9f1a-2a6f1d3c4e5b').success).toBe(true);
    for (const wrong of ['', 'change-1', '0b9c7c52-8a4f-4d6e-9f1a', 42]) expect(ZChangeIdSchema.safeParse(wrong).success).toBe(false);
  });

  it('are taken, optionally, by exactly the functions a device may queue', () => {
    const taking = Object.entries(FUNCTIONS)
      .filter(([, { input }]) => input instanceof z.ZodObject && 'changeId' in input.shape)
      .map(([name]) => name);
    expect(taking.sort()).toEqual([...CLIENT_CHANGE_FUNCTIONS].sort());
    for (const name of CLIENT_CHANGE_FUNCTIONS) {
      const { shape } = FUNCTIONS[name].input as z.ZodObject;
      expect(shape.changeId!.safeParse(undefined).success, name).toBe(true);
    }
  });
});
