// The in-memory customers index finds what the list's SQL finds (every word in the search text, in the
// list's order), through changes, removals and compaction: checked against the plain definition on
// generated customers and searches.
import { describe, expect, it } from 'vitest';
import { CustomerIndex, type IndexedCustomer } from './customer-index.ts';

function random(seed: number) {
  return () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

const SYLLABLES = ['ga', 'rci', 'a', 'lo', 'pez', 'ma', 'ri', 'ana', 'or', 'bea', 'tre', 'k', 'fer', 'nan', 'dez', 'ñ', '🚲'];

function customers(count: number, next: () => number): IndexedCustomer[] {
  const word = () => Array.from({ length: 1 + Math.floor(next() * 3) }, () => SYLLABLES[Math.floor(next() * SYLLABLES.length)]).join('');
  const digits = () => String(Math.floor(next() * 1e9)).padStart(9, '0');
  return Array.from({ length: count }, (_, n) => {
    const phone = digits();
    return {
      id: `c${String(Math.floor(next() * 1e6)).padStart(6, '0')}-${n}`,
      searchText: `${word()} ${word()} ${phone.replace(/(...)/g, '$1 ')}${phone} ${word()}@mail.es`,
      item: JSON.stringify({ n }),
      // A few without visits, and some ties on both dates (the id decides).
      lastVisit: next() < 0.2 ? null : Math.floor(next() * 50) * 1000,
      created: Math.floor(next() * 20) * 1000,
    };
  });
}

/** The list's definition, written plainly. */
function expected(all: IndexedCustomer[], words: string[], limit: number, offset: number): string {
  const found = all
    .filter((customer) => words.every((word) => customer.searchText.includes(word)))
    .sort((a, b) => {
      if (a.lastVisit !== b.lastVisit) return a.lastVisit === null ? 1 : b.lastVisit === null ? -1 : b.lastVisit - a.lastVisit;
      if (a.created !== b.created) return b.created - a.created;
      return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    });
  return `[${found
    .slice(offset, offset + limit)
    .map((customer) => customer.item)
    .join(',')}]`;
}

function searches(all: IndexedCustomer[], next: () => number): string[][] {
  const pick = () => all[Math.floor(next() * all.length)]!.searchText;
  const part = (length: number) => {
    const text = pick();
    const at = Math.floor(next() * Math.max(1, text.length - length));
    return text.slice(at, at + length).trim();
  };
  return [
    [],
    ['zzzz'],
    ['a'],
    ['ga', 'ri'],
    ...Array.from({ length: 40 }, () => [part(4)]),
    ...Array.from({ length: 20 }, () => [part(2)]),
    ...Array.from({ length: 20 }, () => [part(5), part(2)]),
    ...Array.from({ length: 20 }, () => [String(Math.floor(next() * 10_000)).padStart(4, '0')]),
  ].map((words) => words.filter(Boolean));
}

function expectSame(index: CustomerIndex, all: IndexedCustomer[], next: () => number) {
  for (const words of searches(all, next)) {
    for (const [limit, offset] of [
      [50, 0],
      [3, 2],
    ] as const) {
      expect(index.pageJson(words, limit, offset), JSON.stringify(words)).toBe(expected(all, words, limit, offset));
    }
  }
}

describe('CustomerIndex', () => {
  it('finds what the list definition finds, in its order, page by page', () => {
    const next = random(7);
    const all = customers(2_000, next);
    const index = new CustomerIndex();
    all.forEach((customer) => index.put(customer));
    expect(index.size).toBe(2_000);
    expectSame(index, all, next);
  });

  it('stays right as customers change, go and come, and once compacted', () => {
    const next = random(11);
    let all = customers(1_000, next);
    const index = new CustomerIndex();
    all.forEach((customer) => index.put(customer));
    const fresh = customers(300, next);
    // Half change (their text, visit and item), a fifth go, and new ones come.
    all = all.map((customer, n) =>
      n % 2 === 0 ? { ...fresh[n % 300]!, id: customer.id, item: JSON.stringify({ changed: n }) } : customer,
    );
    all.filter((_, n) => n % 2 === 0).forEach((customer) => index.put(customer));
    const gone = all.filter((_, n) => n % 5 === 1);
    gone.forEach((customer) => index.remove(customer.id));
    all = all.filter((customer) => !gone.includes(customer));
    const added = customers(100, next);
    added.forEach((customer) => index.put(customer));
    all = [...all, ...added];
    expect(index.size).toBe(all.length);
    expectSame(index, all, next);

    expect(index.isFragmented).toBe(false);
    all.slice(0, 700).forEach((customer) => index.put(customer));
    expect(index.isFragmented).toBe(true);
    const compacted = index.compacted();
    expect(compacted.isFragmented).toBe(false);
    expect(compacted.bytes).toBeLessThan(index.bytes);
    expectSame(compacted, all, next);
  });
});
