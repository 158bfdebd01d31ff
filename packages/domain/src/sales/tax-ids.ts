// Tax ids and their check characters (docs/product.md §29.1): Spain's NIF of a person (DNI, and the K, L and M
// NIFs of those without one), NIE and NIF of an entity (still called CIF); Portugal's NIF.
import { z } from 'zod';
import { invalidField } from '../errors.ts';
import type { VatCountry } from './vat-rates.ts';

export type SpanishTaxIdKind = 'nif' | 'nie' | 'cif';
/** Why an id is refused: not the shape of one, a range never assigned, or a check character that does not match. */
export type TaxIdProblem = 'format' | 'range' | 'check';

/** The longest tax id accepted as typed, separators and country prefix included. */
export const TAX_ID_MAX_LENGTH = 32;

// The Ministerio del Interior's table: the DNI's number mod 23 picks the letter (I, Ñ, O and U are never used).
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
// An entity's control as a letter: the control digit 0–9 read as J, A, B, … I.
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';
// Orden EHA/451/2008 arts. 3–5 name the entity keys. Which control an entity carries follows the AEAT's
// technical note on the NIF (updated 15 April 2008): a digit for Spanish companies and other entities, a letter
// for foreign entities (N) and their permanent establishments (W), local corporations (P), public bodies (Q),
// religious institutions (R) and the State's and the regions' bodies (S).
const CIF_DIGIT_KEYS = 'ABCDEFGHJUV';
const CIF_LETTER_KEYS = 'NPQRSW';
const NIE_PREFIX_DIGITS: Record<string, string> = { X: '0', Y: '1', Z: '2' };

// The ranges the AT assigns, by first digits: people (1, 2, 3; 45 non-residents), companies (5), public bodies
// (6), undivided estates (70, 74, 75), non-resident companies (71), investment funds (72), NIFs assigned by the
// AT (77, 78 VAT refund, 79 Expo 98), condominiums and irregular companies (90, 91), non-residents without a
// permanent establishment (98) and civil partnerships (99). The old 8 (sole traders) is no longer valid.
const PORTUGUESE_NIF_PREFIXES = ['1', '2', '3', '45', '5', '6', '70', '71', '72', '74', '75', '77', '78', '79', '90', '91', '98', '99'];

const SEPARATORS = /[\s.\-\u2010-\u2015]/g;

/**
 * A tax id as typed, made canonical: upper case, without spaces, dots and hyphens, without the country's VAT
 * prefix ("ES", "PT"; either when no country is given). A Spanish DNI typed with fewer than eight digits gets its
 * leading zeros back, and an old ten-character NIE (X0nnnnnnnL) loses the zero after the X, as the AEAT writes them.
 */
export function normaliseTaxId(value: string, country?: VatCountry): string {
  let id = value.toUpperCase().replace(SEPARATORS, '');
  for (const prefix of country ? [country] : ['ES', 'PT']) {
    if (id.startsWith(prefix) && id.length > prefix.length) {
      id = id.slice(prefix.length);
      break;
    }
  }
  if (country === 'PT') return id;
  if (/^\d{1,7}[A-Z]$/.test(id)) return id.padStart(9, '0');
  if (/^X0\d{7}[A-Z]$/.test(id)) return `X${id.slice(2)}`;
  return id;
}

/** The kind a Spanish id's shape says it is, whatever its check character. */
function spanishShapeOf(id: string): SpanishTaxIdKind | null {
  if (/^\d{8}[A-Z]$/.test(id) || /^[KLM]\d{7}[A-Z]$/.test(id)) return 'nif';
  if (/^[XYZ]\d{7}[A-Z]$/.test(id)) return 'nie';
  if (/^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(id)) return 'cif';
  return null;
}

/** The control digit of an entity's seven digits: odd places doubled and their digits added, even places added. */
function cifControlDigit(digits: string): number {
  let sum = 0;
  for (let place = 0; place < 7; place++) {
    const digit = Number(digits[place]);
    if (place % 2 === 0) sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
    else sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a Spanish id of a known shape carries its check character. */
function hasSpanishCheck(id: string, kind: SpanishTaxIdKind): boolean {
  const last = id.at(-1)!;
  if (kind === 'cif') {
    const control = cifControlDigit(id.slice(1, 8));
    if (CIF_LETTER_KEYS.includes(id[0]!)) return last === CIF_CONTROL_LETTERS[control];
    return CIF_DIGIT_KEYS.includes(id[0]!) && last === String(control);
  }
  // A DNI's eight digits; a NIE's seven with X, Y, Z as 0, 1, 2; a K, L or M NIF's seven digits alone.
  const digits = kind === 'nie' ? NIE_PREFIX_DIGITS[id[0]!]! + id.slice(1, 8) : /^\d/.test(id) ? id.slice(0, 8) : id.slice(1, 8);
  return last === DNI_LETTERS[Number(digits) % 23];
}

/** Whether a Portuguese NIF's ninth digit is its mod-11 check: weights 9 to 2; a remainder of 0 or 1 gives 0. */
function hasPortugueseCheck(id: string): boolean {
  let sum = 0;
  for (let place = 0; place < 8; place++) sum += Number(id[place]) * (9 - place);
  const remainder = sum % 11;
  return Number(id[8]) === (remainder < 2 ? 0 : 11 - remainder);
}

/** Why a tax id of the country is refused, or null when it holds; the value is normalised first. */
export function taxIdProblem(country: VatCountry, value: string): TaxIdProblem | null {
  const id = normaliseTaxId(value, country);
  if (country === 'ES') {
    const kind = spanishShapeOf(id);
    if (!kind) return 'format';
    return hasSpanishCheck(id, kind) ? null : 'check';
  }
  if (!/^\d{9}$/.test(id)) return 'format';
  if (!PORTUGUESE_NIF_PREFIXES.some((prefix) => id.startsWith(prefix))) return 'range';
  return hasPortugueseCheck(id) ? null : 'check';
}

/** The kind of a valid Spanish tax id ('nif' for a person's, 'nie' for a foreigner's, 'cif' for an entity's), else null. */
export function spanishTaxIdKind(value: string): SpanishTaxIdKind | null {
  const id = normaliseTaxId(value, 'ES');
  const kind = spanishShapeOf(id);
  return kind && hasSpanishCheck(id, kind) ? kind : null;
}

/** Whether a value is a Spanish NIF, NIE or CIF whose check character holds. */
export function isValidSpanishTaxId(value: string): boolean {
  return taxIdProblem('ES', value) === null;
}

/** Whether a value is a Portuguese NIF of an assigned range whose check digit holds. */
export function isValidPortugueseNif(value: string): boolean {
  return taxIdProblem('PT', value) === null;
}

/** Whether a value is a valid tax id of the country. */
export function isValidTaxId(country: VatCountry, value: string): boolean {
  return taxIdProblem(country, value) === null;
}

/** The message a refused tax id's field shows, in English (the web app translates the code). */
export function taxIdProblemMessage(country: VatCountry, problem: TaxIdProblem): string {
  if (problem === 'check') return 'The tax id’s check digit does not match.';
  if (country === 'PT') {
    return problem === 'range' ? 'No Portuguese NIF starts with these digits.' : 'A Portuguese NIF has nine digits.';
  }
  return 'A Spanish tax id is a NIF (eight digits and a letter), a NIE (X, Y or Z, seven digits and a letter) or a CIF (a letter, seven digits and a digit or letter).';
}

/** The normalised tax id, or an invalid-argument naming the field and saying why it is refused. */
export function checkTaxId(country: VatCountry, value: string, field: string): string {
  const problem = taxIdProblem(country, value);
  if (problem) throw invalidField(field, taxIdProblemMessage(country, problem));
  return normaliseTaxId(value, country);
}

/** A tax id of the country: parses to its normalised form, refuses one whose shape, range or check fails. */
export function ZTaxIdSchema(country: VatCountry) {
  return z
    .string()
    .max(TAX_ID_MAX_LENGTH)
    .transform((value) => normaliseTaxId(value, country))
    .superRefine((id, context) => {
      const problem = taxIdProblem(country, id);
      if (problem) context.addIssue({ code: 'custom', message: taxIdProblemMessage(country, problem) });
    });
}
