// What the rest of the app may use from the cookies feature: the banner, the chat widget and the consent.
export { ChatWidget } from './components/chat-widget';
export { COOKIE_BANNER_HEIGHT_VARIABLE, CookieBanner } from './components/cookie-banner';
export { COOKIES_ACCEPTED_STORAGE_KEY, acceptCookies, hasAcceptedCookies, useCookiesAccepted } from './cookie-consent';
