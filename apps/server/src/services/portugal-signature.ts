// docs/product.md §29.8: what a Portuguese workshop's document gets in the transaction that issues it: its SAF-T type
// (FS simplified, FT full, NC rectifying), its ATCUD from the series' validation code (Portaria 195/2020 art. 3),
// and its signature chained to the previous document of its series and type (Portaria 363/2010 art. 6, Despacho
// 8632/2014 §2.1.5), in a yearly series per year. The series' counter row, taken before signing
// (data/sales-numbers.ts), makes the issues of one series take turns, so each signs after the one numbered before it.
import {
  atcudOf,
  checkSeriesValidationCode,
  dayInZone,
  FunctionError,
  invalidField,
  portugueseDateTimeOf,
  type SignatureFields,
  type TSalesDocument,
  type TSalesSeries,
} from '@rueda/domain';
import type { Db, Executor } from '../db/client.ts';
import { readBookingSettings } from '../data/booking-settings.ts';
import {
  codeUsedInAnotherYear,
  previousInChain,
  seriesIssuedWithOtherCode,
  type PortugueseColumns,
  type PortugueseDocType,
} from '../data/portugal-signatures.ts';
import { lockSeries, setSeriesValidationCode } from '../data/sales-settings.ts';
import { signDocument } from '../portugal/signature.ts';
import type { PortugalConfig } from './portugal-signing-key.ts';

const DOC_TYPES: Record<Exclude<TSalesDocument['kind'], 'replacing'>, PortugueseDocType> = {
  simplified: 'FS',
  full: 'FT',
  rectifying: 'NC',
};

/** The SAF-T type of a kind; a replacing invoice (Spain's F3) has no Portuguese counterpart and is refused. */
export function portugueseDocTypeOf(kind: TSalesDocument['kind']): PortugueseDocType {
  if (kind === 'replacing')
    throw invalidField('mode', 'In Portugal a simplified invoice is not replaced by another: issue a credit note and a new invoice.');
  return DOC_TYPES[kind];
}

/** The series' place in Portugal: its document type and the validation code the AT gave it. */
export interface PortugueseSeries {
  ptDocType: PortugueseDocType;
  validationCode: string;
  numbering: TSalesSeries['numbering'];
}

const notCommunicated = (series: TSalesSeries) =>
  new FunctionError('failed-precondition', "Communicate the series to the AT and give it the AT's validation code first.", {
    reason: 'series-not-communicated',
    seriesId: series.id,
  });

/**
 * Before a number is taken: the kind's type and the series' code, the series' row held so that its code cannot change
 * until the issue commits. A series without a code, or (numbered per year) whose code numbered another year's
 * documents, is not communicated for this year: the AT knows "T2027" apart from "T2026".
 */
export async function requirePortugueseSeries(
  tx: Executor,
  workshopId: string,
  series: TSalesSeries,
  kind: TSalesDocument['kind'],
  year: number,
): Promise<PortugueseSeries> {
  const ptDocType = portugueseDocTypeOf(kind);
  const validationCode = (await lockSeries(tx, workshopId, series.id, 'share'))?.validationCode ?? null;
  if (!validationCode) throw notCommunicated(series);
  if (series.numbering === 'yearly' && (await codeUsedInAnotherYear(tx, workshopId, series.id, validationCode, year)))
    throw notCommunicated(series);
  return { ptDocType, validationCode, numbering: series.numbering };
}

/** What a document's signature covers (Despacho 8632/2014 §4): amounts as SAF-T writes them, never negative. */
export function signatureFieldsOf(document: TSalesDocument, ptDocType: string, timeZone: string, previousHash: string): SignatureFields {
  return {
    invoiceDate: document.issueDay,
    systemEntryDate: portugueseDateTimeOf(document.issuedAt, timeZone),
    invoiceNo: `${ptDocType} ${document.numberText}`,
    grossTotalCents: Math.abs(document.totalCents),
    previousHash,
  };
}

/**
 * After the number is taken: the document signed in its chain, and the columns it is written with. A document is
 * never dated before the previous one of its chain (two tills a moment apart take their numbers in the other order):
 * it takes that one's instant.
 */
export async function signPortugueseDocument(
  tx: Executor,
  context: { workshopId: string; config: PortugalConfig | undefined; timeZone: string },
  document: TSalesDocument,
  series: PortugueseSeries,
): Promise<{ document: TSalesDocument; columns: PortugueseColumns }> {
  if (!context.config) throw new Error('A Portuguese document is signed with the installation key (services/portugal-signing-key.ts).');
  const previous = await previousInChain(tx, context.workshopId, {
    seriesId: document.seriesId,
    year: series.numbering === 'yearly' ? document.year : null,
    ptDocType: series.ptDocType,
    number: document.number,
  });
  let dated = document;
  if (previous && previous.issuedAt.getTime() > Date.parse(document.issuedAt)) {
    const issueDay = dayInZone(previous.issuedAt.getTime(), context.timeZone);
    dated = { ...document, issuedAt: previous.issuedAt.toISOString(), issueDay, year: Number(issueDay.slice(0, 4)) };
  }
  const fields = signatureFieldsOf(dated, series.ptDocType, context.timeZone, previous?.signature ?? '');
  const signature = signDocument(fields, context.config.privateKey);
  return {
    document: dated,
    columns: {
      ptDocType: series.ptDocType,
      atcud: atcudOf(series.validationCode, document.number),
      signature,
      hashControl: context.config.keyVersion,
      systemEntryDate: fields.systemEntryDate,
    },
  };
}

/**
 * An admin gives a series the AT's validation code. A series that numbered Portuguese documents with a code keeps it
 * (this year's, for a series numbered per year: the next year is another series to the AT and takes a new code), as
 * the AT ties their numbers to it; giving it the code it has changes nothing.
 */
export async function updateSeriesValidationCode(
  db: Db,
  workshopId: string,
  input: { id: string; validationCode: string },
  now: Date,
): Promise<void> {
  const validationCode = checkSeriesValidationCode(input.validationCode);
  await db.transaction(async (tx) => {
    const series = await lockSeries(tx, workshopId, input.id, 'update');
    if (!series) throw new FunctionError('not-found', 'This series does not exist.');
    if (series.validationCode === validationCode) return;
    const { timeZone } = await readBookingSettings(tx, workshopId);
    const year = series.numbering === 'yearly' ? Number(dayInZone(now.getTime(), timeZone).slice(0, 4)) : null;
    if (await seriesIssuedWithOtherCode(tx, workshopId, series.id, validationCode, year))
      throw new FunctionError('failed-precondition', "The series already numbered documents with its code: the AT's code stays.", {
        reason: 'series-in-use',
        seriesId: series.id,
      });
    await setSeriesValidationCode(tx, workshopId, series.id, validationCode);
  });
}
