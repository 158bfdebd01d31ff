// Records for the tests, with defaults for everything a test does not care about (docs/style.md §7). The issuer is
// the AEAT's own example NIF (89890001K, from its huella and QR documents).
import type { VerifactuAlta, VerifactuAnulacion, VerifactuInvoiceRef, VerifactuSistemaInformatico } from '@rueda/domain';
import { sealAlta, sealAnulacion } from './huella.ts';

export const TEST_ISSUER = { NombreRazon: 'Ciclos Marta & Hijos, S.L.', NIF: '89890001K' };

export const TEST_SYSTEM: VerifactuSistemaInformatico = {
  NombreRazon: 'Rueda Software, S.L.',
  NIF: 'B12345674',
  NombreSistemaInformatico: 'Rueda',
  IdSistemaInformatico: 'RU',
  Version: '0.1.0',
  NumeroInstalacion: 'test-1',
  TipoUsoPosibleSoloVerifactu: 'S',
  TipoUsoPosibleMultiOT: 'S',
  IndicadorMultiplesOT: 'N',
};

/** An invoice's id by the test issuer. */
export function invoiceRef(numSerie: string, day = '2026-12-01'): VerifactuInvoiceRef {
  return { IDEmisorFactura: TEST_ISSUER.NIF, NumSerieFactura: numSerie, FechaExpedicionFactura: day };
}

/** A full invoice (F1) of 121,00 € at 21 % to a Spanish company, first of its chain, sealed with its huella. */
export function testAlta(overrides: Partial<Omit<VerifactuAlta, 'Huella'>> = {}): VerifactuAlta {
  return sealAlta({
    IDFactura: invoiceRef('F2026-000001'),
    NombreRazonEmisor: TEST_ISSUER.NombreRazon,
    TipoFactura: 'F1',
    DescripcionOperacion: 'Revisión general y cambio de cadena <Shimano>',
    Destinatarios: [{ NombreRazon: 'Mensajería Rápida, S.A.', NIF: 'A39200019' }],
    Desglose: [{ CalificacionOperacion: 'S1', rateBp: 2100, baseCents: 10000, taxCents: 2100 }],
    CuotaTotal: 2100,
    ImporteTotal: 12100,
    Encadenamiento: { PrimerRegistro: 'S' },
    SistemaInformatico: TEST_SYSTEM,
    FechaHoraHusoGenRegistro: '2026-12-01T10:15:00+01:00',
    ...overrides,
  });
}

/** An anulación of the test issuer's invoice, chained to `previous`. */
export function testAnulacion(cancelled: VerifactuInvoiceRef, previous: VerifactuAlta | VerifactuAnulacion): VerifactuAnulacion {
  return sealAnulacion({
    IDFactura: cancelled,
    Encadenamiento: { RegistroAnterior: { ...previousRef(previous), Huella: previous.Huella } },
    SistemaInformatico: TEST_SYSTEM,
    FechaHoraHusoGenRegistro: '2026-12-01T18:00:00+01:00',
  });
}

/** The id a following record's RegistroAnterior names for this record. */
export function previousRef(record: VerifactuAlta | VerifactuAnulacion): VerifactuInvoiceRef {
  return record.IDFactura;
}
