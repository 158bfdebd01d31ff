// The sign-in page's entry (`/auth/login`, docs/decisions/070): the page (page.tsx) is fetched and hydrated once
// the server's HTML is painted, as the customers' pages are (decision 067).
import { afterFirstPaint } from '../shared/after-first-paint';

afterFirstPaint(() => void import('./page').then((page) => page.startPage()));
