// The AT's "Especificações Técnicas Código QR" v1.0 §5 draws each example with its version beside it: example 1 (452
// characters) at version 17, 85 × 85 modules; example 2 (141) at 9, 53 × 53; example 3 (209) at 10, 57 × 57;
// example 4 (116) at 9, the least. Level M in byte mode gives exactly those versions (L or Q would not), and a
// decoder (jsqr) reads the drawn code back to the exact text, as a phone would (decision 064).
import { portugueseQrString } from '@rueda/domain';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { portugueseQrPng, portugueseQrSvg, portugueseQrSymbol } from './qr-image.ts';

const EXAMPLES: { text: string; version: number; modules: number }[] = [
  {
    text:
      'A:123456789*B:999999990*C:PT*D:FT*E:N*F:20191231*G:FT AB2019/0035*H:CSDF7T5H-0035*I1:PT*I2:12000.00*I3:15000.00*' +
      'I4:900.00*I5:50000.00*I6:6500.00*I7:80000.00*I8:18400.00*J1:PT-AC*J2:10000.00*J3:25000.56*J4:1000.02*J5:75000.00*' +
      'J6:6750.00*J7:100000.00*J8:18000.00*K1:PT-MA*K2:5000.00*K3:12500.00*K4:625.00*K5:25000.00*K6:3000.00*K7:40000.00*' +
      'K8:8800.00*L:100.00*M:25.00*N:64000.02*O:513600.58*P:100.00*Q:kLp0*R:9999*S:TB;PT00000000000000000000000;513500.58',
    version: 17,
    modules: 85,
  },
  {
    text: 'A:123456789*B:999999990*C:PT*D:FS*E:N*F:20190812*G:FS CDVF/12345*H:CDF7T5HD-12345*I1:PT*I7:0.65*I8:0.15*N:0.15*O:0.80*Q:YhGV*R:9999*S:NU;0.80',
    version: 9,
    modules: 53,
  },
  {
    text:
      'A:500000000*B:123456789*C:PT*D:PF*E:N*F:20190123*G:PF G2019CB/145789*H:HB6FT7RV-145789*I1:PT*I2:12345.34*I3:12532.65*' +
      'I4:751.96*I5:52789.00*I6:6862.57*I7:32425.69*I8:7457.91*N:15072.44*O:125165.12*Q:r/fY*R:9999',
    version: 10,
    modules: 57,
  },
  {
    text: 'A:500000000*B:123456789*C:PT*D:GT*E:N*F:20190720*G:GT G234CB/50987*H:GTVX4Y8B-50987*I1:0*N:0.00*O:0.00*Q:5uIg*R:9999',
    version: 9,
    modules: 53,
  },
];

async function decodePng(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

describe('the Portuguese QR code', () => {
  it.each(EXAMPLES.map((example, index) => ({ ...example, name: `example ${index + 1}` })))(
    'draws the AT’s $name at version $version, $modules modules wide, level M, one byte segment',
    ({ text, version, modules }) => {
      const symbol = portugueseQrSymbol(text);
      expect(symbol.version).toBe(version);
      expect(symbol.modules.size).toBe(modules);
      expect(symbol.errorCorrectionLevel.bit).toBe(0); // ISO/IEC 18004's format bits: M is 00.
      expect(symbol.segments.map((segment) => segment.mode.id)).toEqual(['Byte']);
    },
  );

  it('would draw other versions at levels L and Q, so the versions above pin level M', () => {
    const segments = [{ data: Buffer.from(EXAMPLES[0]!.text), mode: 'byte' as const }];
    expect(QRCode.create(segments, { errorCorrectionLevel: 'L' }).version).toBe(14);
    expect(QRCode.create(segments, { errorCorrectionLevel: 'Q' }).version).toBe(20);
  });

  it('as PNG reads back as the exact text', async () => {
    for (const { text } of EXAMPLES) {
      const png = await portugueseQrPng(text);
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(await decodePng(png)).toBe(text);
    }
  });

  it('as SVG reads back as the exact text of a document the domain composed', async () => {
    const text = portugueseQrString({
      issuerTaxId: '508025338',
      buyerTaxId: '999999990',
      buyerCountry: 'PT',
      documentType: 'FS',
      documentStatus: 'N',
      documentDate: '2026-03-02',
      documentId: 'FS T2026/7',
      atcud: 'JJ4N5T9X-7',
      taxSpaces: [{ space: 'PT', normalBaseCents: 2_033, normalVatCents: 467 }],
      taxPayableCents: 467,
      grossTotalCents: 2_500,
      hashCharacters: 'o9xC',
      certificateNumber: '0',
    });
    const svg = await portugueseQrSvg(text);
    expect(svg.startsWith('<svg')).toBe(true);
    const png = await sharp(Buffer.from(svg), { density: 300 }).flatten({ background: '#ffffff' }).png().toBuffer();
    expect(await decodePng(png)).toBe(text);
  });
});
