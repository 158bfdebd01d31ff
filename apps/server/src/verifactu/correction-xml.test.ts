// docs/verifactu.md §9: a correction (subsanación) is a new RegistroAlta of the same invoice saying Subsanacion S and,
// when the AEAT holds no alta of it, RechazoPrevio X; both where RegistroFacturacionAltaType's sequence puts them
// (after NombreRazonEmisor, before TipoFactura), valid against the AEAT's XSDs; a value the XSD does not list fails.
import { describe, expect, it } from 'vitest';
import { correctionFlags } from '../services/verifactu-resend.ts';
import { registroAltaXml, verifactuRequestXml } from './record-xml.ts';
import { TEST_ISSUER, testAlta } from './verifactu-factories.ts';
import { validateVerifactuXml } from './xsd-validate.ts';

describe('a correction’s RegistroAlta', () => {
  it('after a refusal (no alta held by the AEAT): Subsanacion S and RechazoPrevio X, in the XSD’s order, valid', async () => {
    const refused = testAlta();
    const correction = testAlta({
      ...correctionFlags('refused', false),
      Encadenamiento: { RegistroAnterior: { ...refused.IDFactura, Huella: refused.Huella } },
      FechaHoraHusoGenRegistro: '2026-12-01T10:20:00+01:00',
    });
    const xml = registroAltaXml(correction);
    expect(xml).toContain(
      '</sum1:NombreRazonEmisor><sum1:Subsanacion>S</sum1:Subsanacion><sum1:RechazoPrevio>X</sum1:RechazoPrevio><sum1:TipoFactura>F1</sum1:TipoFactura>',
    );
    // The same invoice, its own huella: the correction is a record of its own in the chain.
    expect(correction.IDFactura).toEqual(refused.IDFactura);
    expect(correction.Huella).not.toBe(refused.Huella);
    const record = await validateVerifactuXml(xml, 'SuministroInformacion.xsd');
    expect(record.errors).toEqual([]);
    const request = await validateVerifactuXml(
      verifactuRequestXml({ ObligadoEmision: TEST_ISSUER, records: [{ RegistroAlta: refused }, { RegistroAlta: correction }] }),
      'SuministroLR.xsd',
    );
    expect(request.errors).toEqual([]);
  });

  it('of a record accepted with errors: Subsanacion S alone; of a refused correction of one the AEAT holds: RechazoPrevio S', async () => {
    expect(correctionFlags('accepted-with-errors', true)).toEqual({ Subsanacion: 'S' });
    expect(correctionFlags('refused', true)).toEqual({ Subsanacion: 'S', RechazoPrevio: 'S' });
    const xml = registroAltaXml(testAlta(correctionFlags('accepted-with-errors', true)));
    expect(xml).toContain('<sum1:Subsanacion>S</sum1:Subsanacion><sum1:TipoFactura>');
    expect(xml).not.toContain('RechazoPrevio');
    expect((await validateVerifactuXml(xml, 'SuministroInformacion.xsd')).errors).toEqual([]);
  });

  it('a RechazoPrevio the XSD does not list is refused by it', async () => {
    const xml = registroAltaXml(testAlta({ Subsanacion: 'S', RechazoPrevio: 'Y' as 'X' }));
    expect((await validateVerifactuXml(xml, 'SuministroInformacion.xsd')).valid).toBe(false);
  });
});
