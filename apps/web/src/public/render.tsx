// docs/decisions/067: the customers' pages rendered on the server. Built by `vite build --ssr` into dist/server/ and
// imported by the server at run time (apps/server/src/http/customer-pages.ts), which reads the data, counts the
// request and fills the built page's template with what these functions give: the markup (React escapes every text
// in it), the title, the stylesheet, and the data for the client to hydrate with, as JSON escaped for a script
// element. Decision 070: the sign-in page likewise, with its own stylesheet and the head's one inline script.
import { renderToString } from 'react-dom/server';
import { COOKIES_ACCEPTED_STORAGE_KEY } from '@/features/cookies/cookie-consent';
import { BookingApp, bookingTitle } from './booking/components/booking-app';
import { TextsProvider as BookingTexts, translate as bookingText } from './booking/texts';
import type { BookingOptionsState } from './booking/use-booking-options';
import { RepairLinkApp, repairLinkTitle } from './repair-link/components/repair-link-app';
import { TextsProvider as RepairLinkTexts, translate as repairLinkText } from './repair-link/texts';
import type { PublicRepairState } from './repair-link/use-public-repair';
import { escapeHtml } from '@rueda/domain';
import { jsonForScript, type PageDataBase } from './shared/page-data';
import css from './shared/page.css?raw';
import { SignInApp, type SignInPageData } from './sign-in/components/sign-in-app';
import { COOKIES_ACCEPTED_CLASS } from './sign-in/components/cookie-banner';
import signInCss from './sign-in/sign-in.css?raw';
import { TextsProvider as SignInTexts, translate as signInText } from './sign-in/texts';

export { PAGE_DATA_ID, PAGE_STYLE_ID } from './shared/page-data';
export { pickLanguage } from './shared/texts';

/** The pages' one stylesheet, for the inline style element. */
export const PAGE_STYLE = css;

/** What the server writes into the page's template. */
export interface RenderedPage {
  /** The html element's lang. */
  lang: string;
  /** The title's text, escaped for HTML. */
  title: string;
  /** The root element's content. */
  markup: string;
  /** The data's JSON, escaped for a `<script type="application/json">` element. */
  data: string;
}

export type RepairLinkPageData = PageDataBase & { state: Exclude<PublicRepairState, { kind: 'loading' }> };

/** The repair link page (`/r/<token>`) in the state the server read. */
export function renderRepairLinkPage(data: RepairLinkPageData): RenderedPage {
  const markup = renderToString(
    <RepairLinkTexts language={data.language}>
      <RepairLinkApp token="" initial={data.state} logoUrl={data.logoUrl} />
    </RepairLinkTexts>,
  );
  return {
    lang: data.language,
    title: escapeHtml(repairLinkTitle(data.state, repairLinkText(data.language, 'pageTitle'))),
    markup,
    data: jsonForScript(data),
  };
}

export type BookingPageData = PageDataBase & { state: Exclude<BookingOptionsState, { kind: 'loading' }> };

/** The booking page (`/book/<slug>`) with what the server read: its first step, or why it takes no booking. */
export function renderBookingPage(data: BookingPageData): RenderedPage {
  const markup = renderToString(
    <BookingTexts language={data.language}>
      <BookingApp slug="" initial={data.state} logoUrl={data.logoUrl} />
    </BookingTexts>,
  );
  const workshopName = data.state.kind === 'ready' ? data.state.options.workshop.name : null;
  return {
    lang: data.language,
    title: escapeHtml(bookingTitle(workshopName, bookingText(data.language, 'pageTitle'))),
    markup,
    data: jsonForScript(data),
  };
}

export type { SignInPageData } from './sign-in/components/sign-in-app';

/** The sign-in page's stylesheet: the customers' pages' and its own rules. */
export const SIGN_IN_STYLE = `${css}\n${signInCss}`;

/**
 * The sign-in page's one inline script, in its head (decision 070): it marks <html> before the first paint when this
 * device accepted cookies, so the stylesheet hides the notice the server drew and a returning visitor never sees it
 * flash. The server allows exactly this text by its hash in the CSP's script-src; nothing else inline runs.
 */
export const SIGN_IN_HEAD_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(COOKIES_ACCEPTED_STORAGE_KEY)}))document.documentElement.classList.add(${JSON.stringify(COOKIES_ACCEPTED_CLASS)})}catch(e){}`;

/** The sign-in page (`/auth/login`) for a signed-out visitor, in the language the server picked. */
export function renderSignInPage(data: SignInPageData): RenderedPage {
  const markup = renderToString(
    <SignInTexts language={data.language}>
      <SignInApp data={data} onSignedIn={() => {}} />
    </SignInTexts>,
  );
  return { lang: data.language, title: escapeHtml(signInText(data.language, 'pageTitle')), markup, data: jsonForScript(data) };
}
