// The text of a Portuguese document's QR code (Portaria 195/2020 art. 5 and 6; the AT's "Especificações Técnicas
// Código QR" v1.0 of 13 August 2020, §3 and §4): fields A to S as "code:value", joined by "*", in the table's order,
// optional fields left out when empty, amounts with two decimals and ".".
import { invalidField } from '../../errors.ts';
import { checkPortugueseDay, formatPortugueseAmount } from './formats.ts';

/** The NIF a document gives a final consumer who gave none (the specification's field B; SAF-T's "Consumidor final"). */
export const FINAL_CONSUMER_TAX_ID = '999999990';

/** The fiscal spaces of Portuguese VAT, as SAF-T's TaxCountryRegion writes them: the mainland, the Azores, Madeira. */
export const PORTUGUESE_TAX_SPACES = ['PT', 'PT-AC', 'PT-MA'] as const;
export type PortugueseTaxSpace = (typeof PORTUGUESE_TAX_SPACES)[number];

/** One fiscal space's VAT in a document: its bases and VAT per kind of rate, each left out when there is none. */
export interface PortugueseQrTaxSpace {
  space: PortugueseTaxSpace;
  /** x2: the base exempt from VAT (stamp-duty operations included). */
  exemptBaseCents?: number;
  /** x3, x4: the base at the reduced rate and its VAT. */
  reducedBaseCents?: number;
  reducedVatCents?: number;
  /** x5, x6: the base at the intermediate rate and its VAT. */
  intermediateBaseCents?: number;
  intermediateVatCents?: number;
  /** x7, x8: the base at the normal rate and its VAT. */
  normalBaseCents?: number;
  normalVatCents?: number;
}

/** What a QR code says of a document, in cents for the amounts and YYYY-MM-DD for the day. */
export interface PortugueseQrFields {
  /** A: the issuer's NIF, nine digits, no country prefix. */
  issuerTaxId: string;
  /** B: the buyer's tax id; FINAL_CONSUMER_TAX_ID for a final consumer. */
  buyerTaxId: string;
  /** C: the buyer's country as SAF-T's Customer.Country writes it ("PT", "ES", "Desconhecido"). */
  buyerCountry: string;
  /** D: SAF-T's document type (FT, FS, FR, NC, ND…). */
  documentType: string;
  /** E: SAF-T's document status (N, A…). */
  documentStatus: string;
  /** F: the document's day. */
  documentDate: string;
  /** G: the document's id, SAF-T's InvoiceNo ("FT F2026/15"). */
  documentId: string;
  /** H: the ATCUD ("CSDF7T5H-15"). */
  atcud: string;
  /** I, J, K: the fiscal spaces the document's VAT falls in; none for a document without a VAT rate (I1:0). */
  taxSpaces: readonly PortugueseQrTaxSpace[];
  /** L: the total not subject to VAT. */
  notSubjectCents?: number;
  /** M: the total stamp duty. */
  stampDutyCents?: number;
  /** N: the total of VAT and stamp duty, SAF-T's TaxPayable. */
  taxPayableCents: number;
  /** O: the document's total, SAF-T's GrossTotal. */
  grossTotalCents: number;
  /** P: the total withheld at source, SAF-T's WithholdingTaxAmount. */
  withholdingCents?: number;
  /** Q: the signature's four characters (signatureMark). */
  hashCharacters: string;
  /** R: the program's certificate number given by the AT. */
  certificateNumber: string;
  /** S: free text, e.g. payment details joined by ";" ("TB;PT50…;123.45"). */
  otherInformation?: string;
}

// §4's maximum lengths, and what each field's value must look like.
const SPACE_LETTERS = ['I', 'J', 'K'] as const;
const AMOUNT_MAX_LENGTH = 16;

function text(value: string, field: string, max: number, pattern?: RegExp): string {
  // §3 a) and j): a value never holds the separator "*"; §3 i): nor exceeds its length.
  if (value.length === 0 || value.length > max || value.includes('*') || (pattern && !pattern.test(value))) {
    throw invalidField(field, `Not a value the QR code's field can hold (1 to ${max} characters, no "*").`);
  }
  return value;
}

function amount(cents: number, field: string): string {
  const formatted = formatPortugueseAmount(cents, field);
  if (formatted.length > AMOUNT_MAX_LENGTH) throw invalidField(field, `An amount has at most ${AMOUNT_MAX_LENGTH} characters.`);
  return formatted;
}

/** The space's eight fields, x1 to x8, in the table's order, each amount only when the document has it (§3 e), f)). */
function spaceFields(letter: string, space: PortugueseQrTaxSpace, field: string): [string, string][] {
  const amounts: [number, number | undefined][] = [
    [2, space.exemptBaseCents],
    [3, space.reducedBaseCents],
    [4, space.reducedVatCents],
    [5, space.intermediateBaseCents],
    [6, space.intermediateVatCents],
    [7, space.normalBaseCents],
    [8, space.normalVatCents],
  ];
  const fields: [string, string][] = [[`${letter}1`, space.space]];
  for (const [index, cents] of amounts)
    if (cents !== undefined) fields.push([`${letter}${index}`, amount(cents, `${field}.${letter}${index}`)]);
  return fields;
}

/**
 * The fiscal spaces as fields I, J and K. §3 g) asks for one space at least and marks I1 as mandatory, so the spaces
 * fill I, J and K in turn, in the order of the specification's example (PT, PT-AC, PT-MA): a document taxed in the
 * Azores alone writes I1:PT-AC. §3 h): a document without a VAT rate writes I1:0.
 */
function taxSpaceFields(spaces: readonly PortugueseQrTaxSpace[]): [string, string][] {
  if (spaces.length === 0) return [['I1', '0']];
  const ordered = [...spaces].sort((a, b) => PORTUGUESE_TAX_SPACES.indexOf(a.space) - PORTUGUESE_TAX_SPACES.indexOf(b.space));
  ordered.forEach((space, index) => {
    if (!PORTUGUESE_TAX_SPACES.includes(space.space) || ordered[index - 1]?.space === space.space) {
      throw invalidField(`taxSpaces.${index}.space`, 'Each fiscal space (PT, PT-AC, PT-MA) appears once.');
    }
  });
  return ordered.flatMap((space, index) => spaceFields(SPACE_LETTERS[index]!, space, `taxSpaces.${index}`));
}

/** N is the total of VAT and stamp duty (§4): the spaces' VAT and M must add up to it. */
function checkTaxPayable(fields: PortugueseQrFields): void {
  const vat = fields.taxSpaces.reduce(
    (sum, space) => sum + (space.reducedVatCents ?? 0) + (space.intermediateVatCents ?? 0) + (space.normalVatCents ?? 0),
    0,
  );
  if (vat + (fields.stampDutyCents ?? 0) !== fields.taxPayableCents) {
    throw invalidField('taxPayableCents', "The total of taxes is the spaces' VAT plus the stamp duty.");
  }
}

/** The QR code's text for a document, exactly as the AT's specification composes it. */
export function portugueseQrString(fields: PortugueseQrFields): string {
  checkTaxPayable(fields);
  const day = checkPortugueseDay(fields.documentDate, 'documentDate');
  const optional = (code: string, cents: number | undefined, field: string): [string, string][] =>
    cents === undefined ? [] : [[code, amount(cents, field)]];
  const pairs: [string, string][] = [
    ['A', text(fields.issuerTaxId, 'issuerTaxId', 9, /^[0-9]{9}$/)],
    ['B', text(fields.buyerTaxId, 'buyerTaxId', 30)],
    ['C', text(fields.buyerCountry, 'buyerCountry', 12)],
    ['D', text(fields.documentType, 'documentType', 2, /^[A-Z]{2}$/)],
    ['E', text(fields.documentStatus, 'documentStatus', 1, /^[A-Z]$/)],
    ['F', day.replaceAll('-', '')],
    ['G', text(fields.documentId, 'documentId', 60, /^[^ ]+ [^/ ]+\/[0-9]+$/)],
    ['H', text(fields.atcud, 'atcud', 70, /^\S+$/)],
    ...taxSpaceFields(fields.taxSpaces),
    ...optional('L', fields.notSubjectCents, 'notSubjectCents'),
    ...optional('M', fields.stampDutyCents, 'stampDutyCents'),
    ['N', amount(fields.taxPayableCents, 'taxPayableCents')],
    ['O', amount(fields.grossTotalCents, 'grossTotalCents')],
    ...optional('P', fields.withholdingCents, 'withholdingCents'),
    ['Q', text(fields.hashCharacters, 'hashCharacters', 4, /^[A-Za-z0-9+/]{4}$/)],
    ['R', text(fields.certificateNumber, 'certificateNumber', 4, /^[0-9]{1,4}$/)],
  ];
  if (fields.otherInformation !== undefined) pairs.push(['S', text(fields.otherInformation, 'otherInformation', 65)]);
  return pairs.map(([code, value]) => `${code}:${value}`).join('*');
}
