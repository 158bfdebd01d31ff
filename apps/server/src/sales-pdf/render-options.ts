// What the sales documents' renderers take beside the document (docs/product.md §29): the reader's language, the
// workshop's zone, its logo, the tax QR code's content and, for a rectifying or replacing document, the one it corrects.
import type { Language, TSalesDocument } from '@rueda/domain';

/**
 * The QR code a document carries, its text built by the caller: VERI*FACTU's URL (the domain's verifactuQrUrl), or
 * Portugal's string (portugueseQrString) with the document's ATCUD, printed above it (Portaria 195/2020 art. 4.1).
 */
export interface SalesDocumentQr {
  kind: 'verifactu' | 'portugal';
  text: string;
  /** Portugal: the document's ATCUD ("CSDF7T5H-35"). */
  atcud?: string;
  /**
   * Portugal: what a signed document prints, its signature's four characters and the certified program's legend
   * ("AxAx-Processado por programa certificado n.º 0000/AT", Despacho 8632/2014 §2.2.2: the domain's signedDocumentLegend).
   */
  legend?: string;
}

export interface SalesPdfOptions {
  language: Language;
  /** The workshop's zone (its booking settings'), whose clock the issue time is written on (docs/product.md §1). */
  timeZone: string;
  /** The workshop's logo, a PNG (data/workshop-logo.ts). */
  logo?: Buffer;
  qr: SalesDocumentQr | null;
  /**
   * The document a rectifying one corrects, or the simplified one a replacing invoice stands for; its kind, when
   * given, completes a Portuguese document's id ("FT F2026/9").
   */
  corrects?: Pick<TSalesDocument, 'numberText' | 'issueDay'> & Partial<Pick<TSalesDocument, 'kind'>>;
  /** false writes the content streams as plain text, for tests that read them; compressed otherwise. */
  compress?: boolean;
}
