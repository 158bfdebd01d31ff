// index.html's style sheets become preloads the app applies (decision 045, scripts/deferred-styles.mjs).
import { describe, expect, it } from 'vitest';
import { deferStyleSheets } from './deferred-styles.mjs';

describe('deferStyleSheets', () => {
  it('writes each style sheet link as a preload the app marks, keeping its CORS mode, and leaves the rest', () => {
    const html = [
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-b2.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index-c3.css">',
      '<link rel="stylesheet" href="/assets/extra-d4.css">',
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
    ].join('\n');
    expect(deferStyleSheets(html).split('\n')).toEqual([
      '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-b2.js">',
      '<link rel="preload" as="style" crossorigin href="/assets/index-c3.css" data-app-styles>',
      '<link rel="preload" as="style" href="/assets/extra-d4.css" data-app-styles>',
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
    ]);
  });
});
