// The URL an invoice's QR code carries (AEAT, "Características del QR y especificaciones del servicio de cotejo o
// remisión de información por parte del receptor de la factura", v0.4.7 §4–§6; Orden HAC/1177/2024 art. 21).
import { invalidField } from '../../errors.ts';
import { formatVerifactuAmount, formatVerifactuDate } from './formats.ts';

/** Where the AEAT's checking service is: its external test portal, or production. */
export type VerifactuEnvironment = 'test' | 'production';

const QR_BASE: Record<VerifactuEnvironment, string> = {
  test: 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR',
  production: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR',
};

/** What the QR names: the issuer's NIF, the series and number, the issue day (YYYY-MM-DD), the total in cents
 * (ImporteTotal: negative on a rectifying invoice by differences that lowers the total). */
export interface VerifactuQrFields {
  nif: string;
  numSerie: string;
  fecha: string;
  importeCents: number;
}

// The document's §4.1 encodes each value with Java's URLEncoder.encode(value, "UTF-8"): letters, digits and
// ". - * _" stay, a space becomes "+", every other byte is %XX in upper case ("12345678&G33" → "12345678%26G33",
// "/" → "%2F"). Values are printable ASCII only (codes 32 to 126, §4), so each character is one byte.
const KEPT = /[A-Za-z0-9.\-*_]/;

function encodeParameter(value: string): string {
  let encoded = '';
  for (const char of value) {
    if (KEPT.test(char)) encoded += char;
    else if (char === ' ') encoded += '+';
    else encoded += `%${char.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

const PRINTABLE_ASCII = /^[\x20-\x7E]+$/;

/** The URL of an invoice's QR code, for the AEAT's checking service in that environment (§5.1, §8). */
export function verifactuQrUrl(fields: VerifactuQrFields, environment: VerifactuEnvironment): string {
  const nif = fields.nif.trim();
  const numSerie = fields.numSerie.trim();
  if (nif.length !== 9 || !PRINTABLE_ASCII.test(nif)) throw invalidField('nif', 'A NIF has nine characters.');
  if (numSerie.length > 60 || !PRINTABLE_ASCII.test(numSerie)) {
    throw invalidField('numSerie', 'A series and number has one to sixty printable ASCII characters.');
  }
  const parameters: [string, string][] = [
    ['nif', nif],
    ['numserie', numSerie],
    ['fecha', formatVerifactuDate(fields.fecha)],
    ['importe', formatVerifactuAmount(fields.importeCents)],
  ];
  return `${QR_BASE[environment]}?${parameters.map(([name, value]) => `${name}=${encodeParameter(value)}`).join('&')}`;
}
