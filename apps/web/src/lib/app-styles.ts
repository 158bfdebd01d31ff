// Decision 045: index.html preloads the app's style sheets instead of linking them, so the first paint (the
// start-up loader, styled inline) waits for none (scripts/deferred-styles.mjs). The app applies them before its
// first render, when they have mostly arrived: it renders styled, never flashes unstyled.

/** The attribute scripts/deferred-styles.mjs marks the preloads with. */
const APP_STYLES_SELECTOR = 'link[data-app-styles]';

/**
 * Applies each preloaded style sheet (a `<link rel="stylesheet">` beside its preload, with the same CORS mode so
 * the download is reused) and resolves once all have loaded or failed: a sheet that cannot load must not keep
 * the app from starting. With none to apply (the development server, tests), resolves at once.
 */
export function applyAppStyles(doc: Document = document): Promise<void> {
  const sheets = [...doc.querySelectorAll<HTMLLinkElement>(APP_STYLES_SELECTOR)].map(
    (preload) =>
      new Promise<void>((resolve) => {
        const sheet = doc.createElement('link');
        sheet.rel = 'stylesheet';
        const crossOrigin = preload.getAttribute('crossorigin');
        if (crossOrigin !== null) sheet.setAttribute('crossorigin', crossOrigin);
        sheet.addEventListener('load', () => resolve(), { once: true });
        sheet.addEventListener('error', () => resolve(), { once: true });
        sheet.href = preload.href;
        preload.removeAttribute('data-app-styles');
        preload.after(sheet);
      }),
  );
  return Promise.all(sheets).then(() => undefined);
}
