// Test support: what a PDF the renderers wrote with `compress: false` draws, read back from its objects. No PDF
// reader is installed, so this reads the little pdfkit writes: pages with one content stream each, text as BT … ET
// blocks of one Tm and one TJ of WinAnsi hex strings, images as `w 0 0 -h x y cm /In Do`.
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';

/** One run of text: what it says, where it starts (points from the page's left and top edges), its size and font. */
export interface TextRun {
  text: string;
  x: number;
  top: number;
  size: number;
  font: string;
}

/** One image drawn: its place and size on the page (points, from the top-left corner) and its object's number. */
export interface DrawnImage {
  x: number;
  top: number;
  width: number;
  height: number;
  object: number;
}

export interface PdfPage {
  width: number;
  height: number;
  runs: TextRun[];
  images: DrawnImage[];
}

// Windows-1252's 0x80–0x9F; the five bytes it leaves undefined as U+FFFD.
const WIN_ANSI_HIGH = '€\ufffd‚ƒ„…†‡ˆ‰Š‹Œ\ufffdŽ\ufffd\ufffd‘’“”•–—˜™š›œ\ufffdžŸ';

function winAnsi(bytes: Buffer): string {
  return [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_HIGH[byte - 0x80] : String.fromCharCode(byte))).join('');
}

/** The file's objects by number: each one's dictionary text and, for a stream, its bytes. */
function objectsOf(pdf: Buffer): Map<number, { dictionary: string; stream?: Buffer }> {
  const raw = pdf.toString('latin1');
  const objects = new Map<number, { dictionary: string; stream?: Buffer }>();
  for (const match of raw.matchAll(/(?:^|\n)(\d+) 0 obj\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('\nendobj', start);
    const body = raw.slice(start, end);
    const streamAt = body.indexOf('\nstream\n');
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dictionary: body });
      continue;
    }
    const dictionary = body.slice(0, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
    const from = start + streamAt + '\nstream\n'.length;
    objects.set(Number(match[1]), { dictionary, stream: pdf.subarray(from, from + length) });
  }
  return objects;
}

const refOf = (dictionary: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dictionary)?.[1]);

function contentOf(object: { dictionary: string; stream?: Buffer } | undefined): string {
  if (!object?.stream) throw new Error('A page without its content stream.');
  if (object.dictionary.includes('/FlateDecode')) throw new Error('Render with compress: false to read the page.');
  return object.stream.toString('latin1');
}

/** The pages of a PDF rendered with `compress: false`, in order, with the text and images each draws. */
export function readPdf(pdf: Buffer): PdfPage[] {
  const objects = objectsOf(pdf);
  const pagesObject = [...objects.values()].find((object) => object.dictionary.includes('/Type /Pages'))!;
  const kids = [.../\/Kids \[([^\]]*)\]/.exec(pagesObject.dictionary)![1]!.matchAll(/(\d+) 0 R/g)].map((kid) => Number(kid[1]));
  return kids.map((number) => {
    const page = objects.get(number)!.dictionary;
    const [, , width = 0, height = 0] = /\/MediaBox \[([^\]]*)\]/.exec(page)![1]!.trim().split(/\s+/).map(Number);
    const content = contentOf(objects.get(refOf(page, 'Contents')));
    const resources = objects.get(refOf(page, 'Resources'))!.dictionary;
    const runs: TextRun[] = [];
    for (const block of content.matchAll(/BT\n([\s\S]*?)\nET/g)) {
      const tm = /1 0 0 1 (\S+) (\S+) Tm/.exec(block[1]!);
      const tf = /\/(\S+) (\S+) Tf/.exec(block[1]!);
      for (const tj of block[1]!.matchAll(/\[([^\]]*)\] TJ/g)) {
        const hex = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
        const font = /\/BaseFont \/(\S+)/.exec(objects.get(refOf(resources, tf![1]!))?.dictionary ?? '')?.[1] ?? '';
        runs.push({ text: winAnsi(Buffer.from(hex, 'hex')), x: Number(tm![1]), top: height - Number(tm![2]), size: Number(tf![2]), font });
      }
    }
    const images = [...content.matchAll(/(\S+) 0 0 (\S+) (\S+) (\S+) cm\n\/(\S+) Do/g)].map((image) => {
      const [, w, h, x, y, name] = image;
      // pdfkit draws on a page flipped to run top-down, so an image's matrix is w 0 0 -h x (top + h).
      return { x: Number(x), top: Number(y) + Number(h), width: Number(w), height: -Number(h), object: refOf(resources, name!) };
    });
    return { width, height, runs, images };
  });
}

/** Every run of text of every page, joined by line breaks: what a reader sees, in drawing order. */
export function pdfText(pdf: Buffer): string {
  return readPdf(pdf)
    .flatMap((page) => page.runs.map((run) => run.text))
    .join('\n');
}

/** The image's dictionary: its pixel size and colours. */
export function imageObject(pdf: Buffer, object: number): { dictionary: string; width: number; height: number } {
  const { dictionary } = objectsOf(pdf).get(object)!;
  return { dictionary, width: Number(/\/Width (\d+)/.exec(dictionary)?.[1]), height: Number(/\/Height (\d+)/.exec(dictionary)?.[1]) };
}

/** The numbers of the file's image objects, compressed or not (pdfkit deflates images either way). */
export function imageObjectsOf(pdf: Buffer): number[] {
  return [...objectsOf(pdf)].filter(([, object]) => object.dictionary.includes('/Subtype /Image')).map(([number]) => number);
}

/** What a QR code drawn as an image says, read by a decoder from the image's own pixels; null if it is none. */
export function qrTextOf(pdf: Buffer, object: number): { text: string; version: number } | null {
  const image = objectsOf(pdf).get(object)!;
  const { width, height } = imageObject(pdf, object);
  // The QR renderers' PNGs carry an alpha channel, so pdfkit keeps their colours as plain 8-bit RGB, deflated.
  if (!image.dictionary.includes('/DeviceRGB') || image.dictionary.includes('/DecodeParms')) return null;
  const rgb = inflateSync(image.stream!);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    rgba.set(rgb.subarray(pixel * 3, pixel * 3 + 3), pixel * 4);
    rgba[pixel * 4 + 3] = 255;
  }
  const code = jsQR(rgba, width, height);
  return code && { text: code.data, version: code.version };
}
