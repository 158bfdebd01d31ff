// docs/product.md §29.4: what a document can still be corrected with, read from the documents that already correct it
// (salesInvoicesGet's `corrections`): what it still charges (its total less what rectifications took back, the
// server's own limit), each line's share of it, and which of "take all back", "take lines back" and "replace by a
// full invoice" apply, or why not.
import { lineVat, vatBreakdown, type FunctionInput, type TSalesDocumentView, type TSalesLine } from '@rueda/domain';

type Correction = NonNullable<TSalesDocumentView['corrections']>[number];

/** The rectifying documents of a document (a replacing one does not take back). */
function rectificationsOf(document: TSalesDocumentView): Correction[] {
  return (document.corrections ?? []).filter((correction) => correction.kind === 'rectifying');
}

/** What the document still charges: its total plus its rectifications' (negative) totals; the server refuses more. */
export function remainingCentsOf(document: TSalesDocumentView): number {
  return rectificationsOf(document).reduce((sum, correction) => sum + correction.totalCents, document.totalCents);
}

/** The full invoice that replaced a simplified one, if any. */
export function replacementOf(document: TSalesDocumentView): Correction | null {
  return (document.corrections ?? []).find((correction) => correction.kind === 'replacing') ?? null;
}

export interface LineRemaining {
  /** What of the line's amount is still charged, in cents. */
  cents: number;
  /** Whole units still charged, at the line's unit price. */
  quantity: number;
}

/**
 * Each line's remainder: the lines earlier rectifications took back under the same description and rate come off it,
 * first line first; never more than the document still charges as a whole.
 */
export function linesRemaining(document: TSalesDocumentView): LineRemaining[] {
  const taken = new Map<string, number>();
  for (const correction of rectificationsOf(document))
    for (const line of correction.lines) {
      const key = `${line.rateBp}|${line.description}`;
      taken.set(key, (taken.get(key) ?? 0) - line.grossCents);
    }
  const total = Math.max(0, remainingCentsOf(document));
  return document.lines.map((line) => {
    const key = `${line.rateBp}|${line.description}`;
    const off = Math.min(Math.max(0, taken.get(key) ?? 0), line.grossCents);
    taken.set(key, (taken.get(key) ?? 0) - off);
    const cents = Math.min(line.grossCents - off, total);
    const quantity = line.priceCents > 0 ? Math.min(line.quantity, Math.floor(cents / line.priceCents)) : 0;
    return { cents, quantity };
  });
}

/** How much of one line is taken back: whole units at its price, or an amount (a price lowered after the sale). */
export type LineChoice = { by: 'quantity'; quantity: number } | { by: 'amount'; cents: number };

type RectifyLine = Extract<FunctionInput<'salesInvoicesRectify'>, { mode: 'partial' }>['lines'][number];

/** The partial rectification's lines as salesInvoicesRectify takes them: positive, at the line's rate. */
export function partialLinesOf(lines: readonly TSalesLine[], choices: readonly (LineChoice | null)[]): RectifyLine[] {
  return lines.flatMap((line, index) => {
    const choice = choices[index];
    if (!choice) return [];
    const { description, rateBp } = line;
    if (choice.by === 'quantity')
      return choice.quantity > 0
        ? [{ description, quantity: choice.quantity, priceCents: line.priceCents, rateBp, stockItemId: line.stockItemId }]
        : [];
    return choice.cents > 0 ? [{ description, quantity: 1, priceCents: choice.cents, rateBp, stockItemId: null }] : [];
  });
}

/** The rectifying document's lines and totals as the server will price them: the prices with a minus. */
export function rectifyingTotalsOf(lines: readonly { quantity: number; priceCents: number; rateBp?: number | null }[]) {
  const negative = lines.map((line) => {
    const rateBp = line.rateBp ?? 0;
    const priceCents = -line.priceCents;
    return { quantity: line.quantity, priceCents, rateBp, ...lineVat({ priceCents, quantity: line.quantity, rateBp }) };
  });
  return vatBreakdown(negative);
}

/** Why an action does not apply to a document; null when it does. */
export type RectifyBlock =
  | 'is-rectifying'
  | 'replaced'
  | 'taken-back'
  | 'partly-taken-back'
  | 'not-simplified'
  | 'rectified'
  | 'not-in-portugal'
  | 'cancelled'
  | null;

export interface RectifyOptions {
  total: RectifyBlock;
  partial: RectifyBlock;
  /** Only offered for a simplified invoice of a Spanish workshop (docs/product.md §29.8: not in Portugal). */
  replace: RectifyBlock;
}

/** Which corrections apply to the document, as the server's salesInvoicesRectify decides (services/sales-rectify.ts). */
export function rectifyOptionsOf(document: TSalesDocumentView): RectifyOptions {
  const remaining = remainingCentsOf(document);
  const rectified = remaining !== document.totalCents;
  // A document cancelled by its VERI*FACTU anulación is corrected no more (docs/verifactu.md §9).
  const cancelled = Boolean(document.verifactu?.annulment);
  const base: RectifyBlock = cancelled
    ? 'cancelled'
    : document.kind === 'rectifying'
      ? 'is-rectifying'
      : replacementOf(document)
        ? 'replaced'
        : remaining <= 0
          ? 'taken-back'
          : null;
  const replace: RectifyBlock = cancelled
    ? 'cancelled'
    : document.issuer.country !== 'ES'
      ? 'not-in-portugal'
      : document.kind !== 'simplified'
        ? 'not-simplified'
        : replacementOf(document)
          ? 'replaced'
          : rectified
            ? 'rectified'
            : null;
  return { total: base ?? (rectified ? 'partly-taken-back' : null), partial: base, replace };
}
