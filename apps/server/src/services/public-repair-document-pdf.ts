// docs/product.md §21 and §29: a document of the repair link's repair, as the customer downloads it. Answered only
// while the link is live and only for a document of that link's repair, named by the handle the link gave it
// (public-repair-money.ts); any other token or handle meets the link's one not-found, with nothing said about why.
import type { TPublicRepairDocumentPdfInput } from '@rueda/domain';
import type { Executor } from '../db/client.ts';
import { liveLinkOf, notFound } from './public-repair-links.ts';
import { documentOfHandle } from './public-repair-money.ts';
import { salesDocumentFile, type SalesFileConfig } from './sales-document-file.ts';

/** The document's PDF, an A4 page or an 80 mm ticket in the language asked, and its file name. */
export async function publicRepairDocumentFile(
  db: Executor,
  config: SalesFileConfig,
  input: TPublicRepairDocumentPdfInput,
  now: Date,
): Promise<{ fileName: string; content: Buffer }> {
  const link = await liveLinkOf(db, input.token, now);
  const documentId = await documentOfHandle(
    db,
    { workshopId: link.workshopId, repairId: link.repair.id, token: input.token },
    input.handle,
  );
  if (documentId === null) throw notFound();
  const { fileName, content } = await salesDocumentFile(db, config, link.workshopId, documentId, {
    language: input.language,
    format: input.format === 'ticket' ? 'receipt' : 'a4',
  });
  return { fileName, content };
}
