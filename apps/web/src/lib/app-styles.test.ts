import { beforeEach, describe, expect, it } from 'vitest';
import { applyAppStyles } from './app-styles';

// A document of its own, which loads nothing: the test says when a sheet has loaded or failed.
let doc: Document;
beforeEach(() => {
  doc = document.implementation.createHTMLDocument('Rueda');
});

function preload(href: string, crossOrigin: string | null): HTMLLinkElement {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'style';
  link.href = href;
  if (crossOrigin !== null) link.crossOrigin = crossOrigin;
  link.setAttribute('data-app-styles', '');
  doc.head.append(link);
  return link;
}

describe('applyAppStyles (decision 045)', () => {
  it('applies each marked preload as a style sheet beside it, and resolves once each has loaded or failed', async () => {
    const first = preload('/assets/index-a.css', '');
    const second = preload('/assets/dates-b.css', null);
    let isDone = false;
    const applied = applyAppStyles(doc).then(() => (isDone = true));

    const sheets = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(sheets.map((sheet) => [new URL(sheet.href, 'http://rueda.test').pathname, sheet.getAttribute('crossorigin')])).toEqual([
      ['/assets/index-a.css', ''],
      ['/assets/dates-b.css', null],
    ]);
    expect(first.nextElementSibling).toBe(sheets[0]);
    expect(second.nextElementSibling).toBe(sheets[1]);

    sheets[0]!.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(isDone).toBe(false);
    sheets[1]!.dispatchEvent(new Event('error'));
    await applied;
    expect(isDone).toBe(true);
  });

  it('applies a preload once, and resolves at once with none (the development server)', async () => {
    preload('/assets/index-a.css', '');
    const applied = applyAppStyles(doc);
    doc.head.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!.dispatchEvent(new Event('load'));
    await applied;
    await applyAppStyles(doc);
    expect(doc.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
  });
});
