// docs/decisions/067: the customers' pages rendered on the server. The render module is the web build's own
// (apps/web/src/public/render.tsx, built by `vite build --ssr` into dist/server/, which the SPA does not serve), imported at run time;
// the templates are the built pages (dist/repair-link.html, dist/book.html) with Vite's script and modulepreload
// tags. Without the module (a build that predates it) the pages are sent as they are and render in the browser.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The web build's folder of what runs on the server, never served (http/spa.ts). */
export const SERVER_FOLDER = 'server';

export type PageLanguage = 'es' | 'pt';

/** What the render module gives for one page (apps/web/src/public/render.tsx's RenderedPage). */
export interface RenderedPage {
  lang: string;
  /** Escaped for HTML. */
  title: string;
  markup: string;
  /** JSON escaped for a script element. */
  data: string;
}

/** The render module's face, as the server uses it. */
export interface CustomerPagesRenderer {
  PAGE_STYLE: string;
  PAGE_STYLE_ID: string;
  PAGE_DATA_ID: string;
  pickLanguage(cookie: string | undefined, acceptLanguage: string | undefined): PageLanguage;
  renderRepairLinkPage(data: { language: PageLanguage; logoUrl: string | null; state: unknown }): RenderedPage;
  renderBookingPage(data: { language: PageLanguage; logoUrl: string | null; state: unknown }): RenderedPage;
}

/** The web build's render module (`<distDir>/server/render.js`), or null when it was not built. */
export async function loadRenderer(distDir: string): Promise<CustomerPagesRenderer | null> {
  const file = path.join(distDir, SERVER_FOLDER, 'render.js');
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as CustomerPagesRenderer;
}

/** A built page's HTML, or null when the build has no such page. */
export function readTemplate(distDir: string, page: string): string | null {
  const file = path.join(distDir, page);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

/** What a page adds to the template beside its markup: its own stylesheet, and a script first in the head. */
export interface TemplateExtras {
  stylesheet?: string;
  /**
   * Inline, so the response's script-src must allow its hash. With it, the head also holds the first paint until the
   * data after the markup is parsed (`rel=expect`, where the browser knows it): a card painted half parsed grew and
   * moved as it filled, and Lighthouse counted the shift (CLS 0.05–0.08). docs/decisions/070.
   */
  headScript?: string;
}

/**
 * The template with the rendered page in it: the language, the title, the inline stylesheet, the markup in the root
 * element and the data after it. Every piece goes in through a function, so no `$&` in a workshop's name is read as
 * a replacement pattern; the pieces come escaped from the render module (React escapes the markup).
 */
export function fillTemplate(template: string, page: RenderedPage, renderer: CustomerPagesRenderer, extras: TemplateExtras = {}): string {
  const style = (extras.stylesheet ?? renderer.PAGE_STYLE).replace(/<\/style/gi, '<\\/style');
  const { headScript } = extras;
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${page.lang === 'pt' ? 'pt' : 'es'}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`)
    .replace('<head>', () =>
      headScript === undefined
        ? '<head>'
        : `<head><script>${headScript}</script><link rel="expect" href="#${renderer.PAGE_DATA_ID}" blocking="render">`,
    )
    .replace('</head>', () => `<style id="${renderer.PAGE_STYLE_ID}">${style}</style></head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${page.markup}</div><script type="application/json" id="${renderer.PAGE_DATA_ID}">${page.data}</script>`,
    );
}
