// docs/verifactu.md §7: a local service that answers as the AEAT's VERI*FACTU service does, so that development, the
// demo and the tests send records without the AEAT's test portal. POST /dev/aeat/verifactu, never in production
// (parts/verifactu.ts). It refuses a whole send that is not SOAP or not valid against SuministroLR.xsd with the
// AEAT's SOAP fault, and judges each record with the AEAT's codes (its list of errors, beside SistemaFacturacion.wsdl):
// 1108 an invoice of another NIF than the Cabecera's, 3000 a duplicate, 3001 a record of a cancelled invoice, 3002 an
// anulación or a correction of no alta, 1153 and 1161 a RechazoPrevio without Subsanacion S, 1176 a billing system
// whose NIF is wrong, 1269 a record that does not chain to the last one it kept for the issuer (refused), 2007 a first
// record when the issuer has some and 2000 a huella that its fields do not give (both accepted with errors, as the
// AEAT does). It answers RespuestaRegFactuSistemaFacturacion with TiempoEsperaEnvio, 60 seconds unless told otherwise.
import { randomInt } from 'node:crypto';
import { isValidSpanishTaxId } from '@rueda/domain';
import type { FastifyInstance } from 'fastify';
import type { Db, Executor } from '../db/client.ts';
import {
  acceptedRecord,
  keepAccepted,
  lastAccepted,
  lockLocalIssuer,
  REFUSED_STATE,
  refusedOperation,
} from '../data/verifactu-local-aeat.ts';
import { answerEnvelopeXml, type AnswerLine, type EstadoEnvio, type VerifactuAnswer } from './answer.ts';
import { readReceivedRequest, type ReceivedRecord, type ReceivedRequest } from './local-aeat-request.ts';
import { LOCAL_AEAT_PATH } from './sending-config.ts';
import { soapBodyOf, soapFaultXml } from './soap.ts';
import { standaloneXml, type XmlElement } from './xml-read.ts';
import { validateVerifactuXml } from './xsd-validate.ts';

/** The AEAT's words for each code the local service answers. */
export const LOCAL_AEAT_ERRORS = {
  1108: 'El NIF del IDEmisorFactura debe ser el mismo que el NIF del ObligadoEmision.',
  1153: 'Valor del campo RechazoPrevio no válido, solo podrá incluirse el campo RechazoPrevio con valor X si se ha informado el campo Subsanacion y tiene el valor S.',
  1161: 'El valor del campo RechazoPrevio no es válido, no podrá incluirse el campo RechazoPrevio con valor S si no se ha informado del campo Subsanacion o tiene el valor N.',
  1176: 'El valor de campo NIF del bloque SistemaInformatico es incorrecto.',
  1269: 'El bloque Registro Anterior no esta informado correctamente.',
  2000: 'El cálculo de la huella suministrada es incorrecta.',
  2007: 'No debe informarse como primer registro, existen facturas emitidas con el obligado emisión y el sistema informático actual.',
  3000: 'Registro de facturación duplicado.',
  3001: 'El registro de facturación ya ha sido dado de baja.',
  3002: 'No existe el registro de facturación.',
  4102: 'El XML no cumple el esquema.',
  4103: 'Se ha producido un error inesperado al parsear el XML.',
} as const;

/** The AEAT's usual TiempoEsperaEnvio. */
export const LOCAL_AEAT_WAIT_SECONDS = 60;
/** 1,000 records of a few kilobytes each, with room to spare. */
const BODY_LIMIT = 16 * 1024 * 1024;

export interface LocalAeatOptions {
  db: Db;
  clock: () => Date;
  /** TiempoEsperaEnvio in each answer; 60 seconds by default. */
  waitSeconds?: number;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const randomText = (length: number, alphabet = ALPHANUMERIC) => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');

type Judged = Omit<AnswerLine, 'IDFactura' | 'TipoOperacion'>;

const line = (code: keyof typeof LOCAL_AEAT_ERRORS, estado: AnswerLine['EstadoRegistro']): Judged => ({
  EstadoRegistro: estado,
  CodigoErrorRegistro: code,
  DescripcionErrorRegistro: LOCAL_AEAT_ERRORS[code],
});

/** What the record says that the AEAT refuses, before its chain is looked at; null when nothing. */
async function contentRefusal(tx: Executor, record: ReceivedRecord, id: InvoiceId): Promise<Judged | null> {
  if (record.rechazoPrevio === 'X' && record.subsanacion !== 'S') return line(1153, 'Incorrecto');
  if (record.operation === 'Alta' && record.rechazoPrevio === 'S' && record.subsanacion !== 'S') return line(1161, 'Incorrecto');
  if (await acceptedRecord(tx, { ...id, operation: 'Anulacion' })) return line(3001, 'Incorrecto');
  const alta = await acceptedRecord(tx, { ...id, operation: 'Alta' });
  // An anulación, or a correction of a record the AEAT holds (Subsanacion S without RechazoPrevio X), needs its alta.
  const needsAlta = record.operation === 'Anulacion' || (record.subsanacion === 'S' && record.rechazoPrevio !== 'X');
  if (needsAlta && !alta) return line(3002, 'Incorrecto');
  if (!isValidSpanishTaxId(record.systemNif)) return line(1176, 'Incorrecto');
  return null;
}

type InvoiceId = { issuerNif: string; numSerie: string; issueDate: string };

/** One record's answer, in the order of the request, against what the service kept before it. */
async function judge(tx: Executor, nif: string, record: ReceivedRecord, requestId: string, now: Date): Promise<Judged> {
  const { invoice } = record;
  if (invoice.IDEmisorFactura !== nif) return line(1108, 'Incorrecto');
  const id = { issuerNif: nif, numSerie: invoice.NumSerieFactura, issueDate: invoice.FechaExpedicionFactura };
  const before = await acceptedRecord(tx, { ...id, operation: record.operation });
  // A new alta or an anulación the AEAT holds already, or a correction "X" (no alta held) of one it holds.
  const duplicate = record.operation === 'Anulacion' || record.subsanacion !== 'S' || record.rechazoPrevio === 'X';
  if (before && duplicate)
    return {
      ...line(3000, 'Incorrecto'),
      RegistroDuplicado: {
        IdPeticionRegistroDuplicado: before.requestId,
        EstadoRegistroDuplicado: before.state === 'AceptadaConErrores' ? 'AceptadaConErrores' : 'Correcta',
      },
    };
  const head = await lastAccepted(tx, nif);
  const { previous } = record;
  let judged: Judged = { EstadoRegistro: 'Correcto' };
  if (previous === 'first') {
    if (head) judged = line(2007, 'AceptadoConErrores');
  } else if (
    !head ||
    previous.IDEmisorFactura !== nif ||
    previous.NumSerieFactura !== head.numSerie ||
    previous.FechaExpedicionFactura !== head.issueDate ||
    previous.Huella !== head.huella
  )
    return line(1269, 'Incorrecto');
  judged = (await contentRefusal(tx, record, id)) ?? judged;
  if (judged.EstadoRegistro === 'Correcto' && record.huella !== record.expectedHuella) judged = line(2000, 'AceptadoConErrores');
  // A record refused for what it says stays in the chain the billing system made, beside (never in place of) the
  // invoice's record the AEAT holds.
  const state = { Correcto: 'Correcta', AceptadoConErrores: 'AceptadaConErrores', Incorrecto: REFUSED_STATE }[judged.EstadoRegistro];
  await keepAccepted(tx, {
    ...id,
    operation: state === REFUSED_STATE ? refusedOperation(record.operation) : record.operation,
    huella: record.huella,
    state,
    errorCode: judged.CodigoErrorRegistro ?? null,
    errorText: judged.DescripcionErrorRegistro ?? null,
    requestId,
    acceptedAt: now,
  });
  return judged;
}

/** The send's state from its records' (RespuestaSuministro.xsd's EstadoEnvio). */
function estadoEnvioOf(lines: readonly Judged[]): EstadoEnvio {
  if (lines.every((judged) => judged.EstadoRegistro === 'Correcto')) return 'Correcto';
  if (lines.every((judged) => judged.EstadoRegistro === 'Incorrecto')) return 'Incorrecto';
  return 'ParcialmenteCorrecto';
}

/** Answers one request's body: the answer's envelope, or the fault that refuses the whole send. */
export async function answerLocally(options: LocalAeatOptions, body: string): Promise<{ status: number; xml: string }> {
  const fault = (code: 4102 | 4103, detail?: string) => ({
    status: 500,
    xml: soapFaultXml('Client', code, detail ? `${LOCAL_AEAT_ERRORS[code]} ${detail}` : LOCAL_AEAT_ERRORS[code]),
  });
  let content: XmlElement;
  try {
    content = soapBodyOf(body);
  } catch (error) {
    return fault(4103, error instanceof Error ? error.message : undefined);
  }
  const validation = await validateVerifactuXml(standaloneXml(body, content), 'SuministroLR.xsd');
  if (!validation.valid) return fault(4102, validation.errors[0]?.trim());
  let request: ReceivedRequest;
  try {
    request = readReceivedRequest(content);
  } catch (error) {
    return fault(4103, error instanceof Error ? error.message : undefined);
  }
  const now = options.clock();
  const requestId = `${now.toISOString().replace(/\D/g, '').slice(0, 14)}${randomText(6, '0123456789')}`;
  const judged = await options.db.transaction(async (tx) => {
    await lockLocalIssuer(tx, request.issuer.NIF);
    const lines: Judged[] = [];
    for (const record of request.records) lines.push(await judge(tx, request.issuer.NIF, record, requestId, now));
    return lines;
  });
  const estado = estadoEnvioOf(judged);
  const answer: VerifactuAnswer = {
    // The CSV and the presentation's data come only with a send that was not refused.
    ...(estado === 'Incorrecto'
      ? {}
      : {
          CSV: `A-${randomText(14)}`,
          DatosPresentacion: { NIFPresentador: request.issuer.NIF, TimestampPresentacion: now.toISOString().replace(/\.\d{3}Z$/, 'Z') },
        }),
    Cabecera: request.issuer,
    TiempoEsperaEnvio: options.waitSeconds ?? LOCAL_AEAT_WAIT_SECONDS,
    EstadoEnvio: estado,
    RespuestaLinea: request.records.map((record, index) => ({
      IDFactura: record.invoice,
      TipoOperacion: record.operation,
      ...judged[index]!,
    })),
  };
  return { status: 200, xml: answerEnvelopeXml(answer) };
}

/** Serves the local service at POST /dev/aeat/verifactu, its XML bodies read in a scope of its own. */
export async function registerLocalAeat(app: FastifyInstance, options: LocalAeatOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['text/xml', 'application/xml', 'application/soap+xml'],
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post(LOCAL_AEAT_PATH, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      const answer = await answerLocally(options, typeof request.body === 'string' ? request.body : '');
      return reply.code(answer.status).type('text/xml; charset=utf-8').send(answer.xml);
    });
  });
}
