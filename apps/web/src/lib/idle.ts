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
