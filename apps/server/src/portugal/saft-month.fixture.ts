// A workshop's March 2026 in Lisbon, as the SAF-T tests write it: a simplified invoice to a final consumer, an
// invoice to a company with lines at 23 %, 6 % and exempt, a credit note returning one of its tyres, and an invoice
// cancelled the day it was made. Each document is signed in its series' chain (Despacho 8632/2014 §2.1.5) with a key
// pair made here, and numbered with its series' ATCUD (Portaria 195/2020 art. 3).
import { generateKeyPairSync } from 'node:crypto';
import { atcudOf, finalConsumerCustomer, sequentialNumberOf, type SaftInvoice, type SaftInvoicingFile, type SaftLine } from '@rueda/domain';
import { signDocument } from './signature.ts';

export const keys = generateKeyPairSync('rsa', { modulusLength: 1024 });

const VALIDATION_CODES: Record<string, string> = { T: 'JJ4N5T9X', F: 'KL7PQ2RS', R: 'MN3WX8YZ' };

type Unsigned = Omit<SaftInvoice, 'hash' | 'hashControl' | 'atcud'>;

/** Signs the documents in order, each chained to the previous one of its series and type. */
function signed(documents: readonly Unsigned[]): SaftInvoice[] {
  const last = new Map<string, string>();
  return documents.map((document) => {
    const series = document.invoiceNo.split(' ')[1]!.split('/')[0]!;
    const chain = `${document.invoiceType} ${series}`;
    const hash = signDocument(
      {
        invoiceDate: document.invoiceDate,
        systemEntryDate: document.systemEntryDate,
        invoiceNo: document.invoiceNo,
        grossTotalCents: document.grossTotalCents,
        previousHash: last.get(chain) ?? '',
      },
      keys.privateKey,
    );
    last.set(chain, hash);
    const atcud = atcudOf(VALIDATION_CODES[series[0]!]!, sequentialNumberOf(document.invoiceNo));
    return { ...document, atcud, hash, hashControl: '1' };
  });
}

const tyre = (quantity: number, taxPointDate: string): SaftLine => ({
  productCode: 'PNEU-205',
  productDescription: 'Pneu 205/55 R16',
  quantity,
  unitOfMeasure: 'UN',
  unitPriceCents: 3_000,
  taxPointDate,
  description: 'Pneu 205/55 R16 & montagem',
  amountCents: 3_000 * quantity,
  tax: { region: 'PT', code: 'NOR', rateBp: 2300 },
});

export const MARCH_2026: SaftInvoicingFile = {
  header: {
    companyId: '509999999',
    taxRegistrationNumber: '509999999',
    companyName: 'Bicicletas Ribeira, Lda.',
    businessName: 'Ribeira Bikes',
    companyAddress: { addressDetail: 'Rua da Ribeira, 12', city: 'Lisboa', postalCode: '1100-001', country: 'PT' },
    fiscalYear: 2026,
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    dateCreated: '2026-04-02',
    taxEntity: 'Global',
    productCompanyTaxId: '509999999',
    softwareCertificateNumber: '0',
    productId: 'Rueda/Rueda',
    productVersion: '1.0.0',
  },
  customers: [
    finalConsumerCustomer('CF'),
    {
      customerId: 'C-508025333',
      customerTaxId: '508025333',
      companyName: 'Entregas Rápidas <Lisboa>, S.A.',
      billingAddress: { addressDetail: 'Avenida da Liberdade, 200, 3.º', city: 'Lisboa', postalCode: '1250-147', country: 'PT' },
    },
  ],
  products: [
    { productType: 'S', productCode: 'SRV-REV', productDescription: 'Revisão geral' },
    { productType: 'P', productCode: 'PNEU-205', productDescription: 'Pneu 205/55 R16' },
    { productType: 'P', productCode: 'MAN-1', productDescription: 'Manual de manutenção' },
    { productType: 'S', productCode: 'FORM', productDescription: 'Formação profissional' },
  ],
  taxTable: [
    { region: 'PT', code: 'NOR', rateBp: 2300, description: 'Taxa normal' },
    { region: 'PT', code: 'RED', rateBp: 600, description: 'Taxa reduzida' },
    { region: 'PT', code: 'ISE', rateBp: 0, description: 'Isenta' },
  ],
  invoices: signed([
    {
      invoiceNo: 'FS T2026/1',
      status: 'N',
      statusDate: '2026-03-02T10:15:00',
      statusSourceId: 'ana',
      sourceBilling: 'P',
      period: 3,
      invoiceDate: '2026-03-02',
      invoiceType: 'FS',
      sourceId: 'ana',
      systemEntryDate: '2026-03-02T10:15:00',
      customerId: 'CF',
      lines: [
        {
          productCode: 'SRV-REV',
          productDescription: 'Revisão geral',
          quantity: 1,
          unitOfMeasure: 'UN',
          unitPriceCents: 2_000,
          taxPointDate: '2026-03-02',
          description: 'Revisão geral',
          amountCents: 2_000,
          tax: { region: 'PT', code: 'NOR', rateBp: 2300 },
        },
      ],
      taxPayableCents: 460,
      netTotalCents: 2_000,
      grossTotalCents: 2_460,
      payments: [{ mechanism: 'NU', amountCents: 2_460, date: '2026-03-02' }],
    },
    {
      invoiceNo: 'FT F2026/1',
      status: 'N',
      statusDate: '2026-03-10T16:40:12',
      statusSourceId: 'rui',
      sourceBilling: 'P',
      period: 3,
      invoiceDate: '2026-03-10',
      invoiceType: 'FT',
      sourceId: 'rui',
      systemEntryDate: '2026-03-10T16:40:12',
      customerId: 'C-508025333',
      lines: [
        tyre(2, '2026-03-10'),
        {
          productCode: 'MAN-1',
          productDescription: 'Manual de manutenção',
          quantity: 1,
          unitOfMeasure: 'UN',
          unitPriceCents: 1_000,
          taxPointDate: '2026-03-10',
          description: 'Manual de manutenção',
          amountCents: 1_000,
          tax: { region: 'PT', code: 'RED', rateBp: 600 },
        },
        {
          productCode: 'FORM',
          productDescription: 'Formação profissional',
          quantity: 1,
          unitOfMeasure: 'H',
          unitPriceCents: 1_500,
          taxPointDate: '2026-03-10',
          description: 'Formação em mecânica',
          amountCents: 1_500,
          tax: { region: 'PT', code: 'ISE', rateBp: 0 },
          taxExemption: { reason: 'Isento artigo 9.º do CIVA', code: 'M07' },
        },
      ],
      taxPayableCents: 1_440,
      netTotalCents: 8_500,
      grossTotalCents: 9_940,
    },
    {
      invoiceNo: 'NC R2026/1',
      status: 'N',
      statusDate: '2026-03-12T09:05:30',
      statusSourceId: 'rui',
      sourceBilling: 'P',
      period: 3,
      invoiceDate: '2026-03-12',
      invoiceType: 'NC',
      sourceId: 'rui',
      systemEntryDate: '2026-03-12T09:05:30',
      customerId: 'C-508025333',
      lines: [{ ...tyre(1, '2026-03-10'), references: [{ reference: 'FT F2026/1', reason: 'Devolução de um pneu' }] }],
      taxPayableCents: 690,
      netTotalCents: 3_000,
      grossTotalCents: 3_690,
    },
    {
      invoiceNo: 'FT F2026/2',
      status: 'A',
      statusDate: '2026-03-15T11:02:00',
      statusReason: 'Cliente errado',
      statusSourceId: 'ana',
      sourceBilling: 'P',
      period: 3,
      invoiceDate: '2026-03-15',
      invoiceType: 'FT',
      sourceId: 'ana',
      systemEntryDate: '2026-03-15T10:58:41',
      customerId: 'C-508025333',
      lines: [tyre(1, '2026-03-15')],
      taxPayableCents: 690,
      netTotalCents: 3_000,
      grossTotalCents: 3_690,
    },
  ]),
};
