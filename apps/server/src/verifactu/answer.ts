// The AEAT's answer to a send, RespuestaRegFactuSistemaFacturacion (RespuestaSuministro.xsd): the send's state
// (EstadoEnvio), the seconds to wait before the next send (TiempoEsperaEnvio) and each record's state with its error
// code. Written by the local service (local-aeat.ts) with the prefixes the AEAT's service uses (tikR, tik), and read
// by the sender: a strict reader of exactly these elements, which refuses an answer it cannot read whole.
import { xmlElement, xmlParent } from '../lib/xml-text.ts';
import { SUMINISTRO_INFORMACION_NS } from './record-xml.ts';
import { faultOf, soapBodyOf, soapEnvelope, type SoapFault } from './soap.ts';
import { childNamed, childrenNamed, requiredText, textOf, XmlReadError, type XmlElement } from './xml-read.ts';

/** RespuestaSuministro.xsd's target namespace. */
export const RESPUESTA_SUMINISTRO_NS = SUMINISTRO_INFORMACION_NS.replace('SuministroInformacion.xsd', 'RespuestaSuministro.xsd');

export const ESTADOS_ENVIO = ['Correcto', 'ParcialmenteCorrecto', 'Incorrecto'] as const;
export const ESTADOS_REGISTRO = ['Correcto', 'AceptadoConErrores', 'Incorrecto'] as const;
const ESTADOS_DUPLICADO = ['Correcta', 'AceptadaConErrores', 'Anulada'] as const;
const OPERACIONES = ['Alta', 'Anulacion'] as const;

export type EstadoEnvio = (typeof ESTADOS_ENVIO)[number];
export type EstadoRegistro = (typeof ESTADOS_REGISTRO)[number];
export type TipoOperacion = (typeof OPERACIONES)[number];

/** One record's answer (RespuestaExpedidaType); the date as written, dd-mm-yyyy. */
export interface AnswerLine {
  IDFactura: { IDEmisorFactura: string; NumSerieFactura: string; FechaExpedicionFactura: string };
  TipoOperacion: TipoOperacion;
  EstadoRegistro: EstadoRegistro;
  CodigoErrorRegistro?: number;
  DescripcionErrorRegistro?: string;
  /** Only on a record refused as a duplicate (3000): what the AEAT holds for the record sent before. */
  RegistroDuplicado?: {
    IdPeticionRegistroDuplicado: string;
    EstadoRegistroDuplicado: (typeof ESTADOS_DUPLICADO)[number];
    CodigoErrorRegistro?: number;
    DescripcionErrorRegistro?: string;
  };
}

export interface VerifactuAnswer {
  /** Only when the send was not refused. */
  CSV?: string;
  DatosPresentacion?: { NIFPresentador: string; TimestampPresentacion: string };
  Cabecera: { NombreRazon: string; NIF: string };
  /** Seconds to wait before the next send. */
  TiempoEsperaEnvio: number;
  EstadoEnvio: EstadoEnvio;
  RespuestaLinea: AnswerLine[];
}

const r = (name: string) => `tikR:${name}`;
const t = (name: string) => `tik:${name}`;
const optional = (name: string, value: string | number | undefined) => (value === undefined ? [] : [xmlElement(name, String(value))]);

function lineXml(line: AnswerLine): string {
  const duplicate = line.RegistroDuplicado;
  return xmlParent(r('RespuestaLinea'), [
    xmlParent(r('IDFactura'), [
      xmlElement(t('IDEmisorFactura'), line.IDFactura.IDEmisorFactura),
      xmlElement(t('NumSerieFactura'), line.IDFactura.NumSerieFactura),
      xmlElement(t('FechaExpedicionFactura'), line.IDFactura.FechaExpedicionFactura),
    ]),
    xmlParent(r('Operacion'), [xmlElement(t('TipoOperacion'), line.TipoOperacion)]),
    xmlElement(r('EstadoRegistro'), line.EstadoRegistro),
    ...optional(r('CodigoErrorRegistro'), line.CodigoErrorRegistro),
    ...optional(r('DescripcionErrorRegistro'), line.DescripcionErrorRegistro),
    ...(duplicate
      ? [
          xmlParent(r('RegistroDuplicado'), [
            xmlElement(t('IdPeticionRegistroDuplicado'), duplicate.IdPeticionRegistroDuplicado),
            xmlElement(t('EstadoRegistroDuplicado'), duplicate.EstadoRegistroDuplicado),
            ...optional(t('CodigoErrorRegistro'), duplicate.CodigoErrorRegistro),
            ...optional(t('DescripcionErrorRegistro'), duplicate.DescripcionErrorRegistro),
          ]),
        ]
      : []),
  ]);
}

/** The answer as a document of its own, RespuestaRegFactuSistemaFacturacion at its root (what the XSD checks). */
export function answerXml(answer: VerifactuAnswer): string {
  const children = [
    ...optional(r('CSV'), answer.CSV),
    ...(answer.DatosPresentacion
      ? [
          xmlParent(r('DatosPresentacion'), [
            xmlElement(t('NIFPresentador'), answer.DatosPresentacion.NIFPresentador),
            xmlElement(t('TimestampPresentacion'), answer.DatosPresentacion.TimestampPresentacion),
          ]),
        ]
      : []),
    xmlParent(r('Cabecera'), [
      xmlParent(t('ObligadoEmision'), [
        xmlElement(t('NombreRazon'), answer.Cabecera.NombreRazon),
        xmlElement(t('NIF'), answer.Cabecera.NIF),
      ]),
    ]),
    xmlElement(r('TiempoEsperaEnvio'), String(answer.TiempoEsperaEnvio)),
    xmlElement(r('EstadoEnvio'), answer.EstadoEnvio),
    ...answer.RespuestaLinea.map(lineXml),
  ];
  return (
    `<?xml version="1.0" encoding="UTF-8"?><tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${RESPUESTA_SUMINISTRO_NS}" ` +
    `xmlns:tik="${SUMINISTRO_INFORMACION_NS}">${children.join('')}</tikR:RespuestaRegFactuSistemaFacturacion>`
  );
}

/** The answer in the SOAP envelope the service sends. */
export function answerEnvelopeXml(answer: VerifactuAnswer): string {
  return soapEnvelope(answerXml(answer), 'env');
}

function oneOf<T extends string>(value: string, allowed: readonly T[], name: string): T {
  if (!(allowed as readonly string[]).includes(value)) throw new XmlReadError(`${name} "${value}" is not one of ${allowed.join(', ')}.`);
  return value as T;
}

function integerOf(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\s*-?\d+\s*$/.test(value)) throw new XmlReadError(`${name} "${value}" is not an integer.`);
  return Number(value);
}

const R = RESPUESTA_SUMINISTRO_NS;
const S = SUMINISTRO_INFORMACION_NS;

function readLine(line: XmlElement): AnswerLine {
  const id = childNamed(line, R, 'IDFactura');
  const operation = childNamed(line, R, 'Operacion');
  if (!id || !operation) throw new XmlReadError('A RespuestaLinea has no IDFactura or Operacion.');
  const duplicate = childNamed(line, R, 'RegistroDuplicado');
  const code = integerOf(textOf(line, R, 'CodigoErrorRegistro'), 'CodigoErrorRegistro');
  const description = textOf(line, R, 'DescripcionErrorRegistro');
  return {
    IDFactura: {
      IDEmisorFactura: requiredText(id, S, 'IDEmisorFactura').trim(),
      NumSerieFactura: requiredText(id, S, 'NumSerieFactura').trim(),
      FechaExpedicionFactura: requiredText(id, S, 'FechaExpedicionFactura').trim(),
    },
    TipoOperacion: oneOf(requiredText(operation, S, 'TipoOperacion').trim(), OPERACIONES, 'TipoOperacion'),
    EstadoRegistro: oneOf(requiredText(line, R, 'EstadoRegistro').trim(), ESTADOS_REGISTRO, 'EstadoRegistro'),
    ...(code === undefined ? {} : { CodigoErrorRegistro: code }),
    ...(description === undefined ? {} : { DescripcionErrorRegistro: description.trim() }),
    ...(duplicate
      ? {
          RegistroDuplicado: {
            IdPeticionRegistroDuplicado: requiredText(duplicate, S, 'IdPeticionRegistroDuplicado').trim(),
            EstadoRegistroDuplicado: oneOf(
              requiredText(duplicate, S, 'EstadoRegistroDuplicado').trim(),
              ESTADOS_DUPLICADO,
              'EstadoRegistroDuplicado',
            ),
            ...(textOf(duplicate, S, 'CodigoErrorRegistro') === undefined
              ? {}
              : { CodigoErrorRegistro: integerOf(textOf(duplicate, S, 'CodigoErrorRegistro'), 'CodigoErrorRegistro') }),
            ...(textOf(duplicate, S, 'DescripcionErrorRegistro') === undefined
              ? {}
              : { DescripcionErrorRegistro: textOf(duplicate, S, 'DescripcionErrorRegistro')!.trim() }),
          },
        }
      : {}),
  };
}

/** What the service answered: its answer, or the fault that refused the whole send. Throws XmlReadError otherwise. */
export function readVerifactuAnswer(xml: string): { answer: VerifactuAnswer } | { fault: SoapFault } {
  const content = soapBodyOf(xml);
  const fault = faultOf(content);
  if (fault) return { fault };
  if (content.ns !== R || content.name !== 'RespuestaRegFactuSistemaFacturacion')
    throw new XmlReadError(`The answer is <${content.name}>, not RespuestaRegFactuSistemaFacturacion.`);
  const header = childNamed(content, R, 'Cabecera');
  const cabecera = header && childNamed(header, S, 'ObligadoEmision');
  if (!cabecera) throw new XmlReadError('The answer has no Cabecera with its ObligadoEmision.');
  const wait = requiredText(content, R, 'TiempoEsperaEnvio').trim();
  // sf:Tipo6Type: up to four digits.
  if (!/^\d{1,4}$/.test(wait)) throw new XmlReadError(`TiempoEsperaEnvio "${wait}" is not up to four digits.`);
  const presented = childNamed(content, R, 'DatosPresentacion');
  const csv = textOf(content, R, 'CSV');
  return {
    answer: {
      ...(csv === undefined ? {} : { CSV: csv.trim() }),
      ...(presented
        ? {
            DatosPresentacion: {
              NIFPresentador: requiredText(presented, S, 'NIFPresentador').trim(),
              TimestampPresentacion: requiredText(presented, S, 'TimestampPresentacion').trim(),
            },
          }
        : {}),
      Cabecera: { NombreRazon: requiredText(cabecera, S, 'NombreRazon').trim(), NIF: requiredText(cabecera, S, 'NIF').trim() },
      TiempoEsperaEnvio: Number(wait),
      EstadoEnvio: oneOf(requiredText(content, R, 'EstadoEnvio').trim(), ESTADOS_ENVIO, 'EstadoEnvio'),
      RespuestaLinea: childrenNamed(content, R, 'RespuestaLinea').map(readLine),
    },
  };
}
