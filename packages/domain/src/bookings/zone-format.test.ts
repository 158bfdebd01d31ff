import { describe, expect, it } from 'vitest';
import {
  formatDateInZone,
  formatDateTimeInZone,
  formatLongDateInZone,
  formatLongDay,
  formatTimeInZone,
  formatWhenInZone,
  instantOfWallClockInZone,
  isMidnightInZone,
  wallClockInZone,
} from './zone-format.ts';

describe('dates written on the workshop’s clock', () => {
  it('writes a booking for 2 December in Madrid as the 2nd, whatever zone the process runs in', () => {
    // 00:00 in Madrid is still the 1st in UTC, Lisbon and Bogotá.
    const midnight = '2026-12-01T23:00:00.000Z';
    expect(formatDateInZone(midnight, 'Europe/Madrid')).toBe('02/12/2026');
    expect(formatDateTimeInZone(midnight, 'Europe/Madrid')).toBe('02/12/2026 00:00');
    expect(formatDateInZone(midnight, 'Europe/Lisbon')).toBe('01/12/2026');
    expect(formatDateTimeInZone(midnight, 'America/Bogota')).toBe('01/12/2026 18:00');
    expect(formatTimeInZone('2026-12-02T09:30:00.000Z', 'Europe/Madrid')).toBe('10:30');
  });

  it('leaves out the time of a day without one (00:00 on the zone’s clock), and only then', () => {
    expect(isMidnightInZone('2026-12-01T23:00:00.000Z', 'Europe/Madrid')).toBe(true);
    expect(isMidnightInZone('2026-12-01T23:00:00.000Z', 'Europe/Lisbon')).toBe(false);
    expect(formatWhenInZone('2026-12-01T23:00:00.000Z', 'Europe/Madrid')).toBe('02/12/2026');
    expect(formatWhenInZone('2026-12-02T09:30:00.000Z', 'Europe/Madrid')).toBe('02/12/2026 10:30');
  });

  it('follows the changes of offset: the night summer time starts and ends in Madrid and Lisbon', () => {
    // 29 March 2026: Madrid goes from +1 to +2 at 01:00Z; Lisbon from 0 to +1.
    expect(formatDateTimeInZone('2026-03-29T00:59:00Z', 'Europe/Madrid')).toBe('29/03/2026 01:59');
    expect(formatDateTimeInZone('2026-03-29T01:00:00Z', 'Europe/Madrid')).toBe('29/03/2026 03:00');
    expect(formatDateTimeInZone('2026-03-29T01:00:00Z', 'Europe/Lisbon')).toBe('29/03/2026 02:00');
    // 25 October 2026: back to +1 at 01:00Z; 22:00Z on the 24th is already the 25th in Madrid (+2).
    expect(formatDateTimeInZone('2026-10-24T22:00:00Z', 'Europe/Madrid')).toBe('25/10/2026 00:00');
    expect(formatDateTimeInZone('2026-10-25T00:30:00Z', 'Europe/Madrid')).toBe('25/10/2026 02:30');
    expect(formatDateTimeInZone('2026-10-25T01:30:00Z', 'Europe/Madrid')).toBe('25/10/2026 02:30');
    expect(isMidnightInZone('2026-10-24T22:00:00Z', 'Europe/Madrid')).toBe(true);
    expect(isMidnightInZone('2026-10-24T23:00:00Z', 'Europe/Madrid')).toBe(false);
  });

  it('writes dates in words in Spain’s Spanish and Portugal’s Portuguese, with the time only when asked', () => {
    const midnight = '2026-12-01T00:00:00.000Z';
    expect(formatLongDateInZone(midnight, 'Europe/Lisbon', 'pt')).toBe('1 de dezembro de 2026');
    expect(formatLongDateInZone(midnight, 'Europe/Madrid', 'es', { weekday: true })).toBe('martes, 1 de diciembre de 2026');
    expect(formatLongDateInZone(midnight, 'Europe/Lisbon', 'pt', { weekday: true, time: 'unlessMidnight' })).toBe(
      'terça-feira, 1 de dezembro de 2026',
    );
    expect(formatLongDateInZone('2026-12-01T09:30:00Z', 'Europe/Madrid', 'es', { time: 'unlessMidnight' })).toMatch(
      /^1 de diciembre de 2026.* 10:30$/,
    );
    expect(formatLongDateInZone('2026-12-01T09:30:00Z', 'Europe/Madrid', 'pt', { time: 'always' })).toMatch(
      /^1 de dezembro de 2026.* 10:30$/,
    );
  });

  it('writes a calendar day as that day in every zone', () => {
    expect(formatLongDay('2026-12-01', 'es')).toBe('martes, 1 de diciembre de 2026');
    expect(formatLongDay('2026-12-01', 'pt')).toBe('terça-feira, 1 de dezembro de 2026');
    expect(formatLongDay('2026-12-01', 'es', { year: false })).toBe('martes, 1 de diciembre');
  });

  it('gives a picker the zone’s wall clock and takes it back as the instant it is there', () => {
    expect(wallClockInZone('2026-12-01T23:00:00.000Z', 'Europe/Madrid')).toBe('2026-12-02 00:00:00');
    expect(instantOfWallClockInZone('2026-12-02 00:00:00', 'Europe/Madrid')).toBe('2026-12-01T23:00:00.000Z');
    expect(instantOfWallClockInZone('2026-07-02 10:30', 'Europe/Lisbon')).toBe('2026-07-02T09:30:00.000Z');
    // 02:30 does not exist in Madrid on 29 March 2026: it is read as the first instant after the jump.
    expect(wallClockInZone(instantOfWallClockInZone('2026-03-29 02:30:00', 'Europe/Madrid'), 'Europe/Madrid')).toBe('2026-03-29 03:30:00');
  });
});
