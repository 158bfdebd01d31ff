// Every kind of record Rueda writes, checked against the AEAT's XSDs (./xsd) by libxml2 (xmllint-wasm, decision 064).
import type { VerifactuAlta } from '@rueda/domain';
import { describe, expect, it } from 'vitest';
import { registroAltaXml, registroAnulacionXml, verifactuRequestXml } from './record-xml.ts';
import { invoiceRef, TEST_ISSUER, testAlta, testAnulacion } from './verifactu-factories.ts';
import { validateVerifactuXml } from './xsd-validate.ts';

async function expectValidAlta(alta: VerifactuAlta) {
  const record = await validateVerifactuXml(registroAltaXml(alta), 'SuministroInformacion.xsd');
  expect(record.errors).toEqual([]);
  const request = await validateVerifactuXml(
    verifactuRequestXml({ ObligadoEmision: TEST_ISSUER, records: [{ RegistroAlta: alta }] }),
    'SuministroLR.xsd',
  );
  expect(request.errors).toEqual([]);
  expect(record.valid && request.valid).toBe(true);
}

describe('RegistroAlta, valid against SuministroInformacion.xsd and inside SuministroLR.xsd’s request', () => {
  it('a full invoice (F1) to a Spanish customer, first of its chain', async () => {
    const alta = testAlta();
    const xml = registroAltaXml(alta);
    expect(xml).toContain('<sum1:NombreRazonEmisor>Ciclos Marta &amp; Hijos, S.L.</sum1:NombreRazonEmisor>');
    expect(xml).toContain('<sum1:DescripcionOperacion>Revisión general y cambio de cadena &lt;Shimano&gt;</sum1:DescripcionOperacion>');
    expect(xml).toContain('<sum1:FechaExpedicionFactura>01-12-2026</sum1:FechaExpedicionFactura>');
    expect(xml).toContain(
      '<sum1:DetalleDesglose><sum1:Impuesto>01</sum1:Impuesto><sum1:ClaveRegimen>01</sum1:ClaveRegimen>' +
        '<sum1:CalificacionOperacion>S1</sum1:CalificacionOperacion><sum1:TipoImpositivo>21.00</sum1:TipoImpositivo>' +
        '<sum1:BaseImponibleOimporteNoSujeto>100.00</sum1:BaseImponibleOimporteNoSujeto><sum1:CuotaRepercutida>21.00</sum1:CuotaRepercutida>' +
        '</sum1:DetalleDesglose>',
    );
    expect(xml).toContain('<sum1:Encadenamiento><sum1:PrimerRegistro>S</sum1:PrimerRegistro></sum1:Encadenamiento>');
    expect(xml).toContain(`<sum1:TipoHuella>01</sum1:TipoHuella><sum1:Huella>${alta.Huella}</sum1:Huella></sum1:RegistroAlta>`);
    await expectValidAlta(alta);
  });

  it('a simplified invoice (F2) with no customer, over several rates, an exempt and a not-subject line', async () => {
    await expectValidAlta(
      testAlta({
        IDFactura: invoiceRef('T2026-000007'),
        TipoFactura: 'F2',
        Destinatarios: undefined,
        Desglose: [
          { CalificacionOperacion: 'S1', rateBp: 2100, baseCents: 2479, taxCents: 521 },
          { CalificacionOperacion: 'S1', rateBp: 1000, baseCents: 909, taxCents: 91 },
          { OperacionExenta: 'E1', baseCents: 1500 },
          { CalificacionOperacion: 'N1', baseCents: 200 },
        ],
        CuotaTotal: 612,
        ImporteTotal: 5700,
      }),
    );
  });

  it('a full invoice to a foreign customer, named by IDOtro', async () => {
    const alta = testAlta({
      Destinatarios: [{ NombreRazon: 'Louise Dubois', IDOtro: { CodigoPais: 'FR', IDType: '02', ID: 'FR52422961982' } }],
    });
    expect(registroAltaXml(alta)).toContain(
      '<sum1:IDOtro><sum1:CodigoPais>FR</sum1:CodigoPais><sum1:IDType>02</sum1:IDType><sum1:ID>FR52422961982</sum1:ID></sum1:IDOtro>',
    );
    await expectValidAlta(alta);
  });

  it('a full invoice replacing simplified ones (F3), naming them in FacturasSustituidas', async () => {
    const alta = testAlta({
      TipoFactura: 'F3',
      FacturasSustituidas: [invoiceRef('T2026-000007', '2026-11-30'), invoiceRef('T2026-000008', '2026-11-30')],
    });
    expect(registroAltaXml(alta)).toContain(
      '<sum1:FacturasSustituidas><sum1:IDFacturaSustituida><sum1:IDEmisorFactura>89890001K</sum1:IDEmisorFactura>' +
        '<sum1:NumSerieFactura>T2026-000007</sum1:NumSerieFactura><sum1:FechaExpedicionFactura>30-11-2026</sum1:FechaExpedicionFactura>',
    );
    await expectValidAlta(alta);
  });

  it('rectifying invoices by differences (I), R1 to R5, with negative amounts', async () => {
    for (const TipoFactura of ['R1', 'R2', 'R3', 'R4', 'R5'] as const) {
      await expectValidAlta(
        testAlta({
          IDFactura: invoiceRef(`R2026-00000${TipoFactura[1]}`),
          TipoFactura,
          TipoRectificativa: 'I',
          FacturasRectificadas: [invoiceRef('F2026-000001', '2026-11-02')],
          Destinatarios: TipoFactura === 'R5' ? undefined : testAlta().Destinatarios,
          Desglose: [{ CalificacionOperacion: 'S1', rateBp: 2100, baseCents: -2000, taxCents: -420 }],
          CuotaTotal: -420,
          ImporteTotal: -2420,
        }),
      );
    }
  });

  it('a rectifying invoice by substitution (S), with the rectified base and tax', async () => {
    const alta = testAlta({
      IDFactura: invoiceRef('R2026-000010'),
      TipoFactura: 'R1',
      TipoRectificativa: 'S',
      FacturasRectificadas: [invoiceRef('F2026-000001', '2026-11-02')],
      ImporteRectificacion: { baseCents: 10000, taxCents: 2100 },
      Desglose: [{ CalificacionOperacion: 'S1', rateBp: 2100, baseCents: 8000, taxCents: 1680 }],
      CuotaTotal: 1680,
      ImporteTotal: 9680,
    });
    expect(registroAltaXml(alta)).toContain(
      '<sum1:ImporteRectificacion><sum1:BaseRectificada>100.00</sum1:BaseRectificada><sum1:CuotaRectificada>21.00</sum1:CuotaRectificada></sum1:ImporteRectificacion>',
    );
    await expectValidAlta(alta);
  });
});

describe('RegistroAnulacion', () => {
  it('names the cancelled invoice with its own field names and is valid', async () => {
    const alta = testAlta();
    const anulacion = testAnulacion(alta.IDFactura, alta);
    const xml = registroAnulacionXml(anulacion);
    expect(xml).toContain(
      '<sum1:IDFactura><sum1:IDEmisorFacturaAnulada>89890001K</sum1:IDEmisorFacturaAnulada>' +
        '<sum1:NumSerieFacturaAnulada>F2026-000001</sum1:NumSerieFacturaAnulada>' +
        '<sum1:FechaExpedicionFacturaAnulada>01-12-2026</sum1:FechaExpedicionFacturaAnulada></sum1:IDFactura>',
    );
    const result = await validateVerifactuXml(xml, 'SuministroInformacion.xsd');
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });
});

describe('the validator', () => {
  it('refuses a wrong record, naming the element', async () => {
    // A NIF of eight characters (NIFType has length 9), which sealAlta would refuse before writing it.
    const wrong = registroAltaXml(testAlta()).replace('<sum1:IDEmisorFactura>89890001K<', '<sum1:IDEmisorFactura>8989001K<');
    const result = await validateVerifactuXml(wrong, 'SuministroInformacion.xsd');
    expect(result.valid).toBe(false);
    expect(result.errors.join('\n')).toContain('IDEmisorFactura');

    const swapped = registroAltaXml(testAlta()).replace(
      /(<sum1:CuotaTotal>[^<]*<\/sum1:CuotaTotal>)(<sum1:ImporteTotal>[^<]*<\/sum1:ImporteTotal>)/,
      '$2$1',
    );
    const outOfOrder = await validateVerifactuXml(swapped, 'SuministroInformacion.xsd');
    expect(outOfOrder.valid).toBe(false);
    expect(outOfOrder.errors.join('\n')).toContain('ImporteTotal');
  });

  it('refuses a request of no records before writing it', () => {
    expect(() => verifactuRequestXml({ ObligadoEmision: TEST_ISSUER, records: [] })).toThrow(/records/);
  });
});
