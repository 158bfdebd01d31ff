// The AEAT's worked examples first: "Detalle de las especificaciones técnicas para generación de la huella o hash de
// los registros de facturación" v0.1.2 §6 (a first alta, an alta chained to it, an anulación chained to that). The
// server's huella.test.ts hashes these same strings to the document's expected hashes.
import { describe, expect, it } from 'vitest';
import { altaHuellaFields, altaHuellaInput, anulacionHuellaFields, anulacionHuellaInput } from './huella-input.ts';
import type { VerifactuAlta, VerifactuSistemaInformatico } from './records.ts';

const FIRST_ALTA =
  'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1' +
  '&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00';
const CHAINED_ALTA =
  'IDEmisorFactura=89890001K&NumSerieFactura=12345679/G34&FechaExpedicionFactura=01-01-2024&TipoFactura=F1' +
  '&CuotaTotal=12.35&ImporteTotal=123.45&Huella=3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60' +
  '&FechaHoraHusoGenRegistro=2024-01-01T19:20:35+01:00';
const ANULACION =
  'IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=12345679/G34&FechaExpedicionFacturaAnulada=01-01-2024' +
  '&Huella=F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97&FechaHoraHusoGenRegistro=2024-01-01T19:20:40+01:00';

describe('the AEAT huella document’s examples', () => {
  it('writes the first alta’s input with an empty Huella', () => {
    expect(
      altaHuellaInput({
        IDEmisorFactura: '89890001K',
        NumSerieFactura: '12345678/G33',
        FechaExpedicionFactura: '01-01-2024',
        TipoFactura: 'F1',
        CuotaTotal: '12.35',
        ImporteTotal: '123.45',
        Huella: '',
        FechaHoraHusoGenRegistro: '2024-01-01T19:20:30+01:00',
      }),
    ).toBe(FIRST_ALTA);
  });

  it('writes the chained alta’s input with the previous huella', () => {
    expect(
      altaHuellaInput({
        IDEmisorFactura: '89890001K',
        NumSerieFactura: '12345679/G34',
        FechaExpedicionFactura: '01-01-2024',
        TipoFactura: 'F1',
        CuotaTotal: '12.35',
        ImporteTotal: '123.45',
        Huella: '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
        FechaHoraHusoGenRegistro: '2024-01-01T19:20:35+01:00',
      }),
    ).toBe(CHAINED_ALTA);
  });

  it('writes the anulación’s input with its own field names', () => {
    expect(
      anulacionHuellaInput({
        IDEmisorFacturaAnulada: '89890001K',
        NumSerieFacturaAnulada: '12345679/G34',
        FechaExpedicionFacturaAnulada: '01-01-2024',
        Huella: 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
        FechaHoraHusoGenRegistro: '2024-01-01T19:20:40+01:00',
      }),
    ).toBe(ANULACION);
  });

  it('trims each value, as the document asks', () => {
    expect(
      altaHuellaInput({
        IDEmisorFactura: ' 89890001K ',
        NumSerieFactura: '  12345678/G33',
        FechaExpedicionFactura: '01-01-2024 ',
        TipoFactura: 'F1',
        CuotaTotal: '12.35',
        ImporteTotal: '123.45 ',
        Huella: ' ',
        FechaHoraHusoGenRegistro: '2024-01-01T19:20:30+01:00',
      }),
    ).toBe(FIRST_ALTA);
  });
});

const SYSTEM: VerifactuSistemaInformatico = {
  NombreRazon: 'Rueda',
  NIF: '89890001K',
  NombreSistemaInformatico: 'Rueda',
  IdSistemaInformatico: 'RU',
  Version: '1.0',
  NumeroInstalacion: '1',
  TipoUsoPosibleSoloVerifactu: 'S',
  TipoUsoPosibleMultiOT: 'S',
  IndicadorMultiplesOT: 'N',
};

describe('a record’s huella fields', () => {
  it('are the example’s, formatted from cents and days', () => {
    const alta: Omit<VerifactuAlta, 'Huella'> = {
      IDFactura: { IDEmisorFactura: '89890001K', NumSerieFactura: '12345679/G34', FechaExpedicionFactura: '2024-01-01' },
      NombreRazonEmisor: 'Ciclos Marta SL',
      TipoFactura: 'F1',
      DescripcionOperacion: 'Reparación',
      Desglose: [{ CalificacionOperacion: 'S1', rateBp: 1100, baseCents: 11110, taxCents: 1235 }],
      CuotaTotal: 1235,
      ImporteTotal: 12345,
      Encadenamiento: {
        RegistroAnterior: {
          IDEmisorFactura: '89890001K',
          NumSerieFactura: '12345678/G33',
          FechaExpedicionFactura: '2024-01-01',
          Huella: '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60',
        },
      },
      SistemaInformatico: SYSTEM,
      FechaHoraHusoGenRegistro: '2024-01-01T19:20:35+01:00',
    };
    expect(altaHuellaInput(altaHuellaFields(alta))).toBe(CHAINED_ALTA);
    expect(altaHuellaFields({ ...alta, Encadenamiento: { PrimerRegistro: 'S' } }).Huella).toBe('');
  });

  it('of an anulación name the cancelled invoice and the previous huella', () => {
    const fields = anulacionHuellaFields({
      IDFactura: { IDEmisorFactura: '89890001K', NumSerieFactura: '12345679/G34', FechaExpedicionFactura: '2024-01-01' },
      Encadenamiento: {
        RegistroAnterior: {
          IDEmisorFactura: '89890001K',
          NumSerieFactura: '12345679/G34',
          FechaExpedicionFactura: '2024-01-01',
          Huella: 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97',
        },
      },
      SistemaInformatico: SYSTEM,
      FechaHoraHusoGenRegistro: '2024-01-01T19:20:40+01:00',
    });
    expect(anulacionHuellaInput(fields)).toBe(ANULACION);
  });
});
