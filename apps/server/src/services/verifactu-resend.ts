// docs/verifactu.md §9: a record the AEAT refused, or accepted with errors, is corrected by a new alta of the same
// invoice (a subsanación), chained like any record and sent by the queue; the document and the earlier records never
// change. The correction says Subsanacion S and, when the AEAT holds no alta of the invoice (every earlier one was
// refused), RechazoPrevio X; when it holds one and the correction before this one was refused, RechazoPrevio S
// (SuministroInformacion.xsd's RechazoPrevioType; the AEAT's errors 1153 and 1161). It carries what the document
// fixes as the first record did, with the installation's billing system as configured now, the chain's current head
// and its own moment and huella: what a subsanación can correct in Rueda's records.
import { randomUUID } from 'node:crypto';
import {
  formatVerifactuInstant,
  FunctionError,
  VERIFACTU_RESENDABLE_STATES,
  type VerifactuAlta,
  type VerifactuSendState,
  type VerifactuSistemaInformatico,
} from '@rueda/domain';
import type { Db, Executor } from '../db/client.ts';
import { readBookingSettings } from '../data/booking-settings.ts';
import { getSalesDocument } from '../data/sales-documents.ts';
import { appendRecord, lockChainHead, recordsOfDocument } from '../data/verifactu-records.ts';
import { sealAlta } from '../verifactu/huella.ts';
import { registroAltaXml } from '../verifactu/record-xml.ts';
import { chainLinkOf } from './verifactu-alta.ts';

export interface RecordContext {
  system: VerifactuSistemaInformatico;
  now: Date;
}

/** States in which the AEAT holds a record of the invoice. */
const HELD: readonly string[] = ['accepted', 'accepted-with-errors'];

/** The correction flags of the alta that corrects `latest`, given the invoice's earlier altas. */
export function correctionFlags(latest: VerifactuSendState, heldBefore: boolean): Pick<VerifactuAlta, 'Subsanacion' | 'RechazoPrevio'> {
  if (latest !== 'refused') return { Subsanacion: 'S' };
  return { Subsanacion: 'S', RechazoPrevio: heldBefore ? 'S' : 'X' };
}

/** The document's records, its chain locked, for a correction or an anulación; refused when it has none. */
export async function lockedRecordsOf(tx: Executor, workshopId: string, documentId: string) {
  const document = await getSalesDocument(tx, workshopId, documentId);
  if (document.issuer.country !== 'ES') throw new FunctionError('failed-precondition', 'Only a Spanish document has VERI*FACTU records.');
  const head = await lockChainHead(tx, workshopId, document.issuer.taxId);
  const records = await recordsOfDocument(tx, workshopId, documentId);
  const altas = records.filter((record) => record.kind === 'alta');
  if (!altas.length) throw new FunctionError('failed-precondition', 'This document has no VERI*FACTU record.');
  const annulled = records.some((record) => record.kind === 'anulacion');
  return { document, head, altas, latest: altas.at(-1)!, annulled };
}

/** Makes the correction of a document's refused (or accepted with errors) alta and queues it. */
export async function resendAlta(db: Db, workshopId: string, documentId: string, context: RecordContext): Promise<void> {
  await db.transaction(async (tx) => {
    const { document, head, altas, latest, annulled } = await lockedRecordsOf(tx, workshopId, documentId);
    if (annulled) throw new FunctionError('failed-precondition', 'This document was cancelled: its records are not sent again.');
    const state = latest.sendState as VerifactuSendState;
    if (!VERIFACTU_RESENDABLE_STATES.includes(state))
      throw new FunctionError(
        'failed-precondition',
        state === 'accepted' ? 'The AEAT accepted this record: nothing to correct.' : 'This record is waiting for the AEAT’s answer.',
      );
    const heldBefore = altas.some((alta) => HELD.includes(alta.sendState));
    const { timeZone } = await readBookingSettings(tx, workshopId);
    const { Huella: _previousHuella, Subsanacion: _s, RechazoPrevio: _r, ...stored } = latest.record as VerifactuAlta;
    const alta = sealAlta({
      ...stored,
      ...correctionFlags(state, heldBefore),
      Encadenamiento: chainLinkOf(document.issuer.taxId, head),
      SistemaInformatico: context.system,
      FechaHoraHusoGenRegistro: formatVerifactuInstant(context.now.getTime(), timeZone),
    });
    await appendRecord(
      tx,
      workshopId,
      {
        id: randomUUID(),
        issuerNif: document.issuer.taxId,
        seq: (head?.seq ?? 0) + 1,
        kind: 'alta',
        documentId,
        huella: alta.Huella,
        previousHuella: head?.huella ?? null,
        record: alta,
        xml: registroAltaXml(alta),
        numSerie: document.numberText,
        issueDay: document.issueDay,
      },
      context.now,
    );
  });
}
