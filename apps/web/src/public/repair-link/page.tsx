// The customer's repair link page (`/r/<token>`, decision 052), loaded by its entry (main.tsx): its own small React
// tree and none of the staff app's code (eslint.boundaries.js keeps src/public/ away from features/ and lib/).
// Hydrated with the state the server rendered it with (docs/decisions/067).
import { mountPublicPage, type PageDataBase } from '../shared/mount-page';
import { lastPathSegment } from '../shared/public-call';
import { RepairLinkApp } from './components/repair-link-app';
import { initialLanguage, TextsProvider } from './texts';
import type { PublicRepairState } from './use-public-repair';

/** Mounts the page: hydrated with the server's data, or rendered from nothing. */
export function startPage(): void {
  mountPublicPage<PageDataBase & { state: PublicRepairState }>(initialLanguage, (language, data) => (
    <TextsProvider language={language}>
      <RepairLinkApp token={lastPathSegment(window.location.pathname)} initial={data?.state} logoUrl={data?.logoUrl ?? null} />
    </TextsProvider>
  ));
}
