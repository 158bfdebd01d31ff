// The sign-in page (`/auth/login`, docs/product.md §2), rendered by the server and hydrated afterwards
// (docs/decisions/070): the cookie notice first in the tab order, then AuthLayout's centred card (the app's name
// and tagline, the language switch) holding the sign-in form or the "forgot password" form, and the development
// mailbox's link when the server keeps one.
import { useEffect, useState } from 'react';
import { takeSignInNotice } from '@/features/auth/sign-in-notice';
import type { PageDataBase } from '../../shared/page-data';
import { languageOfCookie, type PageLanguage } from '../../shared/texts';
import { useTexts } from '../texts';
import { CookieBanner } from './cookie-banner';
import { ForgotPasswordForm } from './forgot-password-form';
import { LanguageButtons } from './language-buttons';
import { SignInForm } from './sign-in-form';

/** Where the development outbox's mails can be read (config/paths.ts's devPaths.mailbox). */
export const DEV_MAILBOX_PATH = '/dev/mailbox';

/** The staff app's key for its language in local storage (lib/i18n.ts's LANGUAGE_STORAGE_KEY). */
export const STAFF_LANGUAGE_KEY = 'rueda.language';

/** What the server renders the page with, and the client hydrates with. */
export interface SignInPageData extends PageDataBase {
  /** The `redirect` query parameter the page was opened with, for the link to register. */
  redirect: string | null;
  /** The server keeps mail in its outbox and lets this browser read it (http/public-config.ts's rule). */
  devMailbox: boolean;
  /** The chat widget's script, loaded once cookies are accepted (docs/product.md §2). */
  chatWidgetScriptUrl: string | null;
}

type View = { name: 'sign-in'; isLinkSent: boolean } | { name: 'forgot-password'; email: string };

/** The language the staff app keeps in local storage, if it is one of the page's. */
export function storedStaffLanguage(): PageLanguage | null {
  try {
    const stored = window.localStorage.getItem(STAFF_LANGUAGE_KEY);
    return stored === 'es' || stored === 'pt' ? stored : null;
  } catch {
    return null;
  }
}

function rememberStaffLanguage(language: PageLanguage): void {
  try {
    window.localStorage.setItem(STAFF_LANGUAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the cookie still keeps the choice.
  }
}

export interface SignInAppProps {
  data: SignInPageData;
  onSignedIn: (address: string) => void;
  /** Called once the page is hydrated (shared/hydrate-on-demand.ts replays what was pressed before). */
  onHydrated?: () => void;
}

export function SignInApp({ data, onSignedIn, onHydrated }: SignInAppProps) {
  const { t, language, setLanguage } = useTexts();
  const [view, setView] = useState<View>({ name: 'sign-in', isLinkSent: false });
  const [isSessionExpired, setIsSessionExpired] = useState(false);
  // The choice holds for the page (its cookie, which the server renders in) and for the staff app after signing in.
  const choose = (next: PageLanguage) => {
    setLanguage(next);
    rememberStaffLanguage(next);
  };

  // After hydrating: a language chosen in the staff app before it kept the cookie too (the server could not know
  // it), and what the staff app left to say when it loaded this page (its session ended).
  useEffect(() => {
    const stored = storedStaffLanguage();
    if (!languageOfCookie(document.cookie) && stored && stored !== language) setLanguage(stored);
    if (takeSignInNotice() === 'session-expired') setIsSessionExpired(true);
    onHydrated?.();
    // Once, after hydrating in the server's language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div className="rp-auth-page">
      <CookieBanner chatWidgetScriptUrl={data.chatWidgetScriptUrl} />
      <main className="rp-auth">
        <div className="rp-auth-card">
          <header className="rp-auth-header">
            <div>
              <p className="rp-auth-name">{t('app.name')}</p>
              <p className="rp-xs rp-dimmed">{t('app.tagline')}</p>
            </div>
            <LanguageButtons label={t('language')} language={language} onChange={choose} />
          </header>
          <div className="rp-stack rp-gap-lg">
            {view.name === 'forgot-password' ? (
              <ForgotPasswordForm initialEmail={view.email} onBack={(isSent) => setView({ name: 'sign-in', isLinkSent: isSent })} />
            ) : (
              <>
                {isSessionExpired ? (
                  <p className="rp-alert rp-small" role="alert">
                    {t('notices.sessionExpired')}
                  </p>
                ) : null}
                {view.isLinkSent ? (
                  <p className="rp-alert rp-alert-teal rp-small" role="status">
                    {t('auth.forgotPassword.sent')}
                  </p>
                ) : null}
                <SignInForm
                  redirect={data.redirect}
                  onForgotPassword={(email) => setView({ name: 'forgot-password', email })}
                  onSignedIn={onSignedIn}
                />
              </>
            )}
            {data.devMailbox ? (
              <p className="rp-xs rp-center">
                <a href={DEV_MAILBOX_PATH} target="_blank" rel="noopener" className="rp-dimmed">
                  {t('auth.login.devMailbox')}
                </a>
              </p>
            ) : null}
          </div>
        </div>
      </main>
    </div>
  );
}
