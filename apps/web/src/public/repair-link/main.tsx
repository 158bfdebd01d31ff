// The customer's repair link page (`/r/<token>`, decision 052): an entry of its own, with its own small React
// tree and none of the staff app's code (eslint.boundaries.js keeps src/public/ away from features/ and lib/).
import { mountPublicPage } from '../shared/mount-page';
import { lastPathSegment } from '../shared/public-call';
import { RepairLinkApp } from './components/repair-link-app';
import { initialLanguage, TextsProvider } from './texts';

mountPublicPage(initialLanguage, (language) => (
  <TextsProvider language={language}>
    <RepairLinkApp token={lastPathSegment(window.location.pathname)} />
  </TextsProvider>
));
