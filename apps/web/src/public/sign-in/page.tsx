// The sign-in page (`/auth/login`), loaded by its entry (main.tsx): its own small React tree, without Mantine,
// i18next or the router (docs/decisions/070). Hydrated with the data the server rendered it with; without it (the
// Vite dev server, or a server without the render module) it asks for the public config and renders in the browser.
import type { TPublicConfig } from '@rueda/domain';
import { readPageData } from '../shared/page-data';
import { mountPublicPage } from '../shared/mount-page';
import { initialLanguage, languageOfCookie, type PageLanguage } from '../shared/texts';
import { hasSignInNotice } from '@/features/auth/sign-in-notice';
import { SignInApp, storedStaffLanguage, type SignInPageData } from './components/sign-in-app';
import { TextsProvider } from './texts';

/** The page's data as the browser can know it: the address's `redirect` and the server's public config. */
async function dataOfBrowser(language: PageLanguage): Promise<SignInPageData> {
  let config: Partial<TPublicConfig> = {};
  try {
    const answer = await fetch('/api/config', { headers: { accept: 'application/json' } });
    if (answer.ok) config = (await answer.json()) as TPublicConfig;
  } catch {
    // No config: no mailbox link, no chat widget.
  }
  return {
    language,
    logoUrl: null,
    redirect: new URLSearchParams(window.location.search).get('redirect'),
    devMailbox: config.devMailbox === true,
    chatWidgetScriptUrl: typeof config.chatWidgetScriptUrl === 'string' ? config.chatWidgetScriptUrl : null,
  };
}

/** Without the server's rendering, the page's own rules beside the shared stylesheet mountPublicPage adds. */
async function addOwnStylesheet(): Promise<void> {
  const { default: css } = await import('./sign-in.css?raw');
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}

function mount(fallback: SignInPageData | null, onHydrated: () => void): void {
  mountPublicPage<SignInPageData>(initialLanguage, (language, data) => (
    <TextsProvider language={language}>
      <SignInApp
        data={data ?? fallback ?? { ...EMPTY, language }}
        onSignedIn={(address) => window.location.assign(address)}
        onHydrated={onHydrated}
      />
    </TextsProvider>
  ));
}

const EMPTY: SignInPageData = { language: 'es', logoUrl: null, redirect: null, devMailbox: false, chatWidgetScriptUrl: null };

/** Mounts the page: hydrated with the server's data, or rendered from nothing; `onHydrated` once it is live. */
export function startPage(onHydrated: () => void): void {
  if (readPageData<SignInPageData>()) mount(null, onHydrated);
  else {
    void addOwnStylesheet();
    void dataOfBrowser(initialLanguage()).then((data) => mount(data, onHydrated));
  }
}

/**
 * Whether the page must be hydrated as soon as its code is in, not at the visitor's first key or press
 * (docs/decisions/070): it has something to show of its own, the staff app's notice or the language the staff app
 * kept before it kept the cookie too.
 */
export function startsAtOnce(): boolean {
  const rendered = readPageData<SignInPageData>()?.language;
  const stored = storedStaffLanguage();
  return hasSignInNotice() || (!languageOfCookie(document.cookie) && stored !== null && stored !== rendered);
}
