// The AEAT's answer (RespuestaSuministro.xsd) written by the local service and read by the sender, the request built
// from the records as Rueda kept them (SuministroLR.xsd), and the SOAP fault that refuses a whole send.
import { describe, expect, it } from 'vitest';
import { answerEnvelopeXml, answerXml, readVerifactuAnswer, RESPUESTA_SUMINISTRO_NS, type VerifactuAnswer } from './answer.ts';
import { registroAltaXml, registroAnulacionXml, SUMINISTRO_INFORMACION_NS, verifactuRequestXml } from './record-xml.ts';
import { requestOfStoredRecords, soapEnvelope, soapFaultXml } from './soap.ts';
import { invoiceRef, TEST_ISSUER, testAlta, testAnulacion } from './verifactu-factories.ts';
import { readXml } from './xml-read.ts';
import { validateVerifactuXml } from './xsd-validate.ts';

const ANSWER: VerifactuAnswer = {
  CSV: 'A-7KQ2M9ZP4XW1RT',
  DatosPresentacion: { NIFPresentador: TEST_ISSUER.NIF, TimestampPresentacion: '2026-12-01T10:16:00+01:00' },
  Cabecera: TEST_ISSUER,
  TiempoEsperaEnvio: 60,
  EstadoEnvio: 'ParcialmenteCorrecto',
  RespuestaLinea: [
    {
      IDFactura: { ...invoiceRef('F2026-000001'), FechaExpedicionFactura: '01-12-2026' },
      TipoOperacion: 'Alta',
      EstadoRegistro: 'Correcto',
    },
    {
      IDFactura: { ...invoiceRef('F2026-000002'), FechaExpedicionFactura: '01-12-2026' },
      TipoOperacion: 'Alta',
      EstadoRegistro: 'AceptadoConErrores',
      CodigoErrorRegistro: 2000,
      DescripcionErrorRegistro: 'El cálculo de la huella suministrada es incorrecta.',
    },
    {
      IDFactura: { ...invoiceRef('F2026-000001'), FechaExpedicionFactura: '01-12-2026' },
      TipoOperacion: 'Alta',
      EstadoRegistro: 'Incorrecto',
      CodigoErrorRegistro: 3000,
      DescripcionErrorRegistro: 'Registro de facturación duplicado.',
      RegistroDuplicado: { IdPeticionRegistroDuplicado: '202612011016000001', EstadoRegistroDuplicado: 'Correcta' },
    },
  ],
};

describe('the answer, RespuestaRegFactuSistemaFacturacion', () => {
  it('is valid against RespuestaSuministro.xsd and reads back to what was written', async () => {
    const result = await validateVerifactuXml(answerXml(ANSWER), 'RespuestaSuministro.xsd');
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
    expect(readVerifactuAnswer(answerEnvelopeXml(ANSWER))).toEqual({ answer: ANSWER });
  });

  it('a refused send, with no CSV and every record Incorrecto, is valid too', async () => {
    const refused: VerifactuAnswer = {
      Cabecera: TEST_ISSUER,
      TiempoEsperaEnvio: 60,
      EstadoEnvio: 'Incorrecto',
      RespuestaLinea: [
        { ...ANSWER.RespuestaLinea[1]!, EstadoRegistro: 'Incorrecto', CodigoErrorRegistro: 1269, DescripcionErrorRegistro: 'x' },
      ],
    };
    expect((await validateVerifactuXml(answerXml(refused), 'RespuestaSuministro.xsd')).valid).toBe(true);
    expect(readVerifactuAnswer(answerEnvelopeXml(refused))).toEqual({ answer: refused });
  });

  it('reads an answer laid out as the AEAT’s service sends it: its prefixes, an Id on the Body, indentation', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/">
  <env:Header/>
  <env:Body Id="Body">
    <tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="${RESPUESTA_SUMINISTRO_NS}" xmlns:tik="${SUMINISTRO_INFORMACION_NS}">
      <tikR:Cabecera>
        <tik:ObligadoEmision><tik:NombreRazon>Ciclos Marta &amp; Hijos, S.L.</tik:NombreRazon><tik:NIF>89890001K</tik:NIF></tik:ObligadoEmision>
      </tikR:Cabecera>
      <tikR:TiempoEsperaEnvio>120</tikR:TiempoEsperaEnvio>
      <tikR:EstadoEnvio>Incorrecto</tikR:EstadoEnvio>
      <tikR:RespuestaLinea>
        <tikR:IDFactura><tik:IDEmisorFactura>89890001K</tik:IDEmisorFactura><tik:NumSerieFactura>F2026-000003</tik:NumSerieFactura><tik:FechaExpedicionFactura>01-12-2026</tik:FechaExpedicionFactura></tikR:IDFactura>
        <tikR:Operacion><tik:TipoOperacion>Alta</tik:TipoOperacion></tikR:Operacion>
        <tikR:EstadoRegistro>Incorrecto</tikR:EstadoRegistro>
        <tikR:CodigoErrorRegistro>1269</tikR:CodigoErrorRegistro>
        <tikR:DescripcionErrorRegistro>El bloque Registro Anterior no est&#225; informado correctamente.</tikR:DescripcionErrorRegistro>
      </tikR:RespuestaLinea>
    </tikR:RespuestaRegFactuSistemaFacturacion>
  </env:Body>
</env:Envelope>`;
    const read = readVerifactuAnswer(xml);
    expect(read).toMatchObject({
      answer: { TiempoEsperaEnvio: 120, EstadoEnvio: 'Incorrecto', Cabecera: { NombreRazon: 'Ciclos Marta & Hijos, S.L.' } },
    });
    expect('answer' in read && read.answer.RespuestaLinea).toEqual([
      {
        IDFactura: { IDEmisorFactura: '89890001K', NumSerieFactura: 'F2026-000003', FechaExpedicionFactura: '01-12-2026' },
        TipoOperacion: 'Alta',
        EstadoRegistro: 'Incorrecto',
        CodigoErrorRegistro: 1269,
        DescripcionErrorRegistro: 'El bloque Registro Anterior no está informado correctamente.',
      },
    ]);
  });

  it('reads a refused send’s SOAP fault with the AEAT’s code', () => {
    expect(readVerifactuAnswer(soapFaultXml('Client', 4102, 'El XML no cumple el esquema.'))).toEqual({
      fault: { faultcode: 'env:Client', faultstring: 'Codigo[4102].El XML no cumple el esquema.', code: 4102 },
    });
  });

  it('refuses what it cannot read whole: no envelope, an unknown state, a wait of five digits, a tag left open, a DOCTYPE', () => {
    const envelope = answerEnvelopeXml(ANSWER);
    for (const [xml, reason] of [
      [answerXml(ANSWER), /not a SOAP 1.1 envelope/],
      [envelope.replace('>Correcto<', '>Aceptado<'), /EstadoRegistro "Aceptado"/],
      [envelope.replace('>60<', '>60000<'), /TiempoEsperaEnvio/],
      [envelope.replace('</tikR:EstadoEnvio>', ''), /closes/],
      [`<!DOCTYPE x [<!ENTITY a "b">]>${envelope.replace(/^<\?xml[^>]*>/, '')}`, /DOCTYPE/],
      [envelope.replace('xmlns:tik=', 'xmlns:tok='), /prefix "tik"/],
    ] as const)
      expect(() => readVerifactuAnswer(xml), String(reason)).toThrow(reason);
  });
});

describe('the request, from the records as Rueda kept them', () => {
  const first = testAlta();
  const second = testAlta({
    IDFactura: invoiceRef('F2026-000002'),
    Encadenamiento: { RegistroAnterior: { ...first.IDFactura, Huella: first.Huella } },
  });
  const third = testAnulacion(second.IDFactura, second);
  const stored = [registroAltaXml(first), registroAltaXml(second), registroAnulacionXml(third)];

  it('carries each kept record byte for byte, valid against SuministroLR.xsd', async () => {
    const request = requestOfStoredRecords(TEST_ISSUER, stored);
    for (const xml of stored) expect(request).toContain(`<sum:RegistroFactura>${xml.replace(/^<\?xml[^>]*\?>/, '')}</sum:RegistroFactura>`);
    const result = await validateVerifactuXml(request, 'SuministroLR.xsd');
    expect(result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('says what the request written from the records’ fields says, once the repeated prefix declarations are left out', () => {
    const kept = requestOfStoredRecords(TEST_ISSUER, stored).replaceAll(` xmlns:sum1="${SUMINISTRO_INFORMACION_NS}">`, '>');
    const written = verifactuRequestXml({
      ObligadoEmision: TEST_ISSUER,
      records: [{ RegistroAlta: first }, { RegistroAlta: second }, { RegistroAnulacion: third }],
    });
    // The root keeps its own declaration, which the replacement above took too.
    expect(kept).toBe(written.replace(` xmlns:sum1="${SUMINISTRO_INFORMACION_NS}">`, '>'));
  });

  it('goes in a SOAP 1.1 envelope whose body is the request alone', () => {
    const envelope = soapEnvelope(requestOfStoredRecords(TEST_ISSUER, stored));
    const body = readXml(envelope).children.find((child) => child.name === 'Body');
    expect(body?.children.map((child) => child.name)).toEqual(['RegFactuSistemaFacturacion']);
    expect(() => requestOfStoredRecords(TEST_ISSUER, [])).toThrow(/1 to 1,000/);
  });
});
