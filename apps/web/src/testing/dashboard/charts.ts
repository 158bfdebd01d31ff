// happy-dom lays nothing out, so every chart measures 0 × 0 and recharts warns about it on each
// render. The tests read the figures from the cards' text; this keeps that one warning out of
// their output and lets any other through.
import { beforeEach, vi } from 'vitest';

const ZERO_SIZE_WARNING = 'of chart should be greater than 0';

export function quietCharts() {
  beforeEach(() => {
    const warn = console.warn.bind(console);
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (typeof args[0] === 'string' && args[0].includes(ZERO_SIZE_WARNING)) return;
      warn(...args);
    });
  });
}
