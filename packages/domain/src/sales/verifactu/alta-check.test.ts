// The AEAT's "Validaciones y errores" (v1.2.0) rules an alta must meet beyond its XSD.
import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../errors.ts';
import { checkVerifactuAlta } from './alta-check.ts';
import type { VerifactuAlta } from './records.ts';

const ref = (NumSerieFactura: string) => ({ IDEmisorFactura: '89890001K', NumSerieFactura, FechaExpedicionFactura: '2026-12-01' });

const alta: Omit<VerifactuAlta, 'Huella'> = {
  IDFactura: ref('F2026-000001'),
  NombreRazonEmisor: 'Ciclos Marta, S.L.',
  TipoFactura: 'F1',
  DescripcionOperacion: 'Reparación',
  Destinatarios: [{ NombreRazon: 'Mensajería Rápida, S.A.', NIF: 'A39200019' }],
  Desglose: [
    { CalificacionOperacion: 'S1', rateBp: 2100, baseCents: 10000, taxCents: 2100 },
    { OperacionExenta: 'E1', baseCents: 500 },
  ],
  CuotaTotal: 2100,
  ImporteTotal: 12600,
  Encadenamiento: { PrimerRegistro: 'S' },
  SistemaInformatico: {
    NombreRazon: 'Rueda',
    NIF: 'B12345674',
    NombreSistemaInformatico: 'Rueda',
    IdSistemaInformatico: 'RU',
    Version: '1',
    NumeroInstalacion: '1',
    TipoUsoPosibleSoloVerifactu: 'S',
    TipoUsoPosibleMultiOT: 'S',
    IndicadorMultiplesOT: 'N',
  },
  FechaHoraHusoGenRegistro: '2026-12-01T10:00:00+01:00',
};

function refusedField(record: Omit<VerifactuAlta, 'Huella'>): string | undefined {
  try {
    checkVerifactuAlta(record);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(FunctionError);
    return ((error as FunctionError).details as { fields: { field: string }[] }).fields[0]!.field;
  }
}

describe('an alta the AEAT would refuse', () => {
  it('passes when it meets every rule', () => {
    expect(refusedField(alta)).toBeUndefined();
    expect(refusedField({ ...alta, TipoFactura: 'F2', Destinatarios: undefined })).toBeUndefined();
  });

  it('names the customer on F1, F3, R1–R4 and never on F2 or R5 (rule 13)', () => {
    expect(refusedField({ ...alta, Destinatarios: [] })).toBe('Destinatarios');
    expect(refusedField({ ...alta, TipoFactura: 'F2' })).toBe('Destinatarios');
    expect(refusedField({ ...alta, TipoFactura: 'R5', TipoRectificativa: 'I' })).toBe('Destinatarios');
  });

  it('gives a Spanish id other than a passport as NIF (rule 13)', () => {
    const spanish = { NombreRazon: 'Ana', IDOtro: { CodigoPais: 'ES', IDType: '02' as const, ID: '12345678Z' } };
    expect(refusedField({ ...alta, Destinatarios: [spanish] })).toBe('Destinatarios.0.IDOtro.IDType');
    expect(refusedField({ ...alta, Destinatarios: [{ ...spanish, IDOtro: { ...spanish.IDOtro, IDType: '03' } }] })).toBeUndefined();
    expect(refusedField({ ...alta, Destinatarios: [{ ...spanish, IDOtro: { CodigoPais: 'FR', IDType: '07', ID: 'X' } }] })).toBe(
      'Destinatarios.0.IDOtro.CodigoPais',
    );
  });

  it('says how a rectifying invoice rectifies, and only then (rules 3, 4, 6)', () => {
    expect(refusedField({ ...alta, TipoFactura: 'R1' })).toBe('TipoRectificativa');
    expect(refusedField({ ...alta, TipoRectificativa: 'I' })).toBe('TipoRectificativa');
    expect(refusedField({ ...alta, FacturasRectificadas: [ref('F2026-000000')] })).toBe('FacturasRectificadas');
    expect(refusedField({ ...alta, TipoFactura: 'R1', TipoRectificativa: 'S' })).toBe('ImporteRectificacion');
    expect(refusedField({ ...alta, TipoFactura: 'R1', TipoRectificativa: 'I', ImporteRectificacion: { baseCents: 1, taxCents: 0 } })).toBe(
      'ImporteRectificacion',
    );
    expect(
      refusedField({ ...alta, TipoFactura: 'R1', TipoRectificativa: 'S', ImporteRectificacion: { baseCents: 1, taxCents: 0 } }),
    ).toBeUndefined();
  });

  it('names replaced invoices on an F3 only (rule 5)', () => {
    expect(refusedField({ ...alta, FacturasSustituidas: [ref('T2026-000001')] })).toBe('FacturasSustituidas');
    expect(refusedField({ ...alta, TipoFactura: 'F3', FacturasSustituidas: [ref('T2026-000001')] })).toBeUndefined();
  });

  it('keeps the series and number to printable ASCII without " \' < > =, and the date from 28 October 2024 (rule 1)', () => {
    for (const numSerie of ['F"1', "F'1", 'F<1', 'F>1', 'F=1', 'Fñ1', '']) {
      expect(refusedField({ ...alta, IDFactura: ref(numSerie) })).toBe('IDFactura.NumSerieFactura');
    }
    expect(refusedField({ ...alta, IDFactura: ref('F 2026/1&2') })).toBeUndefined();
    expect(refusedField({ ...alta, IDFactura: { ...ref('F1'), FechaExpedicionFactura: '2024-10-27' } })).toBe(
      'IDFactura.FechaExpedicionFactura',
    );
  });

  it('has totals that are the breakdown’s (rules 16, 17) and a previous huella of 64 upper-case hex (rule 18)', () => {
    expect(refusedField({ ...alta, CuotaTotal: 2101 })).toBe('CuotaTotal');
    expect(refusedField({ ...alta, ImporteTotal: 12100 })).toBe('ImporteTotal');
    const previous = { ...ref('F2026-000000'), Huella: 'a'.repeat(64) };
    expect(refusedField({ ...alta, Encadenamiento: { RegistroAnterior: previous } })).toBe('Encadenamiento.RegistroAnterior.Huella');
    expect(refusedField({ ...alta, Encadenamiento: { RegistroAnterior: { ...previous, Huella: 'A'.repeat(64) } } })).toBeUndefined();
  });
});
