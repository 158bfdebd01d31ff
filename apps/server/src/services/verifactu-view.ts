// docs/verifactu.md §9: what salesInvoicesGet says of a Spanish document's VERI*FACTU records: its newest alta (the
// correction's once it has one) with its huella, XML, QR code's URL, sending state, the AEAT's last answer (its
// CodigoErrorRegistro and DescripcionErrorRegistro, or the error of a send that got no answer) and when it answered;
// and the document's anulación, if it has one, with its reason and its own sending state.
import {
  verifactuQrUrl,
  type TSalesDocument,
  type TVerifactuAnswer,
  type TVerifactuRecordView,
  type VerifactuEnvironment,
  type VerifactuSendState,
} from '@rueda/domain';
import type { Executor } from '../db/client.ts';
import { recordsOfDocument, type StoredRecord } from '../data/verifactu-records.ts';
import type { StoredAnulacion } from './verifactu-cancel.ts';

/** The AEAT's code and words about a record, from its stored last answer (docs/verifactu.md §6). */
export function answerOf(lastAnswer: unknown): TVerifactuAnswer | null {
  if (!lastAnswer || typeof lastAnswer !== 'object') return null;
  const said = lastAnswer as { CodigoErrorRegistro?: unknown; DescripcionErrorRegistro?: unknown; faultstring?: unknown; error?: unknown };
  const code = typeof said.CodigoErrorRegistro === 'number' ? said.CodigoErrorRegistro : null;
  const description = [said.DescripcionErrorRegistro, said.faultstring, said.error].find((text) => typeof text === 'string') as
    string | undefined;
  return code === null && description === undefined ? null : { code, description: description ?? null };
}

const stateOf = (record: StoredRecord) => record.sendState as VerifactuSendState;

/** The document's records as its page shows them; null when it has none (a Portuguese one, or none yet). */
export async function verifactuViewOf(
  db: Executor,
  workshopId: string,
  document: TSalesDocument,
  environment: VerifactuEnvironment,
): Promise<TVerifactuRecordView | null> {
  const records = await recordsOfDocument(db, workshopId, document.id);
  const alta = records.filter((record) => record.kind === 'alta').at(-1);
  if (!alta) return null;
  const anulacion = records.find((record) => record.kind === 'anulacion');
  return {
    huella: alta.huella,
    xml: alta.xml,
    qrUrl: verifactuQrUrl(
      { nif: document.issuer.taxId, numSerie: document.numberText, fecha: document.issueDay, importeCents: document.totalCents },
      environment,
    ),
    sendState: stateOf(alta),
    answer: answerOf(alta.lastAnswer),
    sentAt: alta.sentAt?.toISOString() ?? null,
    correction: (alta.record as { Subsanacion?: string }).Subsanacion === 'S',
    annulment: anulacion
      ? {
          at: anulacion.createdAt.toISOString(),
          reason: (anulacion.record as StoredAnulacion).reason,
          sendState: stateOf(anulacion),
          answer: answerOf(anulacion.lastAnswer),
        }
      : null,
  };
}
