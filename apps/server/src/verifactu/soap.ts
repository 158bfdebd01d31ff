// The SOAP 1.1 messages of the AEAT's VERI*FACTU service (its WSDL, SistemaFacturacion.wsdl: document/literal,
// SOAPAction ""): the request the sender posts, the RegFactuSistemaFacturacion of SuministroLR.xsd around the records
// exactly as Rueda kept them, and the SOAP fault the service answers when it refuses a whole send ("Codigo[4102]…").
import type { VerifactuRequest } from '@rueda/domain';
import { xmlElement, xmlParent, xmlText } from '../lib/xml-text.ts';
import { SUMINISTRO_INFORMACION_NS, SUMINISTRO_LR_NS } from './record-xml.ts';
import { readXml, XmlReadError, type XmlElement } from './xml-read.ts';

/** SOAP 1.1's envelope namespace. */
export const SOAP_ENV_NS = 'http://schemas.xmlsoap.org/soap/envelope/';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const DECLARATION = /^\s*<\?xml[^?]*\?>\s*/;

/** A document (its XML declaration dropped) as the body of a SOAP 1.1 envelope. */
export function soapEnvelope(document: string, prefix = 'soapenv'): string {
  return (
    `${XML_DECLARATION}<${prefix}:Envelope xmlns:${prefix}="${SOAP_ENV_NS}"><${prefix}:Header/>` +
    `<${prefix}:Body>${document.replace(DECLARATION, '')}</${prefix}:Body></${prefix}:Envelope>`
  );
}

/**
 * The request body for one issuer, each record the standalone RegistroAlta or RegistroAnulacion Rueda kept
 * (verifactu_records.xml) placed whole in its RegistroFactura: what was sealed is what is sent, byte for byte. Each
 * keeps its own declaration of the sum1 prefix, the same namespace as the request's.
 */
export function requestOfStoredRecords(issuer: VerifactuRequest['ObligadoEmision'], storedXml: readonly string[]): string {
  // SuministroLR.xsd: RegistroFactura from one to a thousand times.
  if (storedXml.length < 1 || storedXml.length > 1000) throw new RangeError('A request carries 1 to 1,000 records.');
  const cabecera = xmlParent('sum:Cabecera', [
    xmlParent('sum1:ObligadoEmision', [
      xmlElement('sum1:NombreRazon', issuer.NombreRazon.trim()),
      xmlElement('sum1:NIF', issuer.NIF.trim()),
    ]),
  ]);
  const records = storedXml.map((xml) => `<sum:RegistroFactura>${xml.replace(DECLARATION, '')}</sum:RegistroFactura>`);
  return (
    `${XML_DECLARATION}<sum:RegFactuSistemaFacturacion xmlns:sum="${SUMINISTRO_LR_NS}" xmlns:sum1="${SUMINISTRO_INFORMACION_NS}">` +
    `${cabecera}${records.join('')}</sum:RegFactuSistemaFacturacion>`
  );
}

/** A refused send as the AEAT's service answers it: faultstring "Codigo[NNNN].text". */
export interface SoapFault {
  faultcode: string;
  faultstring: string;
  /** The AEAT's error code inside faultstring, when it carries one. */
  code?: number;
}

/** A SOAP 1.1 fault: `env:Client` for what the sender got wrong, `env:Server` for the service's own trouble. */
export function soapFaultXml(side: 'Client' | 'Server', code: number, text: string): string {
  const fault = `<env:Fault><faultcode>env:${side}</faultcode><faultstring>${xmlText(`Codigo[${code}].${text}`, 'faultstring')}</faultstring></env:Fault>`;
  return `${XML_DECLARATION}<env:Envelope xmlns:env="${SOAP_ENV_NS}"><env:Body>${fault}</env:Body></env:Envelope>`;
}

/** The one element inside a SOAP envelope's body: what the message carries. */
export function soapBodyOf(xml: string): XmlElement {
  const envelope = readXml(xml);
  if (envelope.ns !== SOAP_ENV_NS || envelope.name !== 'Envelope') throw new XmlReadError('The message is not a SOAP 1.1 envelope.');
  const bodies = envelope.children.filter((child) => child.ns === SOAP_ENV_NS && child.name === 'Body');
  if (bodies.length !== 1) throw new XmlReadError('The SOAP envelope has no single Body.');
  const [content, ...more] = bodies[0]!.children;
  if (!content || more.length) throw new XmlReadError('The SOAP Body does not hold exactly one element.');
  return content;
}

/** The fault a SOAP body holds, if it is one. */
export function faultOf(content: XmlElement): SoapFault | undefined {
  if (content.ns !== SOAP_ENV_NS || content.name !== 'Fault') return undefined;
  // SOAP 1.1 §4.4: faultcode and faultstring are unqualified.
  const faultcode = content.children.find((child) => child.name === 'faultcode')?.text.trim() ?? '';
  const faultstring = content.children.find((child) => child.name === 'faultstring')?.text.trim() ?? '';
  const code = /^Codigo\[(\d+)\]/.exec(faultstring)?.[1];
  return { faultcode, faultstring, ...(code ? { code: Number(code) } : {}) };
}
