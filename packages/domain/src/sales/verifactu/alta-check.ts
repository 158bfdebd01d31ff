// What a VERI*FACTU alta must hold beyond its XSD, checked before a record is made, so that the AEAT's service
// refuses none of Rueda's records: the AEAT's "Validaciones y errores" of the Sistemas Informáticos de Facturación
// and VERI*FACTU (v1.2.0), its alta section's rules on the invoice's id (1), TipoRectificativa (3), the rectified and
// replaced invoices (4, 5), ImporteRectificacion (6), Destinatarios (13), the totals (16, 17) and the previous
// huella (18); and the lengths the XSD sets (docs/verifactu.md §1).
import { invalidField } from '../../errors.ts';
import type { VerifactuAlta, VerifactuInvoiceRef } from './records.ts';

// Rule 1: printable ASCII (32 to 126) without " ' < > =.
const NUM_SERIE = /^[\x20\x21\x23-\x26\x28-\x3B\x3F-\x7E]*$/;
/** Rule 1: no invoice dated before the Orden HAC/1177/2024 came into force. */
const FIRST_ISSUE_DAY = '2024-10-28';
const HUELLA = /^[0-9A-F]{64}$/;

/** Types that name their customer, and those that never do (a simplified invoice and its rectification). */
const NAMES_CUSTOMER = new Set(['F1', 'F3', 'R1', 'R2', 'R3', 'R4']);

function checkText(value: string, field: string, max: number) {
  const text = value.trim();
  if (text.length < 1 || text.length > max) throw invalidField(field, `Between 1 and ${max} characters.`);
}

function checkInvoiceRef(ref: VerifactuInvoiceRef, field: string) {
  if (ref.IDEmisorFactura.trim().length !== 9) throw invalidField(`${field}.IDEmisorFactura`, 'A NIF has nine characters.');
  checkText(ref.NumSerieFactura, `${field}.NumSerieFactura`, 60);
  if (!NUM_SERIE.test(ref.NumSerieFactura)) {
    throw invalidField(`${field}.NumSerieFactura`, 'Printable ASCII characters only, and none of " \' < > =.');
  }
}

/** Refuses an alta the AEAT would refuse, naming the field. */
export function checkVerifactuAlta(alta: Omit<VerifactuAlta, 'Huella'>): void {
  checkInvoiceRef(alta.IDFactura, 'IDFactura');
  if (alta.IDFactura.FechaExpedicionFactura < FIRST_ISSUE_DAY) {
    throw invalidField('IDFactura.FechaExpedicionFactura', 'No earlier than 28 October 2024.');
  }
  checkText(alta.NombreRazonEmisor, 'NombreRazonEmisor', 120);
  checkText(alta.DescripcionOperacion, 'DescripcionOperacion', 500);

  const recipients = alta.Destinatarios ?? [];
  if (NAMES_CUSTOMER.has(alta.TipoFactura) && recipients.length === 0) {
    throw invalidField('Destinatarios', `An invoice of type ${alta.TipoFactura} names its customer.`);
  }
  if (!NAMES_CUSTOMER.has(alta.TipoFactura) && recipients.length > 0) {
    throw invalidField('Destinatarios', `An invoice of type ${alta.TipoFactura} names no customer.`);
  }
  recipients.forEach((recipient, index) => {
    checkText(recipient.NombreRazon, `Destinatarios.${index}.NombreRazon`, 120);
    if ('NIF' in recipient && recipient.NIF.trim().length !== 9)
      throw invalidField(`Destinatarios.${index}.NIF`, 'A NIF has nine characters.');
    if ('IDOtro' in recipient) {
      const { CodigoPais, IDType, ID } = recipient.IDOtro;
      checkText(ID, `Destinatarios.${index}.IDOtro.ID`, 20);
      // Rule 13: with country ES only a passport (03) or "not registered" (07); 07 only with ES.
      if (CodigoPais === 'ES' && IDType !== '03' && IDType !== '07') {
        throw invalidField(`Destinatarios.${index}.IDOtro.IDType`, 'A Spanish id other than a passport is given as NIF.');
      }
      if (IDType === '07' && CodigoPais !== 'ES')
        throw invalidField(`Destinatarios.${index}.IDOtro.CodigoPais`, 'Type 07 is for Spain only.');
    }
  });

  const rectifying = alta.TipoFactura.startsWith('R');
  if (rectifying !== Boolean(alta.TipoRectificativa)) {
    throw invalidField('TipoRectificativa', 'A rectifying invoice (R1–R5), and only one, says how it rectifies.');
  }
  if (!rectifying && alta.FacturasRectificadas?.length)
    throw invalidField('FacturasRectificadas', 'Only a rectifying invoice names rectified ones.');
  if ((alta.TipoRectificativa === 'S') !== Boolean(alta.ImporteRectificacion)) {
    throw invalidField('ImporteRectificacion', 'A rectifying invoice by substitution, and only one, gives the rectified base and tax.');
  }
  if (alta.TipoFactura !== 'F3' && alta.FacturasSustituidas?.length)
    throw invalidField('FacturasSustituidas', 'Only an F3 names replaced invoices.');
  alta.FacturasRectificadas?.forEach((ref, index) => checkInvoiceRef(ref, `FacturasRectificadas.${index}`));
  alta.FacturasSustituidas?.forEach((ref, index) => checkInvoiceRef(ref, `FacturasSustituidas.${index}`));

  // DesgloseType: one to twelve lines. Rules 16 and 17 allow 10 € either way; Rueda's totals are the breakdown's to
  // the cent (docs/product.md §29.2), so any difference is a mistake.
  if (alta.Desglose.length < 1 || alta.Desglose.length > 12) throw invalidField('Desglose', 'One to twelve lines.');
  const tax = alta.Desglose.reduce((sum, line) => sum + ('taxCents' in line ? line.taxCents : 0), 0);
  const total = alta.Desglose.reduce((sum, line) => sum + line.baseCents + ('taxCents' in line ? line.taxCents : 0), 0);
  if (alta.CuotaTotal !== tax) throw invalidField('CuotaTotal', 'The total tax is the sum of the breakdown’s taxes.');
  if (alta.ImporteTotal !== total) throw invalidField('ImporteTotal', 'The total is the sum of the breakdown’s bases and taxes.');

  if ('RegistroAnterior' in alta.Encadenamiento) {
    checkInvoiceRef(alta.Encadenamiento.RegistroAnterior, 'Encadenamiento.RegistroAnterior');
    if (!HUELLA.test(alta.Encadenamiento.RegistroAnterior.Huella)) {
      throw invalidField('Encadenamiento.RegistroAnterior.Huella', 'A huella is 64 upper-case hexadecimal characters.');
    }
  }
}
