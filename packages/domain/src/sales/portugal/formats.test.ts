// The AT's formats: amounts with two decimals and "." (QR specification §3 c), Despacho 8632/2014 §4.5 d)), days
// YYYY-MM-DD and local times YYYY-MM-DDThh:mm:ss (Despacho 8632/2014 §4.5 a), b)), taken in the workshop's zone.
import { describe, expect, it } from 'vitest';
import { FunctionError } from '../../errors.ts';
import { checkPortugueseDateTime, checkPortugueseDay, formatPortugueseAmount, portugueseDateTimeOf } from './formats.ts';

describe('the AT’s formats', () => {
  it('writes amounts with two decimals, "." and no thousands separator', () => {
    expect(formatPortugueseAmount(312)).toBe('3.12');
    expect(formatPortugueseAmount(5)).toBe('0.05');
    expect(formatPortugueseAmount(0)).toBe('0.00');
    expect(formatPortugueseAmount(51_360_058)).toBe('513600.58');
    expect(() => formatPortugueseAmount(-1)).toThrow(FunctionError);
    expect(() => formatPortugueseAmount(0.5)).toThrow(FunctionError);
  });

  it('checks days and local times', () => {
    expect(checkPortugueseDay('2024-02-29', 'day')).toBe('2024-02-29');
    expect(() => checkPortugueseDay('2023-02-29', 'day')).toThrow(FunctionError);
    expect(checkPortugueseDateTime('2010-05-18T11:22:19', 'at')).toBe('2010-05-18T11:22:19');
    expect(() => checkPortugueseDateTime('2010-05-18T11:22:19Z', 'at')).toThrow(FunctionError);
    expect(() => checkPortugueseDateTime('2010-05-18T11:60:00', 'at')).toThrow(FunctionError);
  });

  it('writes an instant as the clock of Lisbon, the Azores or Madeira shows it, summer time included', () => {
    expect(portugueseDateTimeOf('2026-01-15T10:30:05Z', 'Europe/Lisbon')).toBe('2026-01-15T10:30:05');
    expect(portugueseDateTimeOf('2026-07-15T10:30:05Z', 'Europe/Lisbon')).toBe('2026-07-15T11:30:05');
    expect(portugueseDateTimeOf('2026-07-15T10:30:05Z', 'Atlantic/Madeira')).toBe('2026-07-15T11:30:05');
    expect(portugueseDateTimeOf('2026-01-01T00:30:00Z', 'Atlantic/Azores')).toBe('2025-12-31T23:30:00');
    expect(portugueseDateTimeOf('2026-03-29T00:59:59Z', 'Europe/Lisbon')).toBe('2026-03-29T00:59:59');
    expect(portugueseDateTimeOf('2026-03-29T01:00:00Z', 'Europe/Lisbon')).toBe('2026-03-29T02:00:00');
    expect(() => portugueseDateTimeOf('yesterday', 'Europe/Lisbon')).toThrow(FunctionError);
  });
});
