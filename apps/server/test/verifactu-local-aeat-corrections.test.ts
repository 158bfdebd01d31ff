// docs/verifactu.md §7, §9: the local service judges corrections and anulaciones as the AEAT's list of errors says: a
// RechazoPrevio without Subsanacion S (1153, 1161), a correction of an invoice it holds no alta of without X (3002), a
// correction X of one it holds (3000), a billing system whose NIF is wrong (1176), any record of a cancelled invoice
// (3001); a record refused for what it says stays in the chain, so the correction chained after it is accepted.
import type { VerifactuAlta, VerifactuAnulacion } from '@rueda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readVerifactuAnswer } from '../src/verifactu/answer.ts';
import { answerLocally } from '../src/verifactu/local-aeat.ts';
import { registroAltaXml, registroAnulacionXml } from '../src/verifactu/record-xml.ts';
import { requestOfStoredRecords, soapEnvelope } from '../src/verifactu/soap.ts';
import { invoiceRef, TEST_ISSUER, TEST_SYSTEM, testAlta, testAnulacion } from '../src/verifactu/verifactu-factories.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The record after `previous` in the chain, as the billing system chains it. */
const after = (previous: VerifactuAlta | VerifactuAnulacion) => ({
  Encadenamiento: { RegistroAnterior: { ...previous.IDFactura, Huella: previous.Huella } },
});

async function ask(records: string[]) {
  const answered = await answerLocally(
    { db: server.database.db, clock: server.clock.now },
    soapEnvelope(requestOfStoredRecords(TEST_ISSUER, records)),
  );
  const read = readVerifactuAnswer(answered.xml);
  if (!('answer' in read)) throw new Error(read.fault.faultstring);
  return read.answer.RespuestaLinea.map((line) => [line.EstadoRegistro, line.CodigoErrorRegistro ?? null]);
}

describe('the local service’s corrections and anulaciones', () => {
  it('refuses a wrong system NIF, keeps the refused record in the chain, and accepts its correction X chained after it', async () => {
    const refused = testAlta({ SistemaInformatico: { ...TEST_SYSTEM, NIF: 'B12345678' } });
    const correction = testAlta({
      Subsanacion: 'S',
      RechazoPrevio: 'X',
      ...after(refused),
      FechaHoraHusoGenRegistro: '2026-12-01T10:20:00+01:00',
    });
    expect(await ask([registroAltaXml(refused), registroAltaXml(correction)])).toEqual([
      ['Incorrecto', 1176],
      ['Correcto', null],
    ]);
    // A second correction X of an invoice now held is a duplicate; one without X corrects it (3002 only when none held).
    const againX = testAlta({
      Subsanacion: 'S',
      RechazoPrevio: 'X',
      ...after(correction),
      FechaHoraHusoGenRegistro: '2026-12-01T10:30:00+01:00',
    });
    const fix = testAlta({ Subsanacion: 'S', ...after(correction), FechaHoraHusoGenRegistro: '2026-12-01T10:31:00+01:00' });
    expect(await ask([registroAltaXml(againX), registroAltaXml(fix)])).toEqual([
      ['Incorrecto', 3000],
      ['Correcto', null],
    ]);
  });

  it('refuses RechazoPrevio without Subsanacion S (1153, 1161) and a correction of no alta without X (3002)', async () => {
    // A new head (PrimerRegistro: the issuer has records already, so accepted with errors, 2007).
    const head = testAlta({ IDFactura: invoiceRef('F2026-000010'), Encadenamiento: { PrimerRegistro: 'S' } });
    expect(await ask([registroAltaXml(head)])).toEqual([['AceptadoConErrores', 2007]]);
    const x = testAlta({ IDFactura: invoiceRef('F2026-000011'), RechazoPrevio: 'X', ...after(head) });
    const s = testAlta({ IDFactura: invoiceRef('F2026-000012'), RechazoPrevio: 'S', ...after(x) });
    const orphan = testAlta({ IDFactura: invoiceRef('F2026-000013'), Subsanacion: 'S', ...after(s) });
    const results = await ask([registroAltaXml(x), registroAltaXml(s), registroAltaXml(orphan)]);
    // Each refused record stays in the chain: the next one, chained to it, is judged for what it says.
    expect(results).toEqual([
      ['Incorrecto', 1153],
      ['Incorrecto', 1161],
      ['Incorrecto', 3002],
    ]);
  });

  it('accepts an anulación chained to its head, then refuses any record of the cancelled invoice (3001)', async () => {
    const invoice = testAlta({ IDFactura: invoiceRef('F2026-000020'), Encadenamiento: { PrimerRegistro: 'S' } });
    const first = await ask([registroAltaXml(invoice)]);
    expect(first[0]![0]).not.toBe('Incorrecto');
    const anulacion = testAnulacion(invoice.IDFactura, invoice);
    expect(await ask([registroAnulacionXml(anulacion)])).toEqual([['Correcto', null]]);
    const late = testAlta({ IDFactura: invoice.IDFactura, Subsanacion: 'S', ...after(anulacion) });
    expect(await ask([registroAltaXml(late)])).toEqual([['Incorrecto', 3001]]);
  });
});
