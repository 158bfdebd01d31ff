/** Safari has no requestIdleCallback: there the work waits a moment after the page settles instead. */
const IDLE_FALLBACK_DELAY_MS = 1_500;
/** However busy the page, the work starts within this time. */
const IDLE_TIMEOUT_MS = 5_000;

/** Runs `work` once the browser is idle; the returned function cancels it if it has not run yet. */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, IDLE_FALLBACK_DELAY_MS);
  return () => window.clearTimeout(handle);
}

/**
 * Runs `work` once the browser has painted what is on screen now: the next frame's paint, then a task after
 * it. A key's own echo (the typed letter) then reaches the screen before whatever the key sets off, which
 * follows a frame later (the board's keystroke goal, docs/product.md §26.1). The returned function cancels it
 * if it has not run yet.
 */
export function afterNextPaint(work: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(work, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
