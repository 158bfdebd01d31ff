// docs/product.md §30.2: the device's store of answers, on IndexedDB (the standard's in-memory implementation here).
import { describe, expect, it } from 'vitest';
import { keptSortOf } from '@/lib/kept-queries';
import type { KeptQuery } from '@/lib/device-db';
import { forgetKeptAnswers, keepAnswers, keptAnswersOf, pruneKeptAnswers } from './kept-answers';

const DAY_MS = 24 * 60 * 60 * 1000;

function answer(account: string, queryKey: unknown[], data: unknown, savedAt = Date.now()): KeptQuery {
  return { account, hash: JSON.stringify(queryKey), queryKey, data, savedAt, sort: keptSortOf(queryKey)! };
}

describe('the answers kept on the device', () => {
  it("keeps each account's answers apart, a newer answer replacing the one of its key", async () => {
    await keepAnswers([answer('ana', ['mechanics'], ['Luis']), answer('ana', ['repairs', 'detail', 'r1'], { id: 'r1' })]);
    await keepAnswers([answer('bea', ['mechanics'], ['Marta'])]);
    await keepAnswers([answer('ana', ['mechanics'], ['Luis', 'Pepe'])]);

    const ana = await keptAnswersOf('ana');
    expect(ana.map((kept) => kept.data)).toEqual(expect.arrayContaining([['Luis', 'Pepe'], { id: 'r1' }]));
    expect(ana).toHaveLength(2);
    expect((await keptAnswersOf('bea')).map((kept) => kept.data)).toEqual([['Marta']]);
  });

  it('leaves out an answer the browser cannot store and keeps the others', async () => {
    await keepAnswers([answer('ana', ['mechanics'], { notCloneable: () => 1 }), answer('ana', ['account', 'ana'], { name: 'Ana' })]);
    expect((await keptAnswersOf('ana')).map((kept) => kept.data)).toEqual([{ name: 'Ana' }]);
  });

  it("prunes a repair's page not read for seven days", async () => {
    const now = Date.now();
    await keepAnswers([
      answer('ana', ['repairs', 'detail', 'old'], {}, now - 8 * DAY_MS),
      answer('ana', ['repairs', 'detail', 'recent'], {}, now - DAY_MS),
    ]);
    expect(await pruneKeptAnswers('ana', now)).toBe(1);
    expect((await keptAnswersOf('ana')).map((kept) => kept.queryKey)).toEqual([['repairs', 'detail', 'recent']]);
  });

  it("signing out forgets the account's answers and no other's", async () => {
    await keepAnswers([answer('ana', ['mechanics'], ['Luis']), answer('bea', ['mechanics'], ['Marta'])]);
    await forgetKeptAnswers('ana');
    expect(await keptAnswersOf('ana')).toEqual([]);
    expect(await keptAnswersOf('bea')).toHaveLength(1);
  });
});
