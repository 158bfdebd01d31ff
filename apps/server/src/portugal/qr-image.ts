// A Portuguese document's QR code drawn as the AT's "Especificações Técnicas Código QR" v1.0 §2 asks: error
// correction "M", byte mode, version 9 at least. Its text is the domain's portugueseQrString. The printed size (30 ×
// 30 mm at least, a 0.25 cm margin) is the document layout's to keep; the quiet zone drawn here is ISO/IEC 18004's
// four modules, more than the two of the specification's own figures.
import QRCode from 'qrcode';

/** §2 d): the smallest version a document's QR code may have. */
export const PORTUGUESE_QR_MIN_VERSION = 9;
const QUIET_ZONE_MODULES = 4;

/** The options that draw the text as §2 asks: level M, the whole text as one byte segment, version 9 or the least above. */
function symbolOptions(text: string): { segments: QRCode.QRCodeSegment[]; options: QRCode.QRCodeOptions } {
  // §2 b) "Tipo: Byte": one byte segment, where the encoder would otherwise switch to numeric or alphanumeric runs.
  const segments: QRCode.QRCodeSegment[] = [{ data: Buffer.from(text, 'utf8'), mode: 'byte' }];
  const fitted = QRCode.create(segments, { errorCorrectionLevel: 'M' });
  return { segments, options: { errorCorrectionLevel: 'M', version: Math.max(PORTUGUESE_QR_MIN_VERSION, fitted.version) } };
}

/** The QR symbol the text makes: its version and modules, for a layout that sizes the code. */
export function portugueseQrSymbol(text: string): QRCode.QRCode {
  const { segments, options } = symbolOptions(text);
  return QRCode.create(segments, options);
}

/** The text as a PNG QR code, `widthPx` pixels wide. */
export function portugueseQrPng(text: string, widthPx = 480): Promise<Buffer> {
  const { segments, options } = symbolOptions(text);
  return QRCode.toBuffer(segments, { ...options, type: 'png', margin: QUIET_ZONE_MODULES, width: widthPx });
}

/** The text as an SVG QR code that scales to the box it is drawn in. */
export function portugueseQrSvg(text: string): Promise<string> {
  const { segments, options } = symbolOptions(text);
  return QRCode.toString(segments, { ...options, type: 'svg', margin: QUIET_ZONE_MODULES });
}
