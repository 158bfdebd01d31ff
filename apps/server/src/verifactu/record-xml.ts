// The VERI*FACTU records as the AEAT's web service takes them (SuministroLR.xsd, SuministroInformacion.xsd; Orden
// HAC/1177/2024): RegistroAlta, RegistroAnulacion and the request body RegFactuSistemaFacturacion. Written by hand,
// elements in the order of the XSD's sequences, prefixes as the AEAT's examples (sum for SuministroLR, sum1 for
// SuministroInformacion). Values are formatted by the domain's formats, the same text the huella covers.
import {
  formatVerifactuAmount,
  formatVerifactuDate,
  formatVerifactuRate,
  invalidField,
  type VerifactuAlta,
  type VerifactuAnulacion,
  type VerifactuBreakdownLine,
  type VerifactuEncadenamiento,
  type VerifactuInvoiceRef,
  type VerifactuRecipient,
  type VerifactuRequest,
  type VerifactuSistemaInformatico,
} from '@rueda/domain';
import { xmlElement, xmlParent as parent } from '../lib/xml-text.ts';

/**
 * `<prefix:name>text</prefix:name>`, the text trimmed and escaped: the huella covers each value trimmed (its
 * document's §5), so the XML carries the same text the huella was computed over.
 */
const element = (name: string, text: string) => xmlElement(name, text.trim());

const AEAT_WS = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws';
/** SuministroInformacion.xsd's target namespace: the records and their parts. */
export const SUMINISTRO_INFORMACION_NS = `${AEAT_WS}/SuministroInformacion.xsd`;
/** SuministroLR.xsd's target namespace: the request around the records. */
export const SUMINISTRO_LR_NS = `${AEAT_WS}/SuministroLR.xsd`;

/** The XSD's VersionType: the only version of the records. */
const ID_VERSION = '1.0';
/** TipoHuella 01: SHA-256. */
const TIPO_HUELLA = '01';
/** Impuesto 01: VAT. ClaveRegimen 01: the general regime. */
const IMPUESTO_IVA = '01';
const CLAVE_REGIMEN_GENERAL = '01';

const sf = (name: string) => `sum1:${name}`;

function invoiceRef(name: string, ref: VerifactuInvoiceRef): string {
  return parent(sf(name), [
    element(sf('IDEmisorFactura'), ref.IDEmisorFactura),
    element(sf('NumSerieFactura'), ref.NumSerieFactura),
    element(sf('FechaExpedicionFactura'), formatVerifactuDate(ref.FechaExpedicionFactura)),
  ]);
}

function recipient(person: VerifactuRecipient): string {
  const id =
    'NIF' in person
      ? element(sf('NIF'), person.NIF)
      : parent(sf('IDOtro'), [
          element(sf('CodigoPais'), person.IDOtro.CodigoPais),
          element(sf('IDType'), person.IDOtro.IDType),
          element(sf('ID'), person.IDOtro.ID),
        ]);
  return parent(sf('IDDestinatario'), [element(sf('NombreRazon'), person.NombreRazon), id]);
}

// DetalleType's sequence: Impuesto, ClaveRegimen, CalificacionOperacion | OperacionExenta, TipoImpositivo,
// BaseImponibleOimporteNoSujeto, (BaseImponibleACoste), CuotaRepercutida.
function breakdownLine(line: VerifactuBreakdownLine): string {
  const children = [element(sf('Impuesto'), IMPUESTO_IVA), element(sf('ClaveRegimen'), CLAVE_REGIMEN_GENERAL)];
  if ('OperacionExenta' in line) {
    children.push(element(sf('OperacionExenta'), line.OperacionExenta));
  } else {
    children.push(element(sf('CalificacionOperacion'), line.CalificacionOperacion));
  }
  if ('rateBp' in line) children.push(element(sf('TipoImpositivo'), formatVerifactuRate(line.rateBp)));
  children.push(element(sf('BaseImponibleOimporteNoSujeto'), formatVerifactuAmount(line.baseCents)));
  if ('taxCents' in line) children.push(element(sf('CuotaRepercutida'), formatVerifactuAmount(line.taxCents)));
  return parent(sf('DetalleDesglose'), children);
}

function chain(link: VerifactuEncadenamiento): string {
  if ('PrimerRegistro' in link) return parent(sf('Encadenamiento'), [element(sf('PrimerRegistro'), link.PrimerRegistro)]);
  const previous = link.RegistroAnterior;
  return parent(sf('Encadenamiento'), [
    parent(sf('RegistroAnterior'), [
      element(sf('IDEmisorFactura'), previous.IDEmisorFactura),
      element(sf('NumSerieFactura'), previous.NumSerieFactura),
      element(sf('FechaExpedicionFactura'), formatVerifactuDate(previous.FechaExpedicionFactura)),
      element(sf('Huella'), previous.Huella),
    ]),
  ]);
}

function system(sistema: VerifactuSistemaInformatico): string {
  return parent(sf('SistemaInformatico'), [
    element(sf('NombreRazon'), sistema.NombreRazon),
    element(sf('NIF'), sistema.NIF),
    element(sf('NombreSistemaInformatico'), sistema.NombreSistemaInformatico),
    element(sf('IdSistemaInformatico'), sistema.IdSistemaInformatico),
    element(sf('Version'), sistema.Version),
    element(sf('NumeroInstalacion'), sistema.NumeroInstalacion),
    element(sf('TipoUsoPosibleSoloVerifactu'), sistema.TipoUsoPosibleSoloVerifactu),
    element(sf('TipoUsoPosibleMultiOT'), sistema.TipoUsoPosibleMultiOT),
    element(sf('IndicadorMultiplesOT'), sistema.IndicadorMultiplesOT),
  ]);
}

// RegistroFacturacionAltaType's sequence, leaving out the optional elements Rueda does not use (RefExterna,
// FechaOperacion, the Art. 72/73 and 61d flags, Macrodato, Tercero, Cupon, …). Subsanacion and RechazoPrevio come
// only on a correction (docs/verifactu.md §9).
function altaChildren(alta: VerifactuAlta): string[] {
  const children = [
    element(sf('IDVersion'), ID_VERSION),
    parent(sf('IDFactura'), [
      element(sf('IDEmisorFactura'), alta.IDFactura.IDEmisorFactura),
      element(sf('NumSerieFactura'), alta.IDFactura.NumSerieFactura),
      element(sf('FechaExpedicionFactura'), formatVerifactuDate(alta.IDFactura.FechaExpedicionFactura)),
    ]),
    element(sf('NombreRazonEmisor'), alta.NombreRazonEmisor),
  ];
  if (alta.Subsanacion) children.push(element(sf('Subsanacion'), alta.Subsanacion));
  if (alta.RechazoPrevio) children.push(element(sf('RechazoPrevio'), alta.RechazoPrevio));
  children.push(element(sf('TipoFactura'), alta.TipoFactura));
  if (alta.TipoRectificativa) children.push(element(sf('TipoRectificativa'), alta.TipoRectificativa));
  if (alta.FacturasRectificadas?.length) {
    children.push(
      parent(
        sf('FacturasRectificadas'),
        alta.FacturasRectificadas.map((ref) => invoiceRef('IDFacturaRectificada', ref)),
      ),
    );
  }
  if (alta.FacturasSustituidas?.length) {
    children.push(
      parent(
        sf('FacturasSustituidas'),
        alta.FacturasSustituidas.map((ref) => invoiceRef('IDFacturaSustituida', ref)),
      ),
    );
  }
  if (alta.ImporteRectificacion) {
    children.push(
      parent(sf('ImporteRectificacion'), [
        element(sf('BaseRectificada'), formatVerifactuAmount(alta.ImporteRectificacion.baseCents)),
        element(sf('CuotaRectificada'), formatVerifactuAmount(alta.ImporteRectificacion.taxCents)),
      ]),
    );
  }
  children.push(element(sf('DescripcionOperacion'), alta.DescripcionOperacion));
  if (alta.Destinatarios?.length) children.push(parent(sf('Destinatarios'), alta.Destinatarios.map(recipient)));
  children.push(
    parent(sf('Desglose'), alta.Desglose.map(breakdownLine)),
    element(sf('CuotaTotal'), formatVerifactuAmount(alta.CuotaTotal)),
    element(sf('ImporteTotal'), formatVerifactuAmount(alta.ImporteTotal)),
    chain(alta.Encadenamiento),
    system(alta.SistemaInformatico),
    element(sf('FechaHoraHusoGenRegistro'), alta.FechaHoraHusoGenRegistro),
    element(sf('TipoHuella'), TIPO_HUELLA),
    element(sf('Huella'), alta.Huella),
  );
  return children;
}

// RegistroFacturacionAnulacionType's sequence, without RefExterna, SinRegistroPrevio, RechazoPrevio, GeneradoPor.
function anulacionChildren(anulacion: VerifactuAnulacion): string[] {
  return [
    element(sf('IDVersion'), ID_VERSION),
    parent(sf('IDFactura'), [
      element(sf('IDEmisorFacturaAnulada'), anulacion.IDFactura.IDEmisorFactura),
      element(sf('NumSerieFacturaAnulada'), anulacion.IDFactura.NumSerieFactura),
      element(sf('FechaExpedicionFacturaAnulada'), formatVerifactuDate(anulacion.IDFactura.FechaExpedicionFactura)),
    ]),
    chain(anulacion.Encadenamiento),
    system(anulacion.SistemaInformatico),
    element(sf('FechaHoraHusoGenRegistro'), anulacion.FechaHoraHusoGenRegistro),
    element(sf('TipoHuella'), TIPO_HUELLA),
    element(sf('Huella'), anulacion.Huella),
  ];
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** A RegistroAlta as a document of its own, as Rueda keeps it. */
export function registroAltaXml(alta: VerifactuAlta): string {
  return `${XML_DECLARATION}<sum1:RegistroAlta xmlns:sum1="${SUMINISTRO_INFORMACION_NS}">${altaChildren(alta).join('')}</sum1:RegistroAlta>`;
}

/** A RegistroAnulacion as a document of its own, as Rueda keeps it. */
export function registroAnulacionXml(anulacion: VerifactuAnulacion): string {
  return `${XML_DECLARATION}<sum1:RegistroAnulacion xmlns:sum1="${SUMINISTRO_INFORMACION_NS}">${anulacionChildren(anulacion).join('')}</sum1:RegistroAnulacion>`;
}

/** The request body the AEAT's service takes: the Cabecera with the issuer, then each record in its RegistroFactura. */
export function verifactuRequestXml(request: VerifactuRequest): string {
  // SuministroLR.xsd: RegistroFactura from one to a thousand times.
  if (request.records.length < 1 || request.records.length > 1000) throw invalidField('records', 'A request carries 1 to 1,000 records.');
  const records = request.records.map((record) =>
    parent('sum:RegistroFactura', [
      'RegistroAlta' in record
        ? parent(sf('RegistroAlta'), altaChildren(record.RegistroAlta))
        : parent(sf('RegistroAnulacion'), anulacionChildren(record.RegistroAnulacion)),
    ]),
  );
  const cabecera = parent('sum:Cabecera', [
    parent(sf('ObligadoEmision'), [
      element(sf('NombreRazon'), request.ObligadoEmision.NombreRazon),
      element(sf('NIF'), request.ObligadoEmision.NIF),
    ]),
  ]);
  return (
    `${XML_DECLARATION}<sum:RegFactuSistemaFacturacion xmlns:sum="${SUMINISTRO_LR_NS}" xmlns:sum1="${SUMINISTRO_INFORMACION_NS}">` +
    `${cabecera}${records.join('')}</sum:RegFactuSistemaFacturacion>`
  );
}
