// Every byte a page shows may come from a payer (a billing address, a workshop's name): `html` escapes
// whatever it interpolates unless it is markup this module already made, so a page cannot forget to.

import { escapeHtml } from '@rueda/domain';

export { escapeHtml };

/** Markup made by `html` (or `raw`), which `html` inserts as it is. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

type Interpolation = SafeHtml | string | number | boolean | null | undefined | readonly Interpolation[];

function render(value: Interpolation): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let markup = strings[0]!;
  values.forEach((value, index) => {
    markup += render(value) + strings[index + 1]!;
  });
  return new SafeHtml(markup);
}

/** Data for a page's script, in a JSON block the browser never runs (CSP allows no inline script). */
export function jsonBlock(id: string, data: unknown): SafeHtml {
  // `<` written as \u003c: no "</script>" or "<!--" inside the block can end it early.
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return new SafeHtml(`<script type="application/json" id="${escapeHtml(id)}">${json}</script>`);
}

/** A link's target only when it is an http(s) address: no `javascript:` can reach an href. */
export function httpUrl(url: string, fallback = '/'): string {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? url : fallback;
  } catch {
    return fallback;
  }
}
