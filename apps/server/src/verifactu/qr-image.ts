// An invoice's VERI*FACTU QR code drawn (Orden HAC/1177/2024 art. 21: ISO/IEC 18004, error correction M, 30 to 40 mm,
// a quiet zone around it): PNG for the PDFs, SVG for the screens. The URL is the domain's verifactuQrUrl.
import QRCode from 'qrcode';

/** The QR's quiet zone in modules: the standard's four, about 2 mm or more at the printed size (the AEAT asks for 2 mm). */
const QUIET_ZONE_MODULES = 4;

/** The URL as a PNG QR code, `widthPx` pixels wide. */
export function verifactuQrPng(url: string, widthPx = 480): Promise<Buffer> {
  return QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: QUIET_ZONE_MODULES, width: widthPx });
}

/** The URL as an SVG QR code that scales to the box it is drawn in. */
export function verifactuQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: QUIET_ZONE_MODULES });
}
