// docs/decisions/067: the data a customer's page was rendered with on the server travels in the page itself, as
// JSON in a script element that is not executable (the CSP needs no inline script), and the client hydrates with it
// instead of asking for it again.

import type { PageLanguage } from './texts';

/** The id of the element that carries the page's data. */
export const PAGE_DATA_ID = 'rueda-page-data';

/** The id of the inline style element the server writes. */
export const PAGE_STYLE_ID = 'rueda-page-style';

/** What every page's embedded data holds, beside its own. */
export interface PageDataBase {
  language: PageLanguage;
  /** Where the workshop's logo is served (`/r/<token>/logo?v=…`), or null without one. */
  logoUrl: string | null;
}

/**
 * JSON safe inside a `<script type="application/json">` element: `<`, `>` and `&` as escapes (no `</script>` nor
 * `<!--` can close or bend the element), and U+2028 / U+2029, which some parsers take for line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The data the server embedded in the page, or null when it embedded none (the Vite dev server, no SSR module). */
export function readPageData<T>(): T | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as T;
  } catch {
    return null;
  }
}
