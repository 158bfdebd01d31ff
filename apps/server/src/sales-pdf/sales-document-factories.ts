// Documents for the renderers' tests, with defaults for everything a test does not care about (docs/style.md §7).
// Their VAT is the domain's own (lineVat, vatBreakdown), so the figures are those an issued document would carry.
import { lineVat, vatBreakdown, type TSalesDocument } from '@rueda/domain';

type LineInput = { description: string; quantity: number; priceCents: number; rateBp: number };

const SPANISH_ISSUER: TSalesDocument['issuer'] = {
  country: 'ES',
  region: 'ES',
  legalName: 'Ciclos Marta & Hijos, S.L.',
  taxId: 'B12345674',
  street: 'Calle del Pez 7',
  postalCode: '28004',
  town: 'Madrid',
  province: 'Madrid',
};

const PORTUGUESE_ISSUER: TSalesDocument['issuer'] = {
  country: 'PT',
  region: 'PT',
  legalName: 'Bicicletas do Porto, Lda.',
  taxId: '123456789',
  street: 'Rua das Flores 12',
  postalCode: '4050-262',
  town: 'Porto',
  province: 'Porto',
};

export const SPANISH_LINES: LineInput[] = [
  { description: 'Revisión general con ajuste de cambios y frenos', quantity: 1, priceCents: 4500, rateBp: 2100 },
  { description: 'Cámara 29" válvula Presta', quantity: 2, priceCents: 650, rateBp: 2100 },
  { description: 'Guía de rutas ciclistas', quantity: 1, priceCents: 1250, rateBp: 400 },
];

/** A document of `kind` by a Spanish (default) or Portuguese workshop, its VAT computed from its lines. */
export function salesDocument(
  overrides: Partial<Omit<TSalesDocument, 'lines' | 'breakdown'>> & { lines?: LineInput[]; country?: 'ES' | 'PT' } = {},
): TSalesDocument {
  const { lines: lineInputs = SPANISH_LINES, country = 'ES', ...rest } = overrides;
  const vat = vatBreakdown(lineInputs);
  return {
    id: 'doc-1',
    seriesId: 'series-t',
    seriesCode: 'T',
    year: 2026,
    number: 15,
    numberText: 'T2026/15',
    kind: 'simplified',
    issuedAt: '2026-06-05T15:05:00.000Z',
    issueDay: '2026-06-05',
    repairId: null,
    correctsId: null,
    reason: null,
    issuer: country === 'ES' ? SPANISH_ISSUER : PORTUGUESE_ISSUER,
    customer: null,
    lines: lineInputs.map((line) => ({ ...line, ...lineVat(line), stockItemId: null })),
    breakdown: vat.perRate,
    totalCents: vat.totalCents,
    baseCents: vat.baseCents,
    taxCents: vat.taxCents,
    ...rest,
  };
}

export const SPANISH_CUSTOMER: NonNullable<TSalesDocument['customer']> = {
  name: 'Mensajería Rápida, S.A.',
  taxId: 'A39200019',
  country: 'ES',
  street: 'Avenida de la Paz 3',
  postalCode: '39001',
  town: 'Santander',
  customerId: null,
};

/**
 * The AEAT's example invoice ("Características del QR y especificaciones del servicio de cotejo" v0.4.7 §4: NIF
 * 89890001K, invoice 12345678&G33 of 01-01-2024 for 241,40 €) as a Spanish workshop's document, and the URL of its
 * QR code in the AEAT's test environment, as that document writes it.
 */
export function aeatExampleDocument(): TSalesDocument {
  const document = salesDocument({
    numberText: '12345678&G33',
    issueDay: '2024-01-01',
    issuedAt: '2024-01-01T18:20:30.000Z',
    lines: [{ description: 'Reparación', quantity: 1, priceCents: 24_140, rateBp: 2100 }],
  });
  return { ...document, issuer: { ...document.issuer, taxId: '89890001K' } };
}
export const AEAT_EXAMPLE_URL =
  'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.40';

/**
 * The AT's second worked example ("Especificações Técnicas Código QR" v1.0 §5: a simplified invoice FS CDVF/12345 of
 * 12 August 2019, 0,80 € at the mainland's 23 %, ATCUD CDF7T5HD-12345) as a Portuguese workshop's document, and the
 * string its QR code carries (the one the domain's qr-string.test.ts rebuilds).
 */
export function atExampleDocument(): TSalesDocument {
  const document = salesDocument({
    country: 'PT',
    seriesCode: 'CDVF',
    number: 12345,
    numberText: 'CDVF/12345',
    issueDay: '2019-08-12',
    issuedAt: '2019-08-12T10:00:00.000Z',
    lines: [{ description: 'Pastilha de travão', quantity: 1, priceCents: 80, rateBp: 2300 }],
  });
  return { ...document, issuer: { ...document.issuer, taxId: '123456789' } };
}
export const AT_EXAMPLE_ATCUD = 'CDF7T5HD-12345';
export const AT_EXAMPLE_QR =
  'A:123456789*B:999999990*C:PT*D:FS*E:N*F:20190812*G:FS CDVF/12345*H:CDF7T5HD-12345*I1:PT*I7:0.65*I8:0.15*N:0.15*O:0.80*Q:YhGV*R:9999*S:NU;0.80';
