// A pdfkit document whose bytes are gathered into one Buffer when it ends. Its dates are the document's own, so the
// same document renders to the same bytes whenever it is asked for.
import PDFDocument from 'pdfkit';

export interface PdfWriter {
  doc: PDFKit.PDFDocument;
  /** Ends the document and gives its bytes. */
  finish: () => Promise<Buffer>;
}

/** A new PDF with pdfkit's built-in Helvetica (nothing fetched, decision 017), its first page of `size` points. */
export function startPdf(options: {
  size: [number, number] | 'A4';
  margin: number;
  language: string;
  title: string;
  author: string;
  createdAt: string;
  compress?: boolean;
}): PdfWriter {
  const doc = new PDFDocument({
    size: options.size,
    margin: options.margin,
    lang: options.language,
    compress: options.compress ?? true,
    info: { Title: options.title, Author: options.author, CreationDate: new Date(options.createdAt) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return {
    doc,
    finish: () => {
      doc.end();
      return done;
    },
  };
}
