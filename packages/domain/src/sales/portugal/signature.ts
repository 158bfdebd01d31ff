// What a Portuguese document signs and prints (Portaria 363/2010 art. 6; Despacho 8632/2014 §2.1, §2.2 and §4): the
// message InvoiceDate;SystemEntryDate;InvoiceNo;GrossTotal;PreviousHash that the program producer's private key signs
// with RSA-SHA1, the signature's four characters a printed document shows, and the certified program's legend. The
// signing itself needs a key and is the server's (apps/server/src/portugal/signature.ts).
import { invalidField } from '../../errors.ts';
import { checkPortugueseDateTime, checkPortugueseDay, formatPortugueseAmount } from './formats.ts';

/** Despacho 8632/2014 §7.1: a signature of a 1024-bit key is 172 base-64 characters. */
export const SIGNATURE_LENGTH = 172;

/** The fields a document's signature covers, as its SAF-T file exports them. */
export interface SignatureFields {
  /** SAF-T's InvoiceDate, YYYY-MM-DD. */
  invoiceDate: string;
  /** SAF-T's SystemEntryDate, the local YYYY-MM-DDThh:mm:ss the document was saved and signed at. */
  systemEntryDate: string;
  /** SAF-T's InvoiceNo: type, space, series, "/", number ("FT F2026/15"). */
  invoiceNo: string;
  /** SAF-T's GrossTotal in cents. */
  grossTotalCents: number;
  /**
   * The Hash of the previous document of the same series and type; empty for the first one (§2.1.5), and for the first
   * of a year unless a series running over years chains to the last of the year before.
   */
  previousHash: string;
}

const INVOICE_NO = /^[^ ]+ [^/ ]+\/[0-9]+$/;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** §4.4 to §4.6 and §7.1: the fields joined by ";", no quotes, no line break at the end. */
export function signatureMessage(fields: SignatureFields): string {
  if (!INVOICE_NO.test(fields.invoiceNo) || fields.invoiceNo.length > 60) {
    throw invalidField('invoiceNo', 'A document id is its type, a space, its series, "/" and its number.');
  }
  if (fields.previousHash !== '' && (!BASE64.test(fields.previousHash) || fields.previousHash.length > SIGNATURE_LENGTH)) {
    throw invalidField('previousHash', "The previous hash is the previous document's base-64 signature, or empty.");
  }
  return [
    checkPortugueseDay(fields.invoiceDate, 'invoiceDate'),
    checkPortugueseDateTime(fields.systemEntryDate, 'systemEntryDate'),
    fields.invoiceNo,
    formatPortugueseAmount(fields.grossTotalCents, 'grossTotalCents'),
    fields.previousHash,
  ].join(';');
}

/** §2.2.2: the signature's characters 1, 11, 21 and 31, which the printed document and the QR code's field Q show. */
export function signatureMark(hash: string): string {
  if (hash.length < 31 || !BASE64.test(hash)) throw invalidField('hash', "A document's signature is base 64, 172 characters.");
  return `${hash[0]}${hash[10]}${hash[20]}${hash[30]}`;
}

function certificate(certificateNumber: string): string {
  if (!/^[0-9]{1,4}$/.test(certificateNumber))
    throw invalidField('certificateNumber', "The AT's certificate number has up to four digits.");
  return certificateNumber;
}

/** §2.2.2: "Processado por programa certificado n.º 0000/AT", the expression a signed document prints. */
export function certifiedProgramLegend(certificateNumber: string): string {
  return `Processado por programa certificado n.º ${certificate(certificateNumber)}/AT`;
}

/** §2.2.2: what a signed document prints, the four characters, a hyphen and the legend ("AxAx-Processado por…"). */
export function signedDocumentLegend(hash: string, certificateNumber: string): string {
  return `${signatureMark(hash)}-${certifiedProgramLegend(certificateNumber)}`;
}

/** §2.2.3: what a document that is not signed (a receipt) prints instead: "Emitido por programa certificado n.º 0000/AT". */
export function issuedByCertifiedProgramLegend(certificateNumber: string): string {
  return `Emitido por programa certificado n.º ${certificate(certificateNumber)}/AT`;
}
