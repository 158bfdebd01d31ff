// Decision 076: the service worker's side of the app's updates, reached through this module, which imports nothing
// statically: an import from a chunk carries the list of every file its target needs (Vite's preload list, workbox-window
// and the notice's), and that list is here, fetched with the registration, instead of in every screen's first load.
export const loadServiceWorkerUpdates = () => import('./service-worker-updates');
