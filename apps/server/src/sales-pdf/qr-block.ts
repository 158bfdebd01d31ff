// A document's tax QR code as the layouts draw it: the PNG the country's renderer makes (verifactu/qr-image.ts,
// portugal/qr-image.ts), sized so the symbol itself, quiet zone aside, is 35 mm across, and the legends around it.
import { atcudPrinted } from '@rueda/domain';
import QRCode from 'qrcode';
import { portugueseQrPng, portugueseQrSymbol } from '../portugal/qr-image.ts';
import { verifactuQrPng } from '../verifactu/qr-image.ts';
import type { SalesDocumentQr } from './render-options.ts';

export const POINTS_PER_MM = 72 / 25.4;
/**
 * The symbol's side: Orden HAC/1177/2024 art. 21 and the AEAT's QR document v0.4.7 ask for 30 to 40 mm; the AT's
 * "Especificações Técnicas Código QR" v1.0 §2 for 30 mm at least. 35 mm meets both with room either way.
 */
export const QR_SYMBOL_MM = 35;
/** The quiet zone both renderers draw around the symbol, in modules (ISO/IEC 18004's four: over 2 mm at 35 mm). */
const QUIET_ZONE_MODULES = 4;
/** Pixels per module: whole, so every module is as wide as the next (a scanner reads a crisp grid best). */
const PIXELS_PER_MODULE = 10;

/** The AEAT's words around a VERI*FACTU code (docs/verifactu.md §4): in Spanish whatever the reader's language. */
export const VERIFACTU_QR_ABOVE = 'QR tributario:';
export const VERIFACTU_QR_BELOW = 'VERI*FACTU';

export interface QrImage {
  png: Buffer;
  /** The drawn image's side in points, quiet zone included. */
  sidePt: number;
  /** Printed just above the image: "QR tributario:" in Spain, "ATCUD:…" in Portugal (Portaria 195/2020 art. 4.1). */
  above: string | null;
  /** Printed just below: "VERI*FACTU" in Spain. */
  below: string | null;
  /** Portugal: the signed document's legend, printed above the ATCUD. */
  legend: string | null;
}

/** The QR code's image and legends, the image sized for a `symbolMm` symbol. */
export async function qrImage(qr: SalesDocumentQr, symbolMm = QR_SYMBOL_MM): Promise<QrImage> {
  // The same symbol the renderers draw: VERI*FACTU's at level M with the encoder's own segments, Portugal's as §2 asks.
  const modules =
    qr.kind === 'verifactu' ? QRCode.create(qr.text, { errorCorrectionLevel: 'M' }).modules.size : portugueseQrSymbol(qr.text).modules.size;
  const widthModules = modules + 2 * QUIET_ZONE_MODULES;
  const widthPx = widthModules * PIXELS_PER_MODULE;
  const png = qr.kind === 'verifactu' ? await verifactuQrPng(qr.text, widthPx) : await portugueseQrPng(qr.text, widthPx);
  return {
    png,
    sidePt: (symbolMm * POINTS_PER_MM * widthModules) / modules,
    above: qr.kind === 'verifactu' ? VERIFACTU_QR_ABOVE : qr.atcud ? atcudPrinted(qr.atcud) : null,
    below: qr.kind === 'verifactu' ? VERIFACTU_QR_BELOW : null,
    legend: qr.kind === 'portugal' ? (qr.legend ?? null) : null,
  };
}
