// What the staff app has to tell the sign-in page it loads (decision 070): the sign-in page is the server's, a page
// load away, so a toast raised before it would be lost. The app leaves the notice in this tab's session storage and
// the page shows it once, in its own words. Pure: the sign-in page (src/public/sign-in) imports it too.

/** The session storage key of the notice. */
export const SIGN_IN_NOTICE_KEY = 'rueda.sign-in-notice';

/** The notices the sign-in page knows: the session ended on its own (docs/product.md §24.8). */
export type SignInNotice = 'session-expired';

/** Leaves `notice` for the sign-in page about to load in this tab. */
export function leaveSignInNotice(notice: SignInNotice): void {
  try {
    window.sessionStorage.setItem(SIGN_IN_NOTICE_KEY, notice);
  } catch {
    // Storage refused (private browsing): the page shows no notice.
  }
}

/** Whether a notice waits for the sign-in page (which it leaves there). */
export function hasSignInNotice(): boolean {
  try {
    return window.sessionStorage.getItem(SIGN_IN_NOTICE_KEY) !== null;
  } catch {
    return false;
  }
}

/** The notice left for the sign-in page, if any, which it takes: shown once. */
export function takeSignInNotice(): SignInNotice | null {
  try {
    const notice = window.sessionStorage.getItem(SIGN_IN_NOTICE_KEY);
    window.sessionStorage.removeItem(SIGN_IN_NOTICE_KEY);
    return notice === 'session-expired' ? notice : null;
  } catch {
    return null;
  }
}
