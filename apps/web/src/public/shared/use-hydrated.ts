// docs/decisions/067: a page rendered on the server shows its forms before its code has run. A tick or a tap in that
// moment would be lost (React hydrates with the state it rendered), so the forms' controls stay disabled until the
// page is hydrated; with JavaScript off they stay so, beside the line saying answering needs it.
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False while rendering on the server and hydrating; true once the page's code runs it (and in a page the browser renders). */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
