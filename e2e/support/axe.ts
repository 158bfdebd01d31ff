// docs/product.md §26.3: every screen has no axe-core violation of the WCAG 2.0, 2.1 and 2.2 A and AA rules
// (docs/decisions/037). axe-core's own script is put into the page by the test, then run there.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result } from 'axe-core';

/** axe-core's browser build, read once for every page. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG A and AA rules of every version axe-core knows; its best practices are not asked for. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'] as const;

/** How many elements of one violation the message shows. */
const SHOWN_NODES = 3;

declare global {
  interface Window {
    axe?: { run: (context: unknown, options: unknown) => Promise<AxeResults> };
  }
}

/**
 * Runs axe-core on the page as it is now, or only on the elements `include` selects (a dialog over a
 * screen already checked), and answers its violations (none when the page passes).
 */
export async function axeViolations(page: Page, include?: string): Promise<Result[]> {
  // A page that navigated since the last check has lost the script. Evaluated through the DevTools protocol,
  // not added as a <script> (page.addScriptTag), which the app's CSP (script-src 'self') refuses.
  if (!(await page.evaluate(() => typeof window.axe !== 'undefined'))) {
    await page.evaluate(AXE_SOURCE);
  }
  const results = await page.evaluate(
    ({ tags, context }) => window.axe!.run(context ?? document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    { tags: [...WCAG_TAGS], context: include },
  );
  return results.violations;
}

/** One paragraph per violation: its rule, impact and help, then the first few elements with their HTML. */
export function describeViolations(violations: readonly Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, SHOWN_NODES).map((node) => {
        const html = node.html.length > 200 ? `${node.html.slice(0, 200)}…` : node.html;
        const summary = node.failureSummary ? `\n      ${node.failureSummary.replace(/\n\s*/g, ' ')}` : '';
        return `    - ${node.target.join(' ')}\n      ${html}${summary}`;
      });
      const more = violation.nodes.length > SHOWN_NODES ? `\n    … and ${violation.nodes.length - SHOWN_NODES} more` : '';
      return `  ${violation.id} (${violation.impact ?? 'no impact'}, ${violation.nodes.length} elements): ${violation.help}\n    ${violation.helpUrl}\n${nodes.join('\n')}${more}`;
    })
    .join('\n');
}
