// docs/verifactu.md §7: the local service that answers as the AEAT does, on its own: the SOAP faults that refuse a
// whole send, the TiempoEsperaEnvio a test asks for, and the AEAT's codes for a wrong huella (2000), a duplicate
// (3000), an invoice of another NIF (1108) and a first record when the NIF has some (2007).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readVerifactuAnswer } from '../src/verifactu/answer.ts';
import { answerLocally } from '../src/verifactu/local-aeat.ts';
import { registroAltaXml } from '../src/verifactu/record-xml.ts';
import { LOCAL_AEAT_PATH } from '../src/verifactu/sending-config.ts';
import { requestOfStoredRecords, soapEnvelope } from '../src/verifactu/soap.ts';
import { invoiceRef, TEST_ISSUER, testAlta } from '../src/verifactu/verifactu-factories.ts';
import { SALES_SETTINGS } from './isolation-payloads.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('the local service', () => {
  const post = (body: string) =>
    fetch(`${server.url}${LOCAL_AEAT_PATH}`, { method: 'POST', headers: { 'content-type': 'text/xml; charset=utf-8' }, body });

  it('refuses a message that is not SOAP (4103) and a request not valid against SuministroLR.xsd (4102) with a SOAP fault', async () => {
    const garbage = await post('<not-closed>');
    expect(garbage.status).toBe(500);
    expect(await garbage.text()).toContain('<faultstring>Codigo[4103].');
    const invalid = await post(
      '<?xml version="1.0"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><x:RegFactuSistemaFacturacion xmlns:x="https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd"/></s:Body></s:Envelope>',
    );
    expect(invalid.status).toBe(500);
    expect(await invalid.text()).toContain('<faultstring>Codigo[4102].El XML no cumple el esquema.');
  });
  it('answers the TiempoEsperaEnvio it is told, and judges each record: 2000, 3000, 1108 and 2007 with the AEAT’s words', async () => {
    const first = testAlta();
    const second = testAlta({
      IDFactura: invoiceRef('F2026-000002'),
      Encadenamiento: { RegistroAnterior: { ...first.IDFactura, Huella: first.Huella } },
    });
    const service = { db: server.database.db, clock: server.clock.now, waitSeconds: 5 };
    const ask = async (records: string[]) => {
      const answered = await answerLocally(service, soapEnvelope(requestOfStoredRecords(TEST_ISSUER, records)));
      expect(answered.status).toBe(200);
      const read = readVerifactuAnswer(answered.xml);
      if (!('answer' in read)) throw new Error(read.fault.faultstring);
      return read.answer;
    };
    const answer = await ask([registroAltaXml(first), registroAltaXml({ ...second, Huella: 'F'.repeat(64) })]);
    expect(answer).toMatchObject({ TiempoEsperaEnvio: 5, EstadoEnvio: 'ParcialmenteCorrecto', Cabecera: TEST_ISSUER });
    expect(answer.RespuestaLinea.map((line) => [line.IDFactura.NumSerieFactura, line.EstadoRegistro, line.CodigoErrorRegistro])).toEqual([
      ['F2026-000001', 'Correcto', undefined],
      ['F2026-000002', 'AceptadoConErrores', 2000],
    ]);
    expect(answer.RespuestaLinea[1]!.DescripcionErrorRegistro).toBe('El cálculo de la huella suministrada es incorrecta.');
    const again = await ask([
      registroAltaXml(first),
      registroAltaXml(testAlta({ IDFactura: { ...invoiceRef('F2026-000003'), IDEmisorFactura: SALES_SETTINGS.taxId } })),
      registroAltaXml(testAlta({ IDFactura: invoiceRef('F2026-000004') })),
    ]);
    expect(again.EstadoEnvio).toBe('ParcialmenteCorrecto');
    expect(again.RespuestaLinea.map((line) => [line.EstadoRegistro, line.CodigoErrorRegistro])).toEqual([
      ['Incorrecto', 3000],
      ['Incorrecto', 1108],
      ['AceptadoConErrores', 2007],
    ]);
    expect(again.RespuestaLinea[0]!.RegistroDuplicado).toMatchObject({ EstadoRegistroDuplicado: 'Correcta' });
  });
});
