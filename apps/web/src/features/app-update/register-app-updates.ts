// Decision 076: the staff app registers its service worker once it has painted and the browser is idle, so that
// neither the registration nor the worker's first download of the app's files (about 0.8 MB compressed) competes with
// the first screen; workbox-window comes in a chunk of its own then (service-worker-updates.ts, through later.ts),
// never in the first load. Not in development (`npm run dev`, where Vite serves the modules) nor in the tests.
import { afterNextPaint, whenIdle } from '@/lib/idle';
import { reportWaitingVersion } from './update-state';

export function registerAppUpdates(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // The legal pages are the staff app's page, but customers open them from the customers' pages: nothing is
  // installed on their phones.
  if (window.location.pathname.startsWith('/law/')) return;
  afterNextPaint(() =>
    whenIdle(() => {
      // A browser that refuses the worker (private browsing, a blocked registration) runs the app from the server as
      // before, with nothing to say about it.
      import('./later')
        .then(({ loadServiceWorkerUpdates }) => loadServiceWorkerUpdates())
        .then(({ startServiceWorker }) => startServiceWorker(reportWaitingVersion))
        .catch(() => undefined);
    }),
  );
}
