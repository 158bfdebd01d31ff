// The server's one clock (docs/architecture.md §15): production reads the system's; the server tests
// and, with RUEDA_TEST_CLOCK=1 outside production, the end-to-end journeys move a clock of this kind.
// Moving it shifts "now" by an offset, so time still passes between moves.

export interface MovableClock {
  now: () => Date;
  /** Moves the clock by `ms` (tests may move it back to where it was; the HTTP route only moves it forward). */
  advance(ms: number): void;
  /** Back to the system's time. */
  reset(): void;
}

export function createMovableClock(): MovableClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance(ms) {
      if (!Number.isFinite(ms)) throw new RangeError('The clock moves by a number of milliseconds.');
      offset += ms;
    },
    reset() {
      offset = 0;
    },
  };
}
