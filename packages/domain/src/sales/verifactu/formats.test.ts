import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../errors.ts';
import { formatVerifactuAmount, formatVerifactuDate, formatVerifactuInstant, formatVerifactuRate } from './formats.ts';

describe('VERI*FACTU’s formats (SuministroInformacion.xsd)', () => {
  it('writes a day as dd-mm-yyyy and refuses one that does not exist', () => {
    expect(formatVerifactuDate('2024-01-01')).toBe('01-01-2024');
    expect(formatVerifactuDate('2026-12-31')).toBe('31-12-2026');
    expect(() => formatVerifactuDate('2026-02-30')).toThrow(FunctionError);
    expect(() => formatVerifactuDate('01-01-2024')).toThrow(FunctionError);
  });

  it('writes an instant in the zone with its offset, as the huella document’s examples', () => {
    expect(formatVerifactuInstant('2024-01-01T18:20:30Z', 'Europe/Madrid')).toBe('2024-01-01T19:20:30+01:00');
    expect(formatVerifactuInstant('2025-06-02T09:22:33.999Z', 'Europe/Madrid')).toBe('2025-06-02T11:22:33+02:00');
    expect(formatVerifactuInstant('2026-03-01T12:00:00Z', 'Atlantic/Canary')).toBe('2026-03-01T12:00:00+00:00');
    expect(formatVerifactuInstant('2026-03-01T12:00:00Z', 'America/Bogota')).toBe('2026-03-01T07:00:00-05:00');
    expect(formatVerifactuInstant(Date.parse('2026-03-29T01:00:00Z'), 'Europe/Madrid')).toBe('2026-03-29T03:00:00+02:00');
    expect(() => formatVerifactuInstant('2026-03-01T12:00:00Z', 'Mars/Olympus')).toThrow(FunctionError);
  });

  it('writes amounts with two decimals and their sign', () => {
    expect(formatVerifactuAmount(1235)).toBe('12.35');
    expect(formatVerifactuAmount(12345)).toBe('123.45');
    expect(formatVerifactuAmount(24140)).toBe('241.40');
    expect(formatVerifactuAmount(5)).toBe('0.05');
    expect(formatVerifactuAmount(0)).toBe('0.00');
    expect(formatVerifactuAmount(-500)).toBe('-5.00');
    expect(() => formatVerifactuAmount(12.5)).toThrow(FunctionError);
    expect(() => formatVerifactuAmount(100_000_000_000_000)).toThrow(FunctionError);
  });

  it('writes a rate in basis points as a percentage with two decimals', () => {
    expect(formatVerifactuRate(2100)).toBe('21.00');
    expect(formatVerifactuRate(550)).toBe('5.50');
    expect(formatVerifactuRate(0)).toBe('0.00');
  });
});
