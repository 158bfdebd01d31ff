// The charts' arithmetic (docs/decisions/074): which periods get a label, the value axis's ticks and which period
// a pointer is over. Everything is worked out from counts and widths, none of it by measuring text in the page:
// each measurement is a forced layout of the whole dashboard (decision 069).
import { scaleLinear } from 'd3-scale';

/** A period label's width in pixels per character at the charts' 12 px type ("30/11", "nov 2026"), with room. */
const PIXELS_PER_CHARACTER = 7;
/** The least space between two labels. */
const LABEL_GAP = 12;

/** About how wide a label of `characters` is drawn. */
export function labelWidth(characters: number): number {
  return characters * PIXELS_PER_CHARACTER;
}

/**
 * Every how many periods a label is written under the chart so that none overlaps the next: 1 labels them all.
 * `width` is the plot's, `longest` the longest label's characters.
 */
export function labelStep(periods: number, width: number, longest: number): number {
  if (periods <= 0 || width <= 0) return 1;
  const slot = width / periods;
  return Math.max(1, Math.ceil((labelWidth(longest) + LABEL_GAP) / slot));
}

/** The indexes of the periods that get a label: the first, then every `step`. */
export function labelledPeriods(periods: number, step: number): number[] {
  const labelled: number[] = [];
  for (let index = 0; index < periods; index += step) labelled.push(index);
  return labelled;
}

export interface ValueAxis {
  /** The top of the axis: the largest value rounded up to a tick. */
  top: number;
  ticks: number[];
}

/**
 * About `count` round ticks from zero to the largest value (d3's "nice" numbers: 0, 150, 300…); counts of
 * repairs take whole numbers only. An empty series still gets an axis from 0 to 1.
 */
export function valueAxis(largest: number, { count = 4, whole = false }: { count?: number; whole?: boolean } = {}): ValueAxis {
  const scale = scaleLinear()
    .domain([0, Math.max(largest, whole ? 1 : Number.EPSILON)])
    .nice(count);
  const top = scale.domain()[1] ?? 1;
  const ticks = scale.ticks(count).filter((tick) => !whole || Number.isInteger(tick));
  return { top, ticks };
}

/** The period under a pointer `x` pixels into a plot of `width` cut in `periods` equal slots; null outside it. */
export function periodAt(x: number, width: number, periods: number): number | null {
  if (periods <= 0 || width <= 0 || x < 0 || x >= width) return null;
  return Math.min(periods - 1, Math.floor((x / width) * periods));
}
