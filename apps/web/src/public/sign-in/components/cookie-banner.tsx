// The cookie notice (docs/product.md §2, decision 010) on the sign-in page: first in the tab order, a link to the
// cookies policy, and only acceptance hides it, kept in local storage as the staff app keeps it
// (features/cookies/cookie-consent.ts). Rendered by the server for everyone; a returning visitor who accepted never
// sees it, since the page's head marks <html> before the first paint and the stylesheet hides it then (decision 070).
// Once accepted, the chat widget loads when the server names one, as the staff app loads it on every page.
import { ROUTES } from '@rueda/domain';
import { useEffect } from 'react';
import { loadChatWidget } from '@/features/cookies/chat-widget';
import { acceptCookies, useCookiesAccepted } from '@/features/cookies/cookie-consent';
import { useIsHydrated } from '../../shared/use-hydrated';
import { useTexts } from '../texts';

/** The class the head's script puts on <html> when cookies were accepted on this device (render.tsx). */
export const COOKIES_ACCEPTED_CLASS = 'rp-cookies-accepted';

export function CookieBanner({ chatWidgetScriptUrl }: { chatWidgetScriptUrl: string | null }) {
  const { t } = useTexts();
  const isAccepted = useCookiesAccepted();
  const isHydrated = useIsHydrated();
  useEffect(() => {
    if (isAccepted) document.documentElement.classList.add(COOKIES_ACCEPTED_CLASS);
    if (isAccepted && chatWidgetScriptUrl) loadChatWidget(chatWidgetScriptUrl);
  }, [isAccepted, chatWidgetScriptUrl]);
  if (isAccepted) return null;
  return (
    <section className="rp-cookies" aria-label={t('cookies.banner.label')}>
      <div className="rp-cookies-inner">
        <p className="rp-small">
          {t('cookies.banner.text')}{' '}
          <a href={ROUTES.cookiesPolicy} className="rp-strong">
            {t('cookies.banner.policyLink')}
          </a>
        </p>
        <button
          type="button"
          className="rp-button"
          disabled={!isHydrated}
          data-until-hydrated={isHydrated ? undefined : ''}
          onClick={() => acceptCookies()}
        >
          {t('cookies.banner.accept')}
        </button>
      </div>
    </section>
  );
}
