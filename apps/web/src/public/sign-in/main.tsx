// The sign-in page's entry (`/auth/login`, docs/decisions/070): the page (page.tsx) is fetched once the server's
// HTML is painted, as the customers' pages are (decision 067), and hydrated when the visitor first reaches for it
// (shared/hydrate-on-demand.ts), or at once when it has something to say (startsAtOnce).
import { afterFirstPaint } from '../shared/after-first-paint';
import { hydrateOnDemand } from '../shared/hydrate-on-demand';
import { readPageData } from '../shared/page-data';
import type * as SignInPage from './page';

let page: Promise<typeof SignInPage> | null = null;
const load = () => (page ??= import('./page').catch((error: unknown) => ((page = null), Promise.reject(error))));

const root = document.getElementById('root');
if (root && readPageData()) {
  const now = hydrateOnDemand({ root, load, hydrate: (onHydrated) => void load().then((loaded) => loaded.startPage(onHydrated)) });
  afterFirstPaint(
    () =>
      void load().then(
        (loaded) => loaded.startsAtOnce() && now(),
        () => {},
      ),
  );
} else {
  // No server rendering (the Vite dev server): the page renders in the browser.
  afterFirstPaint(() => void load().then((loaded) => loaded.startPage(() => {})));
}
