// docs/product.md §29.4: what a document can still be corrected with, as the server decides it.
import type { TSalesDocument, TSalesDocumentView } from '@rueda/domain';
import { describe, expect, it } from 'vitest';
import { documentOf, lineOf, SETTINGS_PT } from '@/testing/sales/factories';
import { linesRemaining, partialLinesOf, rectifyingTotalsOf, rectifyOptionsOf, remainingCentsOf } from './rectify-remaining';

const INVOICE = documentOf(
  [lineOf({ description: 'Cubierta', priceCents: 3000, quantity: 2 }), lineOf({ description: 'Libro', priceCents: 1500, rateBp: 400 })],
  { seriesCode: 'F', kind: 'full' },
);

/** The document with `corrections`, each a document of the lines given (their prices already negative). */
function correctedBy(
  document: TSalesDocument,
  ...corrections: { kind: 'rectifying' | 'replacing'; lines: ReturnType<typeof lineOf>[] }[]
): TSalesDocumentView {
  return {
    ...document,
    verifactu: null,
    corrections: corrections.map(({ kind, lines }, index) => {
      const issued = documentOf(lines, { seriesCode: 'R', number: index + 1, kind });
      return { id: issued.id, kind, numberText: issued.numberText, issueDay: issued.issueDay, totalCents: issued.totalCents, lines };
    }),
  };
}

describe('rectify-remaining', () => {
  it('takes earlier rectifications off the total and off the lines of their description and rate', () => {
    const view = correctedBy(INVOICE, { kind: 'rectifying', lines: [lineOf({ description: 'Cubierta', priceCents: -3000 })] });
    expect(remainingCentsOf(view)).toBe(4500);
    expect(linesRemaining(view)).toEqual([
      { cents: 3000, quantity: 1 },
      { cents: 1500, quantity: 1 },
    ]);
    // A line taken back under another description comes off the total only; no line exceeds the total left.
    const other = correctedBy(INVOICE, { kind: 'rectifying', lines: [lineOf({ description: 'Descuento', priceCents: -5000 })] });
    expect(remainingCentsOf(other)).toBe(2500);
    expect(linesRemaining(other)).toEqual([
      { cents: 2500, quantity: 0 },
      { cents: 1500, quantity: 1 },
    ]);
  });

  it('sends units at the line’s price or an amount, and totals them negative as the server prices them', () => {
    const lines = partialLinesOf(INVOICE.lines, [
      { by: 'quantity', quantity: 1 },
      { by: 'amount', cents: 500 },
    ]);
    expect(lines).toEqual([
      { description: 'Cubierta', quantity: 1, priceCents: 3000, rateBp: 2100, stockItemId: null },
      { description: 'Libro', quantity: 1, priceCents: 500, rateBp: 400, stockItemId: null },
    ]);
    expect(rectifyingTotalsOf(lines)).toMatchObject({ totalCents: -3500, baseCents: -2960, taxCents: -540 });
    expect(partialLinesOf(INVOICE.lines, [null, { by: 'quantity', quantity: 0 }])).toEqual([]);
  });

  it('offers what the server accepts, and says why not', () => {
    expect(rectifyOptionsOf({ ...INVOICE, verifactu: null })).toEqual({ total: null, partial: null, replace: 'not-simplified' });
    const simplified = documentOf([lineOf({ description: 'Revisión', priceCents: 4500 })]);
    expect(rectifyOptionsOf({ ...simplified, verifactu: null })).toEqual({ total: null, partial: null, replace: null });
    const partly = correctedBy(simplified, { kind: 'rectifying', lines: [lineOf({ description: 'Revisión', priceCents: -500 })] });
    expect(rectifyOptionsOf(partly)).toEqual({ total: 'partly-taken-back', partial: null, replace: 'rectified' });
    const all = correctedBy(simplified, { kind: 'rectifying', lines: [lineOf({ description: 'Revisión', priceCents: -4500 })] });
    expect(rectifyOptionsOf(all)).toMatchObject({ total: 'taken-back', partial: 'taken-back' });
    // Cancelled by its VERI*FACTU anulación: nothing corrects it any more (docs/verifactu.md §9).
    const record = { huella: 'A'.repeat(64), xml: '<x/>', qrUrl: 'https://example.com', sendState: 'accepted' as const };
    const annulment = { at: '2026-11-29T10:00:00.000Z', reason: 'Emitida por error', sendState: 'pending' as const, answer: null };
    expect(rectifyOptionsOf({ ...simplified, verifactu: { ...record, annulment } })).toEqual({
      total: 'cancelled',
      partial: 'cancelled',
      replace: 'cancelled',
    });
    expect(rectifyOptionsOf({ ...simplified, verifactu: { ...record, annulment: null } })).toMatchObject({ total: null, replace: null });
    const replaced = correctedBy(simplified, { kind: 'replacing', lines: simplified.lines });
    expect(rectifyOptionsOf(replaced)).toEqual({ total: 'replaced', partial: 'replaced', replace: 'replaced' });
    const rectifying = { ...documentOf([lineOf({ description: 'Revisión', priceCents: -4500 })], { kind: 'rectifying' }), verifactu: null };
    expect(rectifyOptionsOf(rectifying)).toMatchObject({ total: 'is-rectifying', partial: 'is-rectifying' });
    const { country, region } = SETTINGS_PT;
    const portuguese = { ...simplified, issuer: { ...simplified.issuer, country, region }, verifactu: null };
    expect(rectifyOptionsOf(portuguese)).toEqual({ total: null, partial: null, replace: 'not-in-portugal' });
  });
});
