// Decision 076: the page's side of the service worker (dist/sw.js, written by the build with Workbox). A new version
// installs beside the one that serves this page and waits: until the user presses "Recargar" the page keeps running
// the code it started with, and its screens' chunks still come from the worker that served it. Then the new worker
// takes over and every page it takes reloads, so no page runs old code against the new worker's files.
import { Workbox } from 'workbox-window';
import { loadTexts } from '@/lib/i18n';

export const SERVICE_WORKER_URL = '/sw.js';
/** docs/decisions/076: besides at start and whenever the window gets the focus back. */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/** The version that waits takes over: the page reloads once it controls the page (the `controlling` listener below). */
async function activateWaitingVersion(): Promise<void> {
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  // Already taken over (from another tab): this page only needs to load again.
  if (!waiting) {
    window.location.reload();
    return;
  }
  // A page the old worker did not serve (a hard reload) sees no change of controller: it reloads once the new one is active.
  if (!navigator.serviceWorker.controller)
    waiting.addEventListener('statechange', () => {
      if (waiting.state === 'activated') window.location.reload();
    });
  // The build's worker waits for this message (Workbox's generateSW with `skipWaiting: false`).
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * Registers the worker and watches for new versions, reported to `reportWaitingVersion` (update-state.ts, passed in
 * so that it stays in the page's first chunk and this one imports nothing the signed-in frame does).
 */
export async function startServiceWorker(reportWaitingVersion: (activate: () => void) => void): Promise<void> {
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  workbox.addEventListener('waiting', () => {
    // The notice's code and texts first, so that it shows whole at once, offline too (the worker that serves this
    // page keeps both); a failure to fetch them still shows it, as React then loads them.
    void Promise.all([import('./components/update-notice'), loadTexts(['app-update'])])
      .catch(() => undefined)
      .then(() => reportWaitingVersion(() => void activateWaitingVersion().catch(() => window.location.reload())));
  });
  // A new worker took over the page (this tab's "Recargar", or another tab's): the page loads again from it.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  const registration = await workbox.register({ immediate: true });
  if (!registration) return;
  const check = () => void workbox.update().catch(() => undefined);
  check();
  window.addEventListener('focus', check);
  window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
}
