// The charts' x-axis labels (docs/decisions/069): a long series (a year's 53 weeks) labels every few points,
// chosen by count. recharts' own choice ('preserveStartEnd') measures every label in the DOM first, each
// a forced layout of the page, which was a good part of drawing a year's dashboard.

/** A series up to this long keeps recharts' own choice: few labels to measure. */
export const MEASURED_POINTS = 16;
/** About this many labels on a longer series. */
const LABELS = 12;

/** recharts' XAxis `interval`: its own measured choice for a short series, else how many points to skip between labels. */
export function tickInterval(points: number): 'preserveStartEnd' | number {
  return points <= MEASURED_POINTS ? 'preserveStartEnd' : Math.ceil(points / LABELS) - 1;
}
