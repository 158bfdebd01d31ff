// A bike's history (docs/product.md §31.3) in Chromium against the demo workshop, in Spanish and in Portuguese: the
// owner of the demo bike with repairs over three calendar years (frame number RD-HIST-001,
// apps/server/src/seed/demo-bike-history.ts) is found by it, the bike's page shows what it cost per year and in all, a
// repair opens to its lines, and the history downloads as a PDF named after the bike. It only reads the demo.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { acceptCookies, signInAsDemo } from '../support/journeys.ts';

const DEMO_HISTORY_FRAME = 'RD-HIST-001';
const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/locales');

/** A text of the customers screens, by key, with its {{values}} filled in. */
function customersText(language: 'es' | 'pt') {
  const texts = JSON.parse(readFileSync(path.join(LOCALES, `customers.${language}.json`), 'utf8')) as Record<string, unknown>;
  return (key: string, values: Record<string, string> = {}) => {
    const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts);
    if (typeof text !== 'string') throw new Error(`customers.${language}.json has no text ${key}`);
    return text.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');
  };
}

/** The PDF's title as pdfkit writes it: an object holding a literal string, in UTF-16BE after a BOM when not ASCII. */
function pdfTitle(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const object = /\/Title (\d+) 0 R/.exec(raw)?.[1];
  const literal = new RegExp(`\\n${object} 0 obj\\n\\(([\\s\\S]*?)\\)\\nendobj`).exec(raw)?.[1] ?? '';
  const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
  const bytes = Buffer.from(
    literal.replace(/\\([nrtbf()\\])/g, (_, char: string) => escapes[char] ?? char),
    'latin1',
  );
  return bytes[0] === 0xfe && bytes[1] === 0xff ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le') : bytes.toString('latin1');
}

test.beforeEach(async ({ page }) => acceptCookies(page));

for (const language of ['es', 'pt'] as const) {
  test(`${language}: finds the bike by its frame number, sees what it cost each year and downloads its history`, async ({ page }) => {
    const t = customersText(language);
    await page.addInitScript((chosen) => window.localStorage.setItem('rueda.language', chosen), language);
    await signInAsDemo(page, '/customers');

    await page.getByRole('searchbox', { name: t('list.search') }).fill(DEMO_HISTORY_FRAME);
    await expect.poll(() => page.getByRole('table').getByRole('row').count()).toBe(2);
    await page.getByRole('table').getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/customers\/[^/]+$/);

    // The owner's bike with that frame number (they may have two).
    const bikes = page.getByRole('link', { name: new RegExp(`^${t('bikePage.open', { name: '' })}`) });
    await expect(bikes.first()).toBeVisible();
    const count = await bikes.count();
    for (let index = 0; index < count; index += 1) {
      await bikes.nth(index).click();
      await expect(page).toHaveURL(/\/bikes\/[^/]+$/);
      await expect(page.getByRole('heading', { name: t('bikePage.history') })).toBeVisible();
      if ((await page.getByRole('textbox', { name: t('bike.frameNumber') }).inputValue()) === DEMO_HISTORY_FRAME) break;
      await page.goBack();
    }
    await expect(page.getByRole('textbox', { name: t('bike.frameNumber') })).toHaveValue(DEMO_HISTORY_FRAME);
    const bikeName = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';

    // What it cost: this year's, last year's and the year before's deliveries, and all of them together.
    const spent = page.getByRole('region', { name: t('bikeHistory.spent') });
    await expect(spent).toBeVisible();
    const year = new Date().getFullYear();
    const years = spent.getByTestId('bike-spent-year');
    await expect.poll(() => years.count()).toBeGreaterThanOrEqual(3);
    for (const shown of [year - 1, year - 2]) await expect(years.filter({ hasText: String(shown) })).toHaveCount(1);
    await expect(spent.getByTestId('bike-spent-total')).toContainText(/\d+,\d{2}\s€/);

    // The oldest repair opens to its dates and lines.
    const oldest = page.getByTestId('bike-repair').last();
    await oldest.getByRole('button').click();
    const details = page.getByTestId('bike-repair-details');
    await expect(details).toBeVisible();
    await expect(details).toContainText(String(year - 2));
    await expect(details.getByRole('row').first()).toContainText(/\d+,\d{2}\s€/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t('bikeHistory.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${language === 'es' ? 'Historial' : 'Histórico'} ${bikeName}.pdf`);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfTitle(pdf)).toBe(`${language === 'es' ? 'Historial de la bici' : 'Histórico da bicicleta'} · ${bikeName}`);
  });
}
