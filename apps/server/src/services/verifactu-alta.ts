// docs/product.md §29.7: a Spanish workshop's invoice gets its registro de facturación de alta in the transaction
// that issues it: built from the document as issued, chained to the issuer's previous record (its huella), sealed
// with its own huella (verifactu/huella.ts) and written as the AEAT's XML. docs/verifactu.md says what each field is.
import { randomUUID } from 'node:crypto';
import {
  formatVerifactuInstant,
  type TSalesCustomer,
  type TSalesDocument,
  type VerifactuAlta,
  type VerifactuBreakdownLine,
  type VerifactuEncadenamiento,
  type VerifactuRecipient,
  type VerifactuSistemaInformatico,
  type VerifactuTipoFactura,
} from '@rueda/domain';
import type { Executor } from '../db/client.ts';
import { appendRecord, lockChainHead, type ChainHead } from '../data/verifactu-records.ts';
import { sealAlta } from '../verifactu/huella.ts';
import { registroAltaXml } from '../verifactu/record-xml.ts';

/** Which VERI*FACTU invoice type each of Rueda's kinds is (Orden HAC/1177/2024, ClaveTipoFacturaType). */
const TIPO_FACTURA: Record<'simplified' | 'full', VerifactuTipoFactura> = { simplified: 'F2', full: 'F1' };
/** The types whose record names the customer (F2 and R5 never do). */
const NAMES_CUSTOMER = new Set<VerifactuTipoFactura>(['F1', 'F3', 'R1', 'R2', 'R3', 'R4']);

/** What the operation was, in the AEAT's language: a repair or a counter sale. */
const description = (document: TSalesDocument) =>
  document.repairId ? 'Reparación y mantenimiento de bicicleta' : 'Venta de productos y servicios de taller de bicicletas';

/** The customer as the AEAT names them: by NIF when Spanish, else by the foreign id with its country. */
export function recipientOf(customer: TSalesCustomer): VerifactuRecipient {
  if (customer.country === 'ES') return { NombreRazon: customer.name, NIF: customer.taxId };
  // 02: a VAT number of another EU state (it starts with its country's code); 04: an official id elsewhere.
  const europeanVat = /^[A-Z]{2}/.test(customer.taxId);
  return { NombreRazon: customer.name, IDOtro: { CodigoPais: customer.country, IDType: europeanVat ? '02' : '04', ID: customer.taxId } };
}

/** The breakdown per rate: every rate, 0 % included, is a taxed operation at that rate (S1). */
export function desgloseOf(document: TSalesDocument): VerifactuBreakdownLine[] {
  return document.breakdown.map(({ rateBp, baseCents, taxCents }) => ({ CalificacionOperacion: 'S1', rateBp, baseCents, taxCents }));
}

export interface AltaContext {
  workshopId: string;
  system: VerifactuSistemaInformatico;
  timeZone: string;
  now: Date;
  /** The document a rectifying one corrects, or the simplified one a replacing one (F3) replaces. */
  corrects: TSalesDocument | null;
}

/** An invoice as the AEAT identifies it. */
const refOf = (document: TSalesDocument) => ({
  IDEmisorFactura: document.issuer.taxId,
  NumSerieFactura: document.numberText,
  FechaExpedicionFactura: document.issueDay,
});

/**
 * What the document is to the AEAT: F2, F1, F3 naming the simplified one it replaces, or a rectifying invoice by
 * differences (its amounts are what it takes back) naming the one it corrects: R5 for a simplified one, R1 for a
 * full one (Ley 37/1992 art. 80, Orden HAC/1177/2024's ClaveTipoFacturaType).
 */
function typeOf(
  document: TSalesDocument,
  corrects: TSalesDocument | null,
): Pick<VerifactuAlta, 'TipoFactura' | 'TipoRectificativa' | 'FacturasRectificadas' | 'FacturasSustituidas'> {
  if (document.kind === 'rectifying') {
    if (!corrects) throw new Error('A rectifying document names the one it corrects.');
    return { TipoFactura: corrects.kind === 'simplified' ? 'R5' : 'R1', TipoRectificativa: 'I', FacturasRectificadas: [refOf(corrects)] };
  }
  if (document.kind === 'replacing') {
    if (!corrects) throw new Error('A replacing document names the simplified one it replaces.');
    return { TipoFactura: 'F3', FacturasSustituidas: [refOf(corrects)] };
  }
  return { TipoFactura: TIPO_FACTURA[document.kind] };
}

/** The chain link of the record that follows `previous` (the issuer's first when there is none). */
export function chainLinkOf(issuerNif: string, previous: ChainHead | null): VerifactuEncadenamiento {
  if (!previous) return { PrimerRegistro: 'S' };
  const { numSerie, issueDay, huella } = previous;
  return { RegistroAnterior: { IDEmisorFactura: issuerNif, NumSerieFactura: numSerie, FechaExpedicionFactura: issueDay, Huella: huella } };
}

/** Adds the document's alta at the head of its issuer's chain; returns the sealed record. */
export async function recordAlta(tx: Executor, document: TSalesDocument, context: AltaContext): Promise<VerifactuAlta> {
  const issuerNif = document.issuer.taxId;
  const type = typeOf(document, context.corrects);
  // A rectifying document of a full invoice names its customer as the invoice did.
  const customer = document.customer ?? context.corrects?.customer ?? null;
  const previous = await lockChainHead(tx, context.workshopId, issuerNif);
  const alta = sealAlta({
    IDFactura: refOf(document),
    NombreRazonEmisor: document.issuer.legalName,
    ...type,
    DescripcionOperacion: document.reason ? `${description(document)}. ${document.reason}`.slice(0, 500) : description(document),
    ...(NAMES_CUSTOMER.has(type.TipoFactura) && customer ? { Destinatarios: [recipientOf(customer)] } : {}),
    Desglose: desgloseOf(document),
    CuotaTotal: document.taxCents,
    ImporteTotal: document.totalCents,
    Encadenamiento: chainLinkOf(issuerNif, previous),
    SistemaInformatico: context.system,
    FechaHoraHusoGenRegistro: formatVerifactuInstant(context.now.getTime(), context.timeZone),
  });
  await appendRecord(
    tx,
    context.workshopId,
    {
      id: randomUUID(),
      issuerNif,
      seq: (previous?.seq ?? 0) + 1,
      kind: 'alta',
      documentId: document.id,
      huella: alta.Huella,
      previousHuella: previous?.huella ?? null,
      record: alta,
      xml: registroAltaXml(alta),
      numSerie: document.numberText,
      issueDay: document.issueDay,
    },
    context.now,
  );
  return alta;
}
