// A stray console.error fails the test that caused it (docs/style.md §7, after epic-stack).
import { afterEach, vi } from 'vitest';

const errors: unknown[][] = [];
vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
  errors.push(args);
});

afterEach(() => {
  if (errors.length === 0) return;
  const seen = errors.splice(0).map((args) => args.map(String).join(' '));
  throw new Error(`console.error was called:\n${seen.join('\n')}`);
});
