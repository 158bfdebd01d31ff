import { Suspense, useSyncExternalStore } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { subscribeToWaitingVersion, waitingVersion } from '../update-state';

// Loaded before a waiting version is reported (service-worker-updates.ts), so it draws at once; never in the first load.
const UpdateNotice = lazyNamed(() => import('./update-notice'), 'UpdateNotice');

/** Decision 076: mounted once in the signed-in frame; the notice shows while a new version of the app waits. */
export function AppUpdateNotice() {
  const activate = useSyncExternalStore(subscribeToWaitingVersion, waitingVersion);
  if (!activate) return null;
  return (
    <Suspense fallback={null}>
      <UpdateNotice onReload={activate} />
    </Suspense>
  );
}
