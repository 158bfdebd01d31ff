// The AEAT's "Características del QR y especificaciones del servicio de cotejo" v0.4.7: §4's encoding example (its
// §4.1 Java call, codificarQR(…, "89890001K", "12345678&G33", "01-01-2024", "241.40")) and §5.1's two hosts.
import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../errors.ts';
import { verifactuQrUrl } from './qr-url.ts';

describe('the QR’s URL', () => {
  it('encodes the AEAT’s example as its §4 shows', () => {
    expect(verifactuQrUrl({ nif: '89890001K', numSerie: '12345678&G33', fecha: '2024-01-01', importeCents: 24140 }, 'test')).toBe(
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.40',
    );
  });

  it('points at production’s host there', () => {
    expect(verifactuQrUrl({ nif: '89890001K', numSerie: '12345678-G33', fecha: '2024-09-01', importeCents: 24140 }, 'production')).toBe(
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678-G33&fecha=01-09-2024&importe=241.40',
    );
  });

  it('encodes "/", spaces and the rest as Java’s URLEncoder does', () => {
    const url = verifactuQrUrl({ nif: 'B12345678', numSerie: 'F 2026/000001+#?~*._', fecha: '2026-12-01', importeCents: -1210 }, 'test');
    expect(url).toBe(
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345678&numserie=F+2026%2F000001%2B%23%3F%7E*._&fecha=01-12-2026&importe=-12.10',
    );
  });

  it('refuses what the AEAT’s checking service cannot read', () => {
    const fields = { nif: 'B12345678', numSerie: 'F-1', fecha: '2026-12-01', importeCents: 100 };
    expect(() => verifactuQrUrl({ ...fields, nif: 'B1234' }, 'test')).toThrow(FunctionError);
    expect(() => verifactuQrUrl({ ...fields, numSerie: 'Año-1' }, 'test')).toThrow(FunctionError);
    expect(() => verifactuQrUrl({ ...fields, numSerie: 'F'.repeat(61) }, 'test')).toThrow(FunctionError);
  });
});
