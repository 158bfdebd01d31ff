// What the offline feature loads after the first paint (decision 041): the device's data, the list of queued changes
// and IndexedDB's code. The feature's public face, in every signed-in screen's first load with the header's indicator
// (docs/product.md §30.5), reaches them only through this module, which imports nothing statically: each import from a
// chunk carries the list of every file its target needs (Vite's preload list, 0.85 KB compressed for these), and that
// list is here, fetched when first used, instead of in the first load.
export const loadDeviceData = () => import('./components/device-data');

export const loadOutboxPanel = () => import('./components/outbox-panel');

export async function forgetKeptData(account: string): Promise<void> {
  const [{ forgetKeptAnswers }, { forgetQueued }] = await Promise.all([import('./api/kept-answers'), import('@/lib/outbox/outbox-store')]);
  await Promise.all([forgetKeptAnswers(account), forgetQueued(account)]);
}

export async function closeDeviceDb(): Promise<void> {
  await (await import('@/lib/device-db')).closeDeviceDb();
}

export const loadOutboxIndicator = () => import('./components/outbox-indicator');
