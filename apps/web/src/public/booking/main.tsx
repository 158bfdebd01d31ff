// The workshop's public booking page (`/book/<slug>`, docs/product.md §22): an entry of its own, as the repair link's, with its
// own small React tree and none of the staff app's code (eslint.boundaries.js keeps src/public/ away from features/
// and lib/).
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { MANTINE_PROVIDER_PROPS } from '@/app/theme';
import { mountPublicPage } from '../shared/mount-page';
import { lastPathSegment } from '../shared/public-call';
import { BookingApp } from './components/booking-app';
import { initialLanguage, TextsProvider } from './texts';

mountPublicPage(initialLanguage, (language) => (
  <MantineProvider {...MANTINE_PROVIDER_PROPS}>
    <TextsProvider language={language}>
      <BookingApp slug={lastPathSegment(window.location.pathname)} />
    </TextsProvider>
  </MantineProvider>
));
