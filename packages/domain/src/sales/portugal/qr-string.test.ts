// The AT's "Especificações Técnicas Código QR" v1.0 (13 August 2020), §5: its four worked examples, each rebuilt from
// the fields its tables list. The expected strings are the ones the AT's own QR images in §5 decode to (read back
// from the published PDF); the text printed beside them wraps the same strings over several lines.
import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../errors.ts';
import { FINAL_CONSUMER_TAX_ID, portugueseQrString, type PortugueseQrFields } from './qr-string.ts';

const EXAMPLE_1_INVOICE =
  'A:123456789*B:999999990*C:PT*D:FT*E:N*F:20191231*G:FT AB2019/0035*H:CSDF7T5H-0035*I1:PT*I2:12000.00*I3:15000.00*' +
  'I4:900.00*I5:50000.00*I6:6500.00*I7:80000.00*I8:18400.00*J1:PT-AC*J2:10000.00*J3:25000.56*J4:1000.02*J5:75000.00*' +
  'J6:6750.00*J7:100000.00*J8:18000.00*K1:PT-MA*K2:5000.00*K3:12500.00*K4:625.00*K5:25000.00*K6:3000.00*K7:40000.00*' +
  'K8:8800.00*L:100.00*M:25.00*N:64000.02*O:513600.58*P:100.00*Q:kLp0*R:9999*S:TB;PT00000000000000000000000;513500.58';

const example1: PortugueseQrFields = {
  issuerTaxId: '123456789',
  buyerTaxId: FINAL_CONSUMER_TAX_ID,
  buyerCountry: 'PT',
  documentType: 'FT',
  documentStatus: 'N',
  documentDate: '2019-12-31',
  documentId: 'FT AB2019/0035',
  atcud: 'CSDF7T5H-0035',
  taxSpaces: [
    // Given out of order on purpose: the spaces fill I, J and K as the specification's example orders them.
    {
      space: 'PT-MA',
      exemptBaseCents: 500_000,
      reducedBaseCents: 1_250_000,
      reducedVatCents: 62_500,
      intermediateBaseCents: 2_500_000,
      intermediateVatCents: 300_000,
      normalBaseCents: 4_000_000,
      normalVatCents: 880_000,
    },
    {
      space: 'PT',
      exemptBaseCents: 1_200_000,
      reducedBaseCents: 1_500_000,
      reducedVatCents: 90_000,
      intermediateBaseCents: 5_000_000,
      intermediateVatCents: 650_000,
      normalBaseCents: 8_000_000,
      normalVatCents: 1_840_000,
    },
    {
      space: 'PT-AC',
      exemptBaseCents: 1_000_000,
      reducedBaseCents: 2_500_056,
      reducedVatCents: 100_002,
      intermediateBaseCents: 7_500_000,
      intermediateVatCents: 675_000,
      normalBaseCents: 10_000_000,
      normalVatCents: 1_800_000,
    },
  ],
  notSubjectCents: 10_000,
  stampDutyCents: 2_500,
  taxPayableCents: 6_400_002,
  grossTotalCents: 51_360_058,
  withholdingCents: 10_000,
  hashCharacters: 'kLp0',
  certificateNumber: '9999',
  otherInformation: 'TB;PT00000000000000000000000;513500.58',
};

describe("the QR code's text", () => {
  it('rebuilds the AT’s example 1, an invoice taxed in PT, PT-AC and PT-MA with an IBAN (452 characters)', () => {
    const text = portugueseQrString(example1);
    expect(text).toBe(EXAMPLE_1_INVOICE);
    expect(text).toHaveLength(452);
  });

  it('rebuilds the AT’s example 2, a simplified invoice (141 characters)', () => {
    const text = portugueseQrString({
      issuerTaxId: '123456789',
      buyerTaxId: '999999990',
      buyerCountry: 'PT',
      documentType: 'FS',
      documentStatus: 'N',
      documentDate: '2019-08-12',
      documentId: 'FS CDVF/12345',
      atcud: 'CDF7T5HD-12345',
      taxSpaces: [{ space: 'PT', normalBaseCents: 65, normalVatCents: 15 }],
      taxPayableCents: 15,
      grossTotalCents: 80,
      hashCharacters: 'YhGV',
      certificateNumber: '9999',
      otherInformation: 'NU;0.80',
    });
    expect(text).toBe(
      'A:123456789*B:999999990*C:PT*D:FS*E:N*F:20190812*G:FS CDVF/12345*H:CDF7T5HD-12345*I1:PT*I7:0.65*I8:0.15*N:0.15*O:0.80*Q:YhGV*R:9999*S:NU;0.80',
    );
    expect(text).toHaveLength(141);
  });

  it('rebuilds the AT’s example 3, a pro-forma with a named buyer (209 characters)', () => {
    const text = portugueseQrString({
      issuerTaxId: '500000000',
      buyerTaxId: '123456789',
      buyerCountry: 'PT',
      documentType: 'PF',
      documentStatus: 'N',
      documentDate: '2019-01-23',
      documentId: 'PF G2019CB/145789',
      atcud: 'HB6FT7RV-145789',
      taxSpaces: [
        {
          space: 'PT',
          exemptBaseCents: 1_234_534,
          reducedBaseCents: 1_253_265,
          reducedVatCents: 75_196,
          intermediateBaseCents: 5_278_900,
          intermediateVatCents: 686_257,
          normalBaseCents: 3_242_569,
          normalVatCents: 745_791,
        },
      ],
      taxPayableCents: 1_507_244,
      grossTotalCents: 12_516_512,
      hashCharacters: 'r/fY',
      certificateNumber: '9999',
    });
    expect(text).toBe(
      'A:500000000*B:123456789*C:PT*D:PF*E:N*F:20190123*G:PF G2019CB/145789*H:HB6FT7RV-145789*I1:PT*I2:12345.34*I3:12532.65*' +
        'I4:751.96*I5:52789.00*I6:6862.57*I7:32425.69*I8:7457.91*N:15072.44*O:125165.12*Q:r/fY*R:9999',
    );
    expect(text).toHaveLength(209);
  });

  it('rebuilds the AT’s example 4, a transport document without a VAT rate: I1:0 (116 characters)', () => {
    const text = portugueseQrString({
      issuerTaxId: '500000000',
      buyerTaxId: '123456789',
      buyerCountry: 'PT',
      documentType: 'GT',
      documentStatus: 'N',
      documentDate: '2019-07-20',
      documentId: 'GT G234CB/50987',
      atcud: 'GTVX4Y8B-50987',
      taxSpaces: [],
      taxPayableCents: 0,
      grossTotalCents: 0,
      hashCharacters: '5uIg',
      certificateNumber: '9999',
    });
    expect(text).toBe(
      'A:500000000*B:123456789*C:PT*D:GT*E:N*F:20190720*G:GT G234CB/50987*H:GTVX4Y8B-50987*I1:0*N:0.00*O:0.00*Q:5uIg*R:9999',
    );
    expect(text).toHaveLength(116);
  });

  it('puts a document taxed in the Azores alone in I, the one mandatory space', () => {
    const text = portugueseQrString({
      ...example1,
      taxSpaces: [{ space: 'PT-AC', normalBaseCents: 10_000, normalVatCents: 1_600 }],
      notSubjectCents: undefined,
      stampDutyCents: undefined,
      withholdingCents: undefined,
      otherInformation: undefined,
      taxPayableCents: 1_600,
      grossTotalCents: 11_600,
    });
    expect(text).toContain('*I1:PT-AC*I7:100.00*I8:16.00*N:16.00*O:116.00*Q:kLp0*R:9999');
    expect(text).not.toContain('J1');
  });

  it('refuses a value the specification does not allow, naming its field', () => {
    const refused = (changes: Partial<PortugueseQrFields>) => {
      try {
        portugueseQrString({ ...example1, ...changes });
      } catch (error) {
        expect(error).toBeInstanceOf(FunctionError);
        return ((error as FunctionError).details as { fields: { field: string }[] }).fields[0]!.field;
      }
      throw new Error('accepted');
    };
    expect(refused({ issuerTaxId: 'PT123456789' })).toBe('issuerTaxId');
    expect(refused({ otherInformation: 'TB*PT50' })).toBe('otherInformation');
    expect(refused({ otherInformation: 'x'.repeat(66) })).toBe('otherInformation');
    expect(refused({ documentDate: '2019-02-30' })).toBe('documentDate');
    expect(refused({ documentId: 'FT AB2019-0035' })).toBe('documentId');
    expect(refused({ hashCharacters: 'kLp' })).toBe('hashCharacters');
    expect(refused({ certificateNumber: '12345' })).toBe('certificateNumber');
    expect(refused({ grossTotalCents: -1 })).toBe('grossTotalCents');
    expect(refused({ grossTotalCents: 1e15 })).toBe('grossTotalCents');
    expect(refused({ taxPayableCents: 6_400_001 })).toBe('taxPayableCents');
    expect(refused({ taxSpaces: [example1.taxSpaces[1]!, example1.taxSpaces[1]!] })).toBe('taxPayableCents');
  });

  it('refuses a fiscal space given twice', () => {
    const pt = { space: 'PT' as const, normalBaseCents: 100, normalVatCents: 23 };
    expect(() => portugueseQrString({ ...example1, taxSpaces: [pt, pt], stampDutyCents: undefined, taxPayableCents: 46 })).toThrow(
      FunctionError,
    );
  });
});
