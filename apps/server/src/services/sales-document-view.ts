// docs/product.md §29.7, §29.8: a document as salesInvoicesGet answers it: for a Spanish workshop, with its
// VERI*FACTU record's huella, XML, the QR code's URL (in the installation's AEAT environment) and its sending state;
// for a Portuguese one, with its ATCUD, the QR code's text (Portaria 195/2020), the signature's four characters and
// the certified program's legend. For every document, the one it corrects and those correcting it (docs/product.md
// §29.4), so its page links them and says what is left to take back.
import {
  certifiedProgramLegend,
  FINAL_CONSUMER_TAX_ID,
  portugueseQrString,
  signatureMark,
  vatRateOf,
  type PortugueseQrTaxSpace,
  type PortugueseTaxSpace,
  type TSalesDocument,
  type TSalesDocumentLink,
  type TSalesDocumentView,
  type VerifactuEnvironment,
} from '@rueda/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { salesDocuments } from '../db/schema.ts';
import { portugueseColumnsOf, type PortugueseColumns } from '../data/portugal-signatures.ts';
import { getSalesDocument, salesDocumentOf } from '../data/sales-documents.ts';
import type { PortugalConfig } from './portugal-signing-key.ts';
import { verifactuViewOf } from './verifactu-view.ts';

/** The QR code's field R while the program has no certificate number of the AT's. */
const NO_CERTIFICATE = '0';

/** The document's VAT in its fiscal space, per kind of rate, as the QR code's fields I, J or K say it (never negative). */
export function qrTaxSpaceOf(document: TSalesDocument): PortugueseQrTaxSpace {
  const space: PortugueseQrTaxSpace = { space: document.issuer.region as PortugueseTaxSpace };
  const add = (key: keyof PortugueseQrTaxSpace, cents: number) => {
    (space as unknown as Record<string, number>)[key] = ((space[key] as number | undefined) ?? 0) + Math.abs(cents);
  };
  for (const rate of document.breakdown) {
    const kind = vatRateOf(document.issuer.region, rate.rateBp)?.key;
    if (kind === 'exempt') add('exemptBaseCents', rate.baseCents);
    else if (kind === 'reduced' || kind === 'intermediate' || kind === 'normal') {
      add(`${kind}BaseCents`, rate.baseCents);
      add(`${kind}VatCents`, rate.taxCents);
    } else throw new Error(`${rate.rateBp} bp is not a VAT rate of ${document.issuer.region}.`);
  }
  return space;
}

/** The QR code's text of a Portuguese document as it was issued (the AT's "Especificações Técnicas Código QR" §4). */
export function portugueseQrStringOf(document: TSalesDocument, columns: PortugueseColumns, certificateNumber: string | null): string {
  return portugueseQrString({
    issuerTaxId: document.issuer.taxId,
    buyerTaxId: document.customer?.taxId ?? FINAL_CONSUMER_TAX_ID,
    // The specification's examples give a final consumer the country PT.
    buyerCountry: document.customer?.country ?? 'PT',
    documentType: columns.ptDocType,
    documentStatus: 'N',
    documentDate: document.issueDay,
    documentId: `${columns.ptDocType} ${document.numberText}`,
    atcud: columns.atcud,
    taxSpaces: [qrTaxSpaceOf(document)],
    taxPayableCents: Math.abs(document.taxCents),
    grossTotalCents: Math.abs(document.totalCents),
    hashCharacters: signatureMark(columns.signature),
    certificateNumber: certificateNumber ?? NO_CERTIFICATE,
  });
}

/** What a page says of another document: its kind, number, day and total. */
function linkOf({ id, kind, numberText, issueDay, totalCents }: TSalesDocument): TSalesDocumentLink {
  return { id, kind, numberText, issueDay, totalCents };
}

/** The documents correcting or replacing `id`, oldest first (docs/product.md §29.4). */
async function correctionsOf(db: Executor, workshopId: string, id: string): Promise<NonNullable<TSalesDocumentView['corrections']>> {
  const rows = await db
    .select()
    .from(salesDocuments)
    .where(and(eq(salesDocuments.workshopId, workshopId), eq(salesDocuments.correctsId, id)))
    .orderBy(asc(salesDocuments.issuedAt), asc(salesDocuments.number));
  return rows.map(salesDocumentOf).map((document) => ({ ...linkOf(document), lines: document.lines }));
}

export async function salesDocumentView(
  db: Executor,
  workshopId: string,
  id: string,
  environment: VerifactuEnvironment,
  portugal: Pick<PortugalConfig, 'certificateNumber'> = { certificateNumber: null },
): Promise<TSalesDocumentView> {
  const document = await getSalesDocument(db, workshopId, id);
  const verifactu = document.issuer.country === 'ES' ? await verifactuViewOf(db, workshopId, document, environment) : null;
  const columns = document.issuer.country === 'PT' ? await portugueseColumnsOf(db, workshopId, document.id) : null;
  const { certificateNumber } = portugal;
  const corrects = document.correctsId ? linkOf(await getSalesDocument(db, workshopId, document.correctsId)) : null;
  const corrections = await correctionsOf(db, workshopId, document.id);
  return {
    ...document,
    // Left out when there are none: a document that corrects nothing and is not corrected reads as it did before.
    ...(corrects && { corrects }),
    ...(corrections.length > 0 && { corrections }),
    // docs/verifactu.md §9: its newest alta, the AEAT's answer about it, and its anulación if it has one.
    verifactu,
    // A Spanish document's answer is as it was before Portugal's field (the field is optional).
    ...(document.issuer.country === 'PT' && {
      portugal: columns
        ? {
            atcud: columns.atcud,
            qrString: portugueseQrStringOf(document, columns, certificateNumber),
            signatureMark: signatureMark(columns.signature),
            legend: certificateNumber ? certifiedProgramLegend(certificateNumber) : null,
          }
        : null,
    }),
  };
}
