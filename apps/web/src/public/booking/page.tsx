// The workshop's public booking page (`/book/<slug>`, docs/product.md §22), loaded by its entry (main.tsx), as the repair link's,
// with its own small React tree and none of the staff app's code (eslint.boundaries.js keeps src/public/ away from
// features/ and lib/). Hydrated with what the server rendered it with (docs/decisions/067).
import { mountPublicPage, type PageDataBase } from '../shared/mount-page';
import { lastPathSegment } from '../shared/public-call';
import { BookingApp } from './components/booking-app';
import { initialLanguage, TextsProvider } from './texts';
import type { BookingOptionsState } from './use-booking-options';

/** Mounts the page: hydrated with the server's data, or rendered from nothing. */
export function startPage(): void {
  mountPublicPage<PageDataBase & { state: BookingOptionsState }>(initialLanguage, (language, data) => (
    <TextsProvider language={language}>
      <BookingApp slug={lastPathSegment(window.location.pathname)} initial={data?.state} logoUrl={data?.logoUrl ?? null} />
    </TextsProvider>
  ));
}
