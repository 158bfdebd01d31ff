// How a bike is named wherever it is labelled (the repairs' board, list and pages, the work order, the tag, the
// customers' screens, the calendar): its brand and model as a person would say them. A bike missing them carries
// docs/product.md §3's defaults, manufacturer 'generic' and model 'unknown', which are no words to show: such a
// part is left out, and a bike with neither is named by the screen in its language ("Bici sin marca ni modelo").

/** The defaults of a bike missing details (docs/product.md §3), and nothing typed. */
const UNNAMED_VALUES: ReadonlySet<string> = new Set(['generic', 'unknown', '']);

/** A brand or model as a repair keeps it (an option), as a summary or a customer's bike gives it (its label), or none. */
export type BikeNamePart = string | { value: string; label: string } | null | undefined;

function namedPart(part: BikeNamePart): string {
  if (part === null || part === undefined) return '';
  if (typeof part === 'string') return UNNAMED_VALUES.has(part.trim().toLowerCase()) ? '' : part.trim();
  return UNNAMED_VALUES.has(part.value.trim().toLowerCase()) || UNNAMED_VALUES.has(part.label.trim().toLowerCase())
    ? ''
    : part.label.trim();
}

/** "Orbea Orca"; the brand or the model alone; '' when neither is known (the screen then says so in its language). */
export function knownBikeName(bike: { manufacturer: BikeNamePart; model: BikeNamePart }): string {
  return [namedPart(bike.manufacturer), namedPart(bike.model)].filter((part) => part !== '').join(' ');
}
