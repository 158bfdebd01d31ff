// docs/verifactu.md §9: an invoice issued by mistake (Real Decreto 1007/2023 art. 11.1: "cuando se haya emitido
// erróneamente una factura", such as one for a sale that never took place, never handed to anyone) is cancelled with a
// registro de facturación de anulación, chained like any record and sent by the queue, with the reason Rueda keeps
// beside it. The document stays as issued and its number stays used (no gap); it is cancelled once. An invoice for a
// sale that did take place is corrected by a rectifying one (Real Decreto 1619/2012 art. 15), never cancelled: so one
// with money taken, or already rectified or replaced, or that itself corrects another, is refused (details.reason
// names which, for the page to say it).
import { randomUUID } from 'node:crypto';
import { formatVerifactuInstant, FunctionError, type TSalesVerifactuCancelInput, type VerifactuAnulacion } from '@rueda/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { salesDocuments } from '../db/schema.ts';
import { readBookingSettings } from '../data/booking-settings.ts';
import { lockCorrections } from '../data/sales-documents.ts';
import { paymentsOfDocuments } from '../data/sales-payments.ts';
import { appendRecord } from '../data/verifactu-records.ts';
import { sealAnulacion } from '../verifactu/huella.ts';
import { registroAnulacionXml } from '../verifactu/record-xml.ts';
import { lockAccount } from './sales-payments.ts';
import { chainLinkOf } from './verifactu-alta.ts';
import { lockedRecordsOf, type RecordContext } from './verifactu-resend.ts';

/** The anulación as Rueda keeps it: the AEAT's record, and the reason the admin gave (which the AEAT is not sent). */
export type StoredAnulacion = VerifactuAnulacion & { reason: string };

/** Cancels a document issued by mistake with its registro de anulación; refused when the law wants a rectification. */
export async function cancelDocument(db: Db, workshopId: string, input: TSalesVerifactuCancelInput, context: RecordContext): Promise<void> {
  await db.transaction(async (tx) => {
    // Its corrections' turn, then its chain's, then its money's: a rectification or a payment beside it waits, then
    // finds it cancelled (the order every writer takes them in: corrections, series and chain, money).
    await lockCorrections(tx, workshopId, input.id);
    const { document, head, latest, annulled } = await lockedRecordsOf(tx, workshopId, input.id);
    await lockAccount(tx, { workshopId, now: context.now }, { repairId: null, documentId: document.id });
    if (annulled) throw new FunctionError('failed-precondition', 'This document is already cancelled.', { reason: 'cancelled' });
    if (document.kind !== 'simplified' && document.kind !== 'full')
      throw new FunctionError('failed-precondition', 'A rectifying or replacing document is not cancelled: rectify it instead.', {
        reason: 'not-an-invoice',
      });
    if (latest.sendState === 'refused')
      throw new FunctionError('failed-precondition', 'The AEAT refused this document’s record: correct and send it again first.', {
        reason: 'refused',
      });
    const [correction] = await tx
      .select({ id: salesDocuments.id })
      .from(salesDocuments)
      .where(and(eq(salesDocuments.workshopId, workshopId), eq(salesDocuments.correctsId, document.id)))
      .limit(1);
    if (correction)
      throw new FunctionError('failed-precondition', 'This document was rectified or replaced: it is not cancelled.', {
        reason: 'rectified',
      });
    const money = (await paymentsOfDocuments(tx, workshopId, [document.id])).reduce((sum, entry) => sum + entry.amountCents, 0);
    if (money !== 0)
      throw new FunctionError('failed-precondition', 'Money was taken for this document: the sale took place, so rectify it instead.', {
        reason: 'money-taken',
      });
    const { timeZone } = await readBookingSettings(tx, workshopId);
    const anulacion = sealAnulacion({
      IDFactura: {
        IDEmisorFactura: document.issuer.taxId,
        NumSerieFactura: document.numberText,
        FechaExpedicionFactura: document.issueDay,
      },
      Encadenamiento: chainLinkOf(document.issuer.taxId, head),
      SistemaInformatico: context.system,
      FechaHoraHusoGenRegistro: formatVerifactuInstant(context.now.getTime(), timeZone),
    });
    const stored: StoredAnulacion = { ...anulacion, reason: input.reason };
    await appendRecord(
      tx,
      workshopId,
      {
        id: randomUUID(),
        issuerNif: document.issuer.taxId,
        seq: (head?.seq ?? 0) + 1,
        kind: 'anulacion',
        documentId: document.id,
        huella: anulacion.Huella,
        previousHuella: head?.huella ?? null,
        record: stored,
        xml: registroAnulacionXml(anulacion),
        numSerie: document.numberText,
        issueDay: document.issueDay,
      },
      context.now,
    );
  });
}
