// The frame every page of the local provider shares: the document head (its stylesheet, its deferred
// scripts; no inline script, as the CSP allows none), Rueda's name, the test-mode badge, and the notice
// page that answers an unknown, expired or over-limit request without saying anything more.
import { assetUrl, type AssetName } from './assets.ts';
import { html, jsonBlock, type SafeHtml } from './html.ts';
import type { PageLanguage } from './texts.ts';

export interface PageParts {
  title: string;
  main: SafeHtml;
  /** Stylesheets after pay.css. */
  styles?: AssetName[];
  /** Scripts in the order they run (all deferred). */
  scripts?: AssetName[];
  /** What the page's scripts read (#pay-data). */
  data?: unknown;
  wide?: boolean;
}

export function page(lang: PageLanguage, parts: PageParts): string {
  const { t } = lang;
  return `<!doctype html>\n${
    html`<html lang="${lang.language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="color-scheme" content="light" />
        <title>${parts.title} · ${t.siteName}</title>
        <link rel="stylesheet" href="${assetUrl('pay.css')}" />
        ${(parts.styles ?? []).map((name) => html`<link rel="stylesheet" href="${assetUrl(name)}" />`)}
        ${(parts.scripts ?? []).map((name) => html`<script src="${assetUrl(name)}" defer></script> `)}
      </head>
      <body>
        <div class="pay-shell${parts.wide ? ' pay-shell--wide' : ''}">
          <header class="pay-top">
            <span class="pay-brand"><span class="pay-brand__mark" aria-hidden="true"></span>Rueda</span>
            <span class="pay-badge" title="${t.testModeNote}">${t.testMode}</span>
          </header>
          <noscript><p class="pay-notice pay-notice--error">${t.noScript}</p></noscript>
          ${parts.main}
          <footer class="pay-foot"><p>${t.testModeNote}</p></footer>
        </div>
        ${parts.data === undefined ? '' : jsonBlock('pay-data', parts.data)}
      </body>
    </html>`.markup
  }\n`;
}

export type NoticeKind = keyof PageLanguage['t']['notices'];

/** An unknown, closed, expired or over-limit page: its title and one sentence, nothing about the session. */
export function noticePage(lang: PageLanguage, kind: NoticeKind): string {
  const notice = lang.t.notices[kind];
  return page(lang, {
    title: notice.title,
    main: html`<main class="pay-card pay-card--notice">
      <h1>${notice.title}</h1>
      <p>${notice.body}</p>
    </main>`,
  });
}
