// The text a VERI*FACTU record's huella is the SHA-256 of (AEAT, "Detalle de las especificaciones técnicas para
// generación de la huella o hash de los registros de facturación", v0.1.2 §5–§6): the fields named below, in this
// order, written name=value, each value trimmed of surrounding spaces, joined by "&", an empty value still written
// ("Huella=" on the first record). The server hashes it (UTF-8, SHA-256, upper-case hex); docs/verifactu.md.
import { formatVerifactuAmount, formatVerifactuDate } from './formats.ts';
import type { VerifactuAlta, VerifactuAnulacion, VerifactuEncadenamiento } from './records.ts';

/** The fields an alta's huella covers, as the record's XML writes them. */
export interface VerifactuAltaHuellaFields {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  FechaExpedicionFactura: string;
  TipoFactura: string;
  CuotaTotal: string;
  ImporteTotal: string;
  /** The previous record's huella; empty for the first record of the chain. */
  Huella: string;
  FechaHoraHusoGenRegistro: string;
}

/** The fields an anulación's huella covers, as the record's XML writes them. */
export interface VerifactuAnulacionHuellaFields {
  IDEmisorFacturaAnulada: string;
  NumSerieFacturaAnulada: string;
  FechaExpedicionFacturaAnulada: string;
  /** The previous record's huella; empty for the first record of the chain. */
  Huella: string;
  FechaHoraHusoGenRegistro: string;
}

const ALTA_ORDER = [
  'IDEmisorFactura',
  'NumSerieFactura',
  'FechaExpedicionFactura',
  'TipoFactura',
  'CuotaTotal',
  'ImporteTotal',
  'Huella',
  'FechaHoraHusoGenRegistro',
] as const satisfies readonly (keyof VerifactuAltaHuellaFields)[];

const ANULACION_ORDER = [
  'IDEmisorFacturaAnulada',
  'NumSerieFacturaAnulada',
  'FechaExpedicionFacturaAnulada',
  'Huella',
  'FechaHoraHusoGenRegistro',
] as const satisfies readonly (keyof VerifactuAnulacionHuellaFields)[];

function joined<T extends object>(fields: T, order: readonly (keyof T & string)[]): string {
  return order.map((name) => `${name}=${String(fields[name]).trim()}`).join('&');
}

/** The huella's input of an alta, from its fields as written in the XML. */
export function altaHuellaInput(fields: VerifactuAltaHuellaFields): string {
  return joined(fields, ALTA_ORDER);
}

/** The huella's input of an anulación, from its fields as written in the XML. */
export function anulacionHuellaInput(fields: VerifactuAnulacionHuellaFields): string {
  return joined(fields, ANULACION_ORDER);
}

/** The previous record's huella an Encadenamiento names, or "" for the first record. */
function previousHuella(link: VerifactuEncadenamiento): string {
  return 'RegistroAnterior' in link ? link.RegistroAnterior.Huella : '';
}

/** An alta record's huella fields, formatted as its XML writes them. */
export function altaHuellaFields(alta: Omit<VerifactuAlta, 'Huella'>): VerifactuAltaHuellaFields {
  return {
    IDEmisorFactura: alta.IDFactura.IDEmisorFactura,
    NumSerieFactura: alta.IDFactura.NumSerieFactura,
    FechaExpedicionFactura: formatVerifactuDate(alta.IDFactura.FechaExpedicionFactura),
    TipoFactura: alta.TipoFactura,
    CuotaTotal: formatVerifactuAmount(alta.CuotaTotal),
    ImporteTotal: formatVerifactuAmount(alta.ImporteTotal),
    Huella: previousHuella(alta.Encadenamiento),
    FechaHoraHusoGenRegistro: alta.FechaHoraHusoGenRegistro,
  };
}

/** An anulación record's huella fields, formatted as its XML writes them. */
export function anulacionHuellaFields(anulacion: Omit<VerifactuAnulacion, 'Huella'>): VerifactuAnulacionHuellaFields {
  return {
    IDEmisorFacturaAnulada: anulacion.IDFactura.IDEmisorFactura,
    NumSerieFacturaAnulada: anulacion.IDFactura.NumSerieFactura,
    FechaExpedicionFacturaAnulada: formatVerifactuDate(anulacion.IDFactura.FechaExpedicionFactura),
    Huella: previousHuella(anulacion.Encadenamiento),
    FechaHoraHusoGenRegistro: anulacion.FechaHoraHusoGenRegistro,
  };
}
