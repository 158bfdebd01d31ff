// The document's unique code, ATCUD (Decreto-Lei 28/2019 art. 7.3, Portaria 195/2020 art. 3 and 4): the validation
// code the AT gives a series when it is communicated, a hyphen, and the document's sequential number in the series.
import { invalidField } from '../../errors.ts';

/** The longest ATCUD the QR code's field H holds (the AT's "Especificações Técnicas Código QR" v1.0 §4). */
export const ATCUD_MAX_LENGTH = 70;
/** Portaria 195/2020 art. 3.1: a series' validation code has at least eight characters. */
export const SERIES_VALIDATION_CODE_MIN_LENGTH = 8;

// The AT's codes are upper-case letters and digits: eight in the AT's series web service (SeriesWS,
// codValidacaoSerieType of length 8) and in every example of its QR specification (CSDF7T5H, CDF7T5HD, HB6FT7RV,
// GTVX4Y8B). Portaria 195/2020 art. 3.1 sets only the minimum, so a longer code is taken; the hyphen that separates
// the number, spaces and the QR code's "*" and ":" never belong to one. The longest leaves room in field H for the
// hyphen and one digit.
const VALIDATION_CODE = new RegExp(`^[A-Z0-9]{${SERIES_VALIDATION_CODE_MIN_LENGTH},${ATCUD_MAX_LENGTH - 2}}$`);

/** A series' validation code as the AT gave it, trimmed; else an invalid-argument naming the field. */
export function checkSeriesValidationCode(code: string, field = 'validationCode'): string {
  const trimmed = code.trim();
  if (!VALIDATION_CODE.test(trimmed)) {
    throw invalidField(field, 'A series validation code is eight or more capital letters and digits, as the AT gave it.');
  }
  return trimmed;
}

/**
 * Portaria 195/2020 art. 3.3: the sequential number is the digits after the "/" of the document's id (SAF-T's
 * InvoiceNo, "FT F2026/15" → "15"), written as the id writes them, leading zeros included ("FT AB2019/0035" → "0035").
 */
export function sequentialNumberOf(documentId: string): string {
  const match = /^[^ ]+ [^/ ]+\/([0-9]+)$/.exec(documentId);
  if (!match) throw invalidField('documentId', 'A document id is its type, a space, its series, "/" and its number.');
  return match[1]!;
}

/** The sequential number as the ATCUD writes it: a positive integer, or the digits of the document's id. */
function numberText(sequentialNumber: number | string): string {
  const text = typeof sequentialNumber === 'number' && Number.isSafeInteger(sequentialNumber) ? String(sequentialNumber) : sequentialNumber;
  if (typeof text !== 'string' || !/^[0-9]+$/.test(text) || /^0+$/.test(text)) {
    throw invalidField('number', "The ATCUD's number is the document's sequential number in its series, 1 or more.");
  }
  return text;
}

/** The ATCUD's value, "CSDF7T5H-35": what SAF-T's ATCUD field and the QR code's field H carry. */
export function atcudOf(validationCode: string, sequentialNumber: number | string): string {
  const atcud = `${checkSeriesValidationCode(validationCode)}-${numberText(sequentialNumber)}`;
  if (atcud.length > ATCUD_MAX_LENGTH) throw invalidField('number', `An ATCUD has at most ${ATCUD_MAX_LENGTH} characters.`);
  return atcud;
}

/** Portaria 195/2020 art. 4.1: the ATCUD as a document prints it, "ATCUD:CSDF7T5H-35", just above the QR code. */
export function atcudPrinted(atcud: string): string {
  return `ATCUD:${atcud}`;
}
