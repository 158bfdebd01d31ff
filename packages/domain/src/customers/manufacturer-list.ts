// docs/product.md §12.1: a bike's manufacturer is §3's {value, label}, chosen from this built-in list
// of common bicycle and e-bike manufacturers, or typed freely. A list brand's value is a stable lowercase
// slug of its label; typed text that is not on the list keeps the text as both value and label. Without zod,
// so that the customers' booking page (§22.2) lists the brands without loading the schemas.

/** docs/product.md §3's option: what is stored (`value`) and what is shown (`label`). */
export interface TBikeOption {
  value: string;
  label: string;
}

/** Lower case without accents, as the search texts are folded (repairs/summary.ts foldText). */
const foldText = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The brands as they are written. The slugs are derived from these, so renaming one changes its value: add, do not rename. */
const MANUFACTURER_LABELS = [
  '3T',
  'Argon 18',
  'Babboe',
  'Basso',
  'Batavus',
  'Berria',
  'Bergamont',
  'BH',
  'Bianchi',
  'BMC',
  'Boardman',
  'Brompton',
  "B'Twin",
  'Bulls',
  'Cannondale',
  'Canyon',
  'Centurion',
  'Cervélo',
  'Cinelli',
  'Cipollini',
  'Colnago',
  'Coluer',
  'Commencal',
  'Conor',
  'Corratec',
  'Cotic',
  'Cowboy',
  'Cube',
  'Dahon',
  'De Rosa',
  'Decathlon',
  'Devinci',
  'Ducati',
  'Electra',
  'Evil',
  'Factor',
  'Fantic',
  'Felt',
  'Flyer',
  'Focus',
  'Forbidden',
  'Fuji',
  'Gazelle',
  'Ghost',
  'Giant',
  'GT',
  'Haibike',
  'Husqvarna',
  'Ibis',
  'Intense',
  'Kalkhoff',
  'Kona',
  'KTM',
  'Kross',
  'Kuota',
  'Lapierre',
  'Liv',
  'Lombardo',
  'Look',
  'Lynskey',
  'Marin',
  'Massi',
  'Megamo',
  'Merida',
  'MMR',
  'Mondraker',
  'Monty',
  'Moustache',
  'Niner',
  'Norco',
  'Nukeproof',
  'Olympia',
  'Orange',
  'Orbea',
  'Pinarello',
  'Pivot',
  'Polygon',
  'Propain',
  'Radon',
  'Raleigh',
  'Raymon',
  'Ridley',
  'Riese & Müller',
  'Rockrider',
  'Rocky Mountain',
  'Rose',
  'Salsa',
  'Santa Cruz',
  'Scott',
  'Simplon',
  'Sparta',
  'Specialized',
  'Stevens',
  'Stromer',
  'Surly',
  'Tern',
  'Time',
  'Transition',
  'Trek',
  'Triban',
  'Urban Arrow',
  'Van Rysel',
  'VanMoof',
  'Vitus',
  'Whyte',
  'Wilier',
  'Winora',
  'Yeti',
  'YT',
] as const;

/** A label's slug: folded (no accents, lower case), apostrophes dropped, any other run of non-letters a dash. */
export function manufacturerSlugOf(label: string): string {
  return foldText(label)
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The built-in manufacturers, in alphabetical order. */
export const BIKE_MANUFACTURERS: readonly TBikeOption[] = MANUFACTURER_LABELS.map((label) => ({ value: manufacturerSlugOf(label), label }));

/** What typed text is compared by: folded, without spaces or punctuation ('riese muller' is 'Riese & Müller'). */
const matchKeyOf = (text: string) => foldText(text).replace(/[^a-z0-9]/g, '');
const BY_KEY = new Map(BIKE_MANUFACTURERS.map((option) => [matchKeyOf(option.label), option]));

/**
 * The option for what staff typed: the list's brand when the text names one (ignoring case, accents,
 * spaces and punctuation), else the text itself as free text; null for nothing typed.
 */
export function bikeOptionOf(text: string): TBikeOption | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return null;
  return BY_KEY.get(matchKeyOf(trimmed)) ?? { value: trimmed, label: trimmed };
}

/** A bike's model: free text, its value its label (there is no built-in list of models); null for none. */
export function bikeModelOptionOf(text: string): TBikeOption | null {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return trimmed === '' ? null : { value: trimmed, label: trimmed };
}
