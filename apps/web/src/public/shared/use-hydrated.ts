// docs/decisions/067: a page rendered on the server shows its forms before its code has run. A tick or a tap in that
// moment would be lost (React hydrates with the state it rendered), so the forms' controls stay disabled until the
// page is hydrated; with JavaScript off they stay so, beside the line saying answering needs it.
import { useSyncExternalStore } from 'react';
import { controlsLiveBeforeHydration } from './hydrate-on-demand';

const subscribe = () => () => {};

/**
 * False while rendering on the server and hydrating; true once the page's code runs it (and in a page the browser
 * renders). A page hydrated on demand (hydrate-on-demand.ts, decision 070) has had its controls enabled before: it
 * hydrates them as they are.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, controlsLiveBeforeHydration);
}
