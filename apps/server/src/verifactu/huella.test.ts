// The AEAT's own examples first: "Detalle de las especificaciones técnicas para generación de la huella o hash de los
// registros de facturación" v0.1.2 §6, each input string with the hash the document gives for it.
import { altaHuellaInput, anulacionHuellaInput } from '@rueda/domain';
import { describe, expect, it } from 'vitest';
import { huella } from './huella.ts';
import { testAlta } from './verifactu-factories.ts';

const FIRST = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60';
const SECOND = 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97';
const ANULACION = '177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68';

const first = {
  IDEmisorFactura: '89890001K',
  NumSerieFactura: '12345678/G33',
  FechaExpedicionFactura: '01-01-2024',
  TipoFactura: 'F1',
  CuotaTotal: '12.35',
  ImporteTotal: '123.45',
  Huella: '',
  FechaHoraHusoGenRegistro: '2024-01-01T19:20:30+01:00',
};

describe('the huella, from the AEAT’s examples', () => {
  it('of the first alta', () => {
    expect(huella(altaHuellaInput(first))).toBe(FIRST);
  });

  it('of an alta chained to it', () => {
    const second = { ...first, NumSerieFactura: '12345679/G34', Huella: FIRST, FechaHoraHusoGenRegistro: '2024-01-01T19:20:35+01:00' };
    expect(huella(altaHuellaInput(second))).toBe(SECOND);
  });

  it('of the anulación of that second invoice, chained to its alta', () => {
    const input = anulacionHuellaInput({
      IDEmisorFacturaAnulada: '89890001K',
      NumSerieFacturaAnulada: '12345679/G34',
      FechaExpedicionFacturaAnulada: '01-01-2024',
      Huella: SECOND,
      FechaHoraHusoGenRegistro: '2024-01-01T19:20:40+01:00',
    });
    expect(huella(input)).toBe(ANULACION);
  });

  it('hashes the text as UTF-8 and writes 64 upper-case hex characters', () => {
    expect(huella('')).toBe('E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855');
    // "ñ" is two bytes in UTF-8 (C3 B1): SHA-256 of those two bytes, not of Latin-1's one.
    expect(huella('ñ')).toBe('024BB90888CA89A15A19E9BDD8C712BFB070465FCE1EF25E43C170EA44FC5E5F');
  });
});

describe('sealing a record', () => {
  it('refuses an alta the AEAT would refuse before computing its huella', () => {
    expect(() => testAlta({ TipoFactura: 'F2' })).toThrow(/Destinatarios/);
    expect(testAlta().Huella).toMatch(/^[0-9A-F]{64}$/);
  });
});
