// docs/product.md §21 and §29: a document of the repair saved on the customer's phone or computer. The server sends the
// PDF's bytes as base64 (publicRepairDocumentPdf); they become a Blob behind a temporary link, with no PDF library on
// the page. The staff app's own download helper is not this page's to import (decision 052: nothing of the staff app).
import type { TPublicRepairDocumentPdfInput } from '@rueda/domain';
import { publicCall } from '../shared/public-call';

/** The bytes of a base64 text. */
function bytesOf(base64: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64);
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/** Asks for the document's PDF and hands it to the browser as a download under the file's own name. */
export async function downloadRepairDocument(input: TPublicRepairDocumentPdfInput): Promise<void> {
  const { fileName, contentBase64 } = await publicCall('publicRepairDocumentPdf', input);
  const url = URL.createObjectURL(new Blob([bytesOf(contentBase64)], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started the download from the link; the Blob can go once this turn is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
