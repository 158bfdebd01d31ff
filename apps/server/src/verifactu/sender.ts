// docs/verifactu.md §6: the sender. A periodic pass (lib/periodic-pass.ts; main.ts starts it, tests call tick() after
// moving the clock) takes each issuer's chain with pending records whose wait is over, and, holding that chain's
// sending lock, posts up to 1,000 of its records in chain order as one request, then stores each record's answer.
// An answered send waits the AEAT's TiempoEsperaEnvio before the chain's next; a send with no answer, or refused
// whole by a SOAP fault, leaves its records pending with the error and waits longer after each failure in a row.
import { formatVerifactuDate, type VerifactuInvoiceRef } from '@rueda/domain';
import type { Db } from '../db/client.ts';
import {
  issuerNameOf,
  issuersDue,
  pendingRecords,
  sendWaitOf,
  setSendWait,
  storeAnswers,
  withSendingLock,
  type IssuerChain,
  type PendingRecord,
  type RecordAnswer,
} from '../data/verifactu-sending.ts';
import { periodicPass } from '../lib/periodic-pass.ts';
import { readVerifactuAnswer, type AnswerLine, type VerifactuAnswer } from './answer.ts';
import { postSoap, type SoapTransport } from './soap-client.ts';
import { requestOfStoredRecords, soapEnvelope } from './soap.ts';

export const VERIFACTU_INTERVAL_MS = 10_000;
/** SuministroLR.xsd: a request carries at most 1,000 records. */
export const RECORDS_PER_REQUEST = 1000;
/** Chains one pass looks at; the rest wait for the next pass. */
const CHAINS_PER_PASS = 50;
/** After a failed send: 1 minute, doubling with each failure in a row, at most an hour. */
export const retryDelayMs = (failures: number) => Math.min(60_000 * 2 ** Math.max(0, failures - 1), 3_600_000);

export interface VerifactuSendReport {
  /** Requests answered by the service. */
  sent: number;
  /** Requests with no answer or refused whole: their records stay pending. */
  failed: number;
  /** Chains another instance was sending. */
  skipped: number;
  records: { accepted: number; acceptedWithErrors: number; refused: number; pending: number };
}

export interface VerifactuSender {
  tick(): Promise<VerifactuSendReport>;
  start(): void;
  stop(): Promise<void>;
}

type Outcome = { answer: VerifactuAnswer } | { failure: Record<string, unknown> };

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Posts the records and reads what came back; never throws: a failure is an outcome. */
async function send(transport: SoapTransport, envelope: string): Promise<Outcome> {
  let answered: { status: number; body: string };
  try {
    answered = await postSoap(transport, envelope);
  } catch (error) {
    return { failure: { outcome: 'unanswered', error: reasonOf(error) } };
  }
  try {
    const read = readVerifactuAnswer(answered.body);
    if ('fault' in read) return { failure: { outcome: 'fault', status: answered.status, ...read.fault } };
    return { answer: read.answer };
  } catch (error) {
    return { failure: { outcome: 'unreadable', status: answered.status, error: reasonOf(error), body: answered.body.slice(0, 500) } };
  }
}

const lineKey = (operation: string, ref: { IDEmisorFactura: string; NumSerieFactura: string; FechaExpedicionFactura: string }) =>
  `${operation}|${ref.IDEmisorFactura}|${ref.NumSerieFactura}|${ref.FechaExpedicionFactura}`;

/** The answer line's key of a stored record: its operation and invoice, the date as the XML writes it. */
function recordKey(record: PendingRecord): string {
  const { IDFactura } = record.record as { IDFactura: VerifactuInvoiceRef };
  const written = { ...IDFactura, FechaExpedicionFactura: formatVerifactuDate(IDFactura.FechaExpedicionFactura) };
  return lineKey(record.kind === 'alta' ? 'Alta' : 'Anulacion', written);
}

/** What a record's answer line makes of it. A duplicate (3000) is the AEAT holding the record from an earlier send. */
function stateOf(line: AnswerLine): RecordAnswer['sendState'] {
  if (line.EstadoRegistro === 'Correcto') return 'accepted';
  if (line.EstadoRegistro === 'AceptadoConErrores') return 'accepted-with-errors';
  const duplicate = line.RegistroDuplicado?.EstadoRegistroDuplicado;
  if (duplicate === 'AceptadaConErrores') return 'accepted-with-errors';
  if (duplicate) return 'accepted';
  return 'refused';
}

export function createVerifactuSender(options: {
  db: Db;
  clock: () => Date;
  /** Null: nothing is sent (production without a certificate); a pass does nothing. */
  transport: SoapTransport | null;
  log: (error: unknown) => void;
}): VerifactuSender {
  const { db, clock, transport } = options;

  /** Sends one chain's next records, unless another instance holds the chain or its wait is not over. */
  async function sendChain(chain: IssuerChain, report: VerifactuSendReport): Promise<void> {
    const done = await withSendingLock(db, chain, async (tx) => {
      // Read again under the lock: another instance may have sent and set a wait since issuersDue.
      const wait = await sendWaitOf(tx, chain);
      if (wait && wait.nextSendAt > clock()) return true;
      const records = await pendingRecords(tx, chain, RECORDS_PER_REQUEST);
      if (!records.length) return true;
      const name = (await issuerNameOf(tx, chain)) ?? chain.issuerNif;
      const envelope = soapEnvelope(
        requestOfStoredRecords(
          { NombreRazon: name, NIF: chain.issuerNif },
          records.map((record) => record.xml),
        ),
      );
      const outcome = await send(transport!, envelope);
      const at = clock();
      if ('failure' in outcome) {
        const failures = (wait?.failures ?? 0) + 1;
        const lastAnswer = { ...outcome.failure, at: at.toISOString() };
        await storeAnswers(
          tx,
          chain.workshopId,
          records.map((record) => ({ id: record.id, sendState: 'pending', lastAnswer, sentAt: null })),
        );
        await setSendWait(tx, chain, new Date(at.getTime() + retryDelayMs(failures)), failures);
        report.failed += 1;
        report.records.pending += records.length;
        return true;
      }
      const { answer } = outcome;
      const lines = new Map(answer.RespuestaLinea.map((line) => [lineKey(line.TipoOperacion, line.IDFactura), line]));
      const answers = records.map((record): RecordAnswer => {
        const line = lines.get(recordKey(record));
        if (!line)
          return {
            id: record.id,
            sendState: 'pending',
            lastAnswer: { outcome: 'no-line', EstadoEnvio: answer.EstadoEnvio, at: at.toISOString() },
            sentAt: null,
          };
        const { IDFactura: _id, ...said } = line;
        const lastAnswer = { outcome: 'answered', EstadoEnvio: answer.EstadoEnvio, ...said, CSV: answer.CSV, at: at.toISOString() };
        return { id: record.id, sendState: stateOf(line), lastAnswer, sentAt: at };
      });
      await storeAnswers(tx, chain.workshopId, answers);
      // The AEAT's TiempoEsperaEnvio: seconds before this chain's next send.
      await setSendWait(tx, chain, new Date(at.getTime() + answer.TiempoEsperaEnvio * 1000), 0);
      report.sent += 1;
      for (const { sendState } of answers) {
        if (sendState === 'accepted') report.records.accepted += 1;
        else if (sendState === 'accepted-with-errors') report.records.acceptedWithErrors += 1;
        else if (sendState === 'refused') report.records.refused += 1;
        else report.records.pending += 1;
      }
      return true;
    });
    if (done === null) report.skipped += 1;
  }

  async function tick(): Promise<VerifactuSendReport> {
    const report: VerifactuSendReport = {
      sent: 0,
      failed: 0,
      skipped: 0,
      records: { accepted: 0, acceptedWithErrors: 0, refused: 0, pending: 0 },
    };
    if (!transport) return report;
    for (const chain of await issuersDue(db, clock(), CHAINS_PER_PASS)) await sendChain(chain, report);
    return report;
  }

  const periodic = periodicPass(tick, VERIFACTU_INTERVAL_MS, options.log);
  return {
    tick,
    // Without a transport nothing can be sent: no pass runs, and the records stay pending.
    start: () => (transport ? periodic.start() : undefined),
    stop: () => periodic.stop(),
  };
}
