// Decision 045: the app's style sheets do not hold the first paint. Vite writes them into index.html as <link
// rel="stylesheet">, which the browser must download before it paints anything, though the start-up loader is
// styled inline. This plugin turns each into a preload, which downloads at once and blocks nothing; the app
// applies them before its first render (src/lib/app-styles.ts), by then already downloaded.

/** The attribute that marks the preloads the app turns into style sheets (src/lib/app-styles.ts reads it). */
export const APP_STYLES_ATTRIBUTE = 'data-app-styles';

const STYLESHEET_LINK = /<link rel="stylesheet"( crossorigin)? href="([^"]+\.css)">/g;

/** index.html with each style sheet link written as a preload the app applies. */
export function deferStyleSheets(html) {
  return html.replace(
    STYLESHEET_LINK,
    (_link, crossorigin = '', href) => `<link rel="preload" as="style"${crossorigin} href="${href}" ${APP_STYLES_ATTRIBUTE}>`,
  );
}

/** The Vite plugin: after Vite has written its tags into index.html (order 'post'). */
export function deferredStyles() {
  return {
    name: 'rueda-deferred-styles',
    apply: 'build',
    // The staff app's page only: the repair link's page (decision 052) is small and applies its style sheet as it comes.
    transformIndexHtml: { order: 'post', handler: (html, context) => (context.path === '/index.html' ? deferStyleSheets(html) : html) },
  };
}
