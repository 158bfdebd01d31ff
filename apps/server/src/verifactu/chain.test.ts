// The chain (Real Decreto 1007/2023 art. 8; Orden HAC/1177/2024): each record names the previous one and its huella,
// and its own huella covers that previous huella. Three records, alta, alta, anulación, sent in one request.
import { altaHuellaFields, altaHuellaInput, anulacionHuellaFields, anulacionHuellaInput } from '@rueda/domain';
import { describe, expect, it } from 'vitest';
import { huella } from './huella.ts';
import { verifactuRequestXml } from './record-xml.ts';
import { invoiceRef, TEST_ISSUER, testAlta, testAnulacion } from './verifactu-factories.ts';
import { validateVerifactuXml } from './xsd-validate.ts';

describe('a chain of three records', () => {
  const first = testAlta();
  const second = testAlta({
    IDFactura: invoiceRef('F2026-000002'),
    Encadenamiento: { RegistroAnterior: { ...first.IDFactura, Huella: first.Huella } },
    FechaHoraHusoGenRegistro: '2026-12-01T11:40:05+01:00',
  });
  const third = testAnulacion(second.IDFactura, second);

  it('names each previous record’s huella, and each huella covers it', () => {
    expect(altaHuellaFields(first).Huella).toBe('');
    expect(second.Encadenamiento).toEqual({ RegistroAnterior: { ...invoiceRef('F2026-000001'), Huella: first.Huella } });
    expect(third.Encadenamiento).toEqual({ RegistroAnterior: { ...invoiceRef('F2026-000002'), Huella: second.Huella } });
    expect(huella(altaHuellaInput(altaHuellaFields(second)))).toBe(second.Huella);
    expect(huella(anulacionHuellaInput(anulacionHuellaFields(third)))).toBe(third.Huella);
    expect(altaHuellaInput(altaHuellaFields(second))).toContain(`&Huella=${first.Huella}&`);
    expect(anulacionHuellaInput(anulacionHuellaFields(third))).toContain(`&Huella=${second.Huella}&`);
    expect(new Set([first.Huella, second.Huella, third.Huella]).size).toBe(3);
  });

  it('breaks when an earlier record changes: the next record’s huella no longer follows', () => {
    const altered = testAlta({
      Desglose: [{ CalificacionOperacion: 'S1', rateBp: 2100, baseCents: 10100, taxCents: 2100 }],
      ImporteTotal: 12200,
    });
    const relinked = { ...second, Encadenamiento: { RegistroAnterior: { ...altered.IDFactura, Huella: altered.Huella } } };
    expect(huella(altaHuellaInput(altaHuellaFields(relinked)))).not.toBe(second.Huella);
  });

  it('goes to the AEAT as one request, valid against SuministroLR.xsd', async () => {
    const xml = verifactuRequestXml({
      ObligadoEmision: TEST_ISSUER,
      records: [{ RegistroAlta: first }, { RegistroAlta: second }, { RegistroAnulacion: third }],
    });
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?><sum:RegFactuSistemaFacturacion xmlns:sum="[^"]+\/SuministroLR.xsd" xmlns:sum1="[^"]+\/SuministroInformacion.xsd"><sum:Cabecera><sum1:ObligadoEmision>/,
    );
    expect(xml.match(/<sum:RegistroFactura>/g)).toHaveLength(3);
    const result = await validateVerifactuXml(xml, 'SuministroLR.xsd');
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });
});
