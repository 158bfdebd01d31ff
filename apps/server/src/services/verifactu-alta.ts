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
  type VerifactuRecipient,
  type VerifactuSistemaInformatico,
  type VerifactuTipoFactura,
} from '@rueda/domain';
import type { Executor } from '../db/client.ts';
import { appendRecord, lockChainHead } from '../data/verifactu-records.ts';
import { sealAlta } from '../verifactu/huella.ts';
import { registroAltaXml } from '../verifactu/record-xml.ts';

/** Which VERI*FACTU invoice type each of Rueda's kinds is (Orden HAC/1177/2024, ClaveTipoFacturaType). */
const TIPO_FACTURA: Record<'simplified' | 'full' | 'replacing', VerifactuTipoFactura> = { simplified: 'F2', full: 'F1', replacing: 'F3' };

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
}

/** Adds the document's alta at the head of its issuer's chain; returns the sealed record. */
export async function recordAlta(tx: Executor, document: TSalesDocument, context: AltaContext): Promise<VerifactuAlta> {
  if (document.kind === 'rectifying') throw new Error('A rectifying document records its alta with its rectification.');
  const issuerNif = document.issuer.taxId;
  const previous = await lockChainHead(tx, context.workshopId, issuerNif);
  const alta = sealAlta({
    IDFactura: { IDEmisorFactura: issuerNif, NumSerieFactura: document.numberText, FechaExpedicionFactura: document.issueDay },
    NombreRazonEmisor: document.issuer.legalName,
    TipoFactura: TIPO_FACTURA[document.kind],
    DescripcionOperacion: description(document),
    ...(document.kind !== 'simplified' && document.customer ? { Destinatarios: [recipientOf(document.customer)] } : {}),
    Desglose: desgloseOf(document),
    CuotaTotal: document.taxCents,
    ImporteTotal: document.totalCents,
    Encadenamiento: previous
      ? {
          RegistroAnterior: {
            IDEmisorFactura: issuerNif,
            NumSerieFactura: previous.numSerie,
            FechaExpedicionFactura: previous.issueDay,
            Huella: previous.huella,
          },
        }
      : { PrimerRegistro: 'S' },
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
