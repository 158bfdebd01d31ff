// The customer's repair link page's entry (`/r/<token>`, decision 052): the page (page.tsx) is fetched and hydrated
// once the server's HTML is painted (docs/decisions/067).
import { afterFirstPaint } from '../shared/after-first-paint';

afterFirstPaint(() => void import('./page').then((page) => page.startPage()));
