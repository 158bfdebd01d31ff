// docs/product.md §29.2, §29.4: the charge screen's lines and their VAT, computed with the domain's own rules
// (salesLinesOfRepair, lineVat, vatBreakdown) exactly as the server computes them when it issues, so the totals the
// screen shows are the document's.
import {
  MAX_AMOUNT_CENTS,
  lineVat,
  salesLinesOfRepair,
  vatBreakdown,
  type TRepair,
  type TSalesInvoicesIssueInput,
  type VatBreakdown,
} from '@rueda/domain';

/** A line as the document carries it: its price with VAT, its rate, and its own base and tax (informative). */
export interface PricedLine {
  description: string;
  quantity: number;
  priceCents: number;
  rateBp: number;
  stockItemId: string | null;
  grossCents: number;
  baseCents: number;
  taxCents: number;
}

/** A counter sale's line as it is typed: its quantity or price may still be empty. */
export interface DraftLine {
  /** The row's own key, so React keeps each row's inputs while others are added or removed. */
  key: string;
  description: string;
  quantity: number | null;
  priceCents: number | null;
  rateBp: number;
  /** A stock item picked from the catalogue takes stock as a delivery does. */
  stockItemId: string | null;
}

/** The bounds salesInvoicesIssue sets on a line (ZSalesLineInputSchema). */
export const MAX_LINE_QUANTITY = 9_999;
export const MAX_DESCRIPTION_LENGTH = 200;

let lastKey = 0;

/** A new line at `rateBp`, empty unless told otherwise. */
export function draftLine(rateBp: number, fields: Partial<Omit<DraftLine, 'key' | 'rateBp'>> = {}): DraftLine {
  lastKey += 1;
  return { key: `line-${lastKey}`, description: '', quantity: 1, priceCents: null, stockItemId: null, ...fields, rateBp };
}

/** A stock item from the catalogue as a line: its title and price, one unit. */
export function stockItemLine(item: { id: string; title: string; price: number }, rateBp: number): DraftLine {
  return draftLine(rateBp, {
    description: item.title.trim().slice(0, MAX_DESCRIPTION_LENGTH),
    priceCents: item.price,
    stockItemId: item.id,
  });
}

export type DraftLineField = 'description' | 'quantity' | 'priceCents';

/** The fields that keep a typed line from being issued; none when it can be. */
export function draftLineProblems(line: DraftLine): DraftLineField[] {
  const problems: DraftLineField[] = [];
  if (line.description.trim() === '' || line.description.trim().length > MAX_DESCRIPTION_LENGTH) problems.push('description');
  if (line.quantity === null || !Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_LINE_QUANTITY)
    problems.push('quantity');
  if (line.priceCents === null || !Number.isInteger(line.priceCents) || line.priceCents < 0 || line.priceCents > MAX_AMOUNT_CENTS)
    problems.push('priceCents');
  return problems;
}

function priced(line: Omit<PricedLine, 'grossCents' | 'baseCents' | 'taxCents'>): PricedLine {
  return { ...line, ...lineVat(line) };
}

/** The typed lines that have a quantity and a price, priced; a line still being typed counts once it has both. */
export function pricedDraftLines(lines: readonly DraftLine[]): PricedLine[] {
  return lines.flatMap(({ description, quantity, priceCents, rateBp, stockItemId }) => {
    const problems = draftLineProblems({ key: '', description: description || '—', quantity, priceCents, rateBp, stockItemId });
    if (problems.length > 0 || quantity === null || priceCents === null) return [];
    return [priced({ description: description.trim(), quantity, priceCents, rateBp, stockItemId })];
  });
}

/** A repair's chargeable lines (the customer's declined ones left out) at the workshop's default rate, as the server reads them. */
export function pricedRepairLines(repair: Pick<TRepair, 'form'>, defaultRateBp: number): PricedLine[] {
  return salesLinesOfRepair(repair).map((line) => priced({ ...line, rateBp: line.rateBp ?? defaultRateBp }));
}

/** The document's VAT per rate and its totals (docs/product.md §29.2): what it will declare. */
export function breakdownOf(lines: readonly PricedLine[]): VatBreakdown {
  return vatBreakdown(lines);
}

/** A counter sale's typed lines as salesInvoicesIssue takes them (every one complete: see draftLineProblems). */
export function issueLinesOf(lines: readonly DraftLine[]): TSalesInvoicesIssueInput['lines'] {
  return lines.map(({ description, quantity, priceCents, rateBp, stockItemId }) => ({
    description: description.trim(),
    quantity: quantity ?? 1,
    priceCents: priceCents ?? 0,
    rateBp,
    stockItemId,
  }));
}
