// What the local service (local-aeat.ts) reads of a request that SuministroLR.xsd has accepted: the issuer of its
// Cabecera, and of each record the invoice it names, the previous record it chains to, its huella and the huella
// recomputed from its own fields as the AEAT's huella document (v0.1.2) says, values as written in the XML; of an alta
// also its Subsanacion and RechazoPrevio, and of every record the NIF of the billing system that made it.
import { altaHuellaInput, anulacionHuellaInput } from '@rueda/domain';
import { huella } from './huella.ts';
import { SUMINISTRO_INFORMACION_NS, SUMINISTRO_LR_NS } from './record-xml.ts';
import { childNamed, childrenNamed, requiredText, textOf, XmlReadError, type XmlElement } from './xml-read.ts';

const LR = SUMINISTRO_LR_NS;
const SI = SUMINISTRO_INFORMACION_NS;

/** An invoice as a record names it, each value as written (the date dd-mm-yyyy). */
export interface WrittenInvoiceRef {
  IDEmisorFactura: string;
  NumSerieFactura: string;
  FechaExpedicionFactura: string;
}

export interface ReceivedRecord {
  operation: 'Alta' | 'Anulacion';
  invoice: WrittenInvoiceRef;
  /** The record it chains to, or `first` for PrimerRegistro S. */
  previous: (WrittenInvoiceRef & { Huella: string }) | 'first';
  huella: string;
  /** The huella of the record's own fields: what `huella` must be. */
  expectedHuella: string;
  /** An alta's Subsanacion and RechazoPrevio as written (absent: N). */
  subsanacion: string;
  rechazoPrevio: string;
  /** SistemaInformatico's NIF (the producer's). */
  systemNif: string;
}

export interface ReceivedRequest {
  issuer: { NombreRazon: string; NIF: string };
  records: ReceivedRecord[];
}

const text = (element: XmlElement, name: string) => requiredText(element, SI, name).trim();

/** What every record says beside its invoice and chain: the system's NIF, an alta's correction flags. */
function flagsOf(record: XmlElement): Pick<ReceivedRecord, 'subsanacion' | 'rechazoPrevio' | 'systemNif'> {
  const system = childNamed(record, SI, 'SistemaInformatico');
  return {
    subsanacion: textOf(record, SI, 'Subsanacion')?.trim() ?? 'N',
    rechazoPrevio: textOf(record, SI, 'RechazoPrevio')?.trim() ?? 'N',
    systemNif: (system && textOf(system, SI, 'NIF')?.trim()) ?? '',
  };
}

function previousOf(record: XmlElement): ReceivedRecord['previous'] {
  const link = childNamed(record, SI, 'Encadenamiento');
  const anterior = link && childNamed(link, SI, 'RegistroAnterior');
  if (!anterior) return 'first';
  return {
    IDEmisorFactura: text(anterior, 'IDEmisorFactura'),
    NumSerieFactura: text(anterior, 'NumSerieFactura'),
    FechaExpedicionFactura: text(anterior, 'FechaExpedicionFactura'),
    Huella: text(anterior, 'Huella'),
  };
}

function altaOf(alta: XmlElement): ReceivedRecord {
  const id = childNamed(alta, SI, 'IDFactura');
  if (!id) throw new XmlReadError('A RegistroAlta has no IDFactura.');
  const invoice = {
    IDEmisorFactura: text(id, 'IDEmisorFactura'),
    NumSerieFactura: text(id, 'NumSerieFactura'),
    FechaExpedicionFactura: text(id, 'FechaExpedicionFactura'),
  };
  const previous = previousOf(alta);
  const input = altaHuellaInput({
    ...invoice,
    TipoFactura: text(alta, 'TipoFactura'),
    CuotaTotal: text(alta, 'CuotaTotal'),
    ImporteTotal: text(alta, 'ImporteTotal'),
    Huella: previous === 'first' ? '' : previous.Huella,
    FechaHoraHusoGenRegistro: text(alta, 'FechaHoraHusoGenRegistro'),
  });
  return { operation: 'Alta', invoice, previous, huella: text(alta, 'Huella'), expectedHuella: huella(input), ...flagsOf(alta) };
}

function anulacionOf(anulacion: XmlElement): ReceivedRecord {
  const id = childNamed(anulacion, SI, 'IDFactura');
  if (!id) throw new XmlReadError('A RegistroAnulacion has no IDFactura.');
  const invoice = {
    IDEmisorFactura: text(id, 'IDEmisorFacturaAnulada'),
    NumSerieFactura: text(id, 'NumSerieFacturaAnulada'),
    FechaExpedicionFactura: text(id, 'FechaExpedicionFacturaAnulada'),
  };
  const previous = previousOf(anulacion);
  const input = anulacionHuellaInput({
    IDEmisorFacturaAnulada: invoice.IDEmisorFactura,
    NumSerieFacturaAnulada: invoice.NumSerieFactura,
    FechaExpedicionFacturaAnulada: invoice.FechaExpedicionFactura,
    Huella: previous === 'first' ? '' : previous.Huella,
    FechaHoraHusoGenRegistro: text(anulacion, 'FechaHoraHusoGenRegistro'),
  });
  return {
    operation: 'Anulacion',
    invoice,
    previous,
    huella: text(anulacion, 'Huella'),
    expectedHuella: huella(input),
    ...flagsOf(anulacion),
  };
}

/** Reads RegFactuSistemaFacturacion (already valid against SuministroLR.xsd). */
export function readReceivedRequest(request: XmlElement): ReceivedRequest {
  if (request.ns !== LR || request.name !== 'RegFactuSistemaFacturacion')
    throw new XmlReadError(`<${request.name}> is not RegFactuSistemaFacturacion.`);
  const cabecera = childNamed(request, LR, 'Cabecera');
  const obligado = cabecera && childNamed(cabecera, SI, 'ObligadoEmision');
  if (!obligado) throw new XmlReadError('The request has no Cabecera with its ObligadoEmision.');
  const records = childrenNamed(request, LR, 'RegistroFactura').map((registro) => {
    const alta = childNamed(registro, SI, 'RegistroAlta');
    const anulacion = childNamed(registro, SI, 'RegistroAnulacion');
    if (alta) return altaOf(alta);
    if (anulacion) return anulacionOf(anulacion);
    throw new XmlReadError('A RegistroFactura holds neither a RegistroAlta nor a RegistroAnulacion.');
  });
  return { issuer: { NombreRazon: text(obligado, 'NombreRazon'), NIF: text(obligado, 'NIF') }, records };
}
