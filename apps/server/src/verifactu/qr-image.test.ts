// The drawn QR code is read back by a decoder (jsqr), so the test checks that the pixels say the exact URL, as a phone
// would read it, not only that a string reached the encoder (decision 064).
import { verifactuQrUrl } from '@rueda/domain';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { verifactuQrPng, verifactuQrSvg } from './qr-image.ts';

async function decodePng(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

describe('the VERI*FACTU QR code', () => {
  const url = verifactuQrUrl({ nif: '89890001K', numSerie: 'F 2026/000123&A', fecha: '2026-12-01', importeCents: 12100 }, 'production');

  it('as PNG reads back as the exact URL', async () => {
    expect(url).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=F+2026%2F000123%26A&fecha=01-12-2026&importe=121.00',
    );
    const png = await verifactuQrPng(url);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(await decodePng(png)).toBe(url);
  });

  it('is drawn at error correction level M, as Orden HAC/1177/2024 art. 21 asks', async () => {
    // The same URL at another level draws other modules.
    const png = await verifactuQrPng(url);
    const drawnAt = (level: 'L' | 'M' | 'H') => QRCode.toBuffer(url, { errorCorrectionLevel: level, margin: 4, width: 480 });
    expect(png.equals(await drawnAt('M'))).toBe(true);
    expect(png.equals(await drawnAt('L'))).toBe(false);
    expect(png.equals(await drawnAt('H'))).toBe(false);
  });

  it('as SVG is drawn from the same modules, rendered back to the exact URL', async () => {
    const svg = await verifactuQrSvg(url);
    expect(svg.startsWith('<svg')).toBe(true);
    const png = await sharp(Buffer.from(svg), { density: 300 }).flatten({ background: '#ffffff' }).png().toBuffer();
    expect(await decodePng(png)).toBe(url);
  });
});
