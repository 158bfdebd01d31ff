import { describe, expect, it } from 'vitest';
import { dayInZone, instantOfDay, weekdayOf, zoneClock, zoneOffsetMinutes } from './zone.ts';

describe('days in the workshop’s time zone', () => {
  it('knows Madrid’s winter and summer time, and the day an instant falls on', () => {
    expect(zoneOffsetMinutes(Date.parse('2027-01-15T12:00:00Z'), 'Europe/Madrid')).toBe(60);
    expect(zoneOffsetMinutes(Date.parse('2027-07-15T12:00:00Z'), 'Europe/Madrid')).toBe(120);
    expect(dayInZone('2027-03-15T23:30:00Z', 'Europe/Madrid')).toBe('2027-03-16');
    expect(dayInZone('2027-03-15T23:30:00Z', 'Europe/Lisbon')).toBe('2027-03-15');
    expect(new Date(instantOfDay('2027-03-28', 'Europe/Madrid')).toISOString()).toBe('2027-03-27T23:00:00.000Z');
    expect(new Date(instantOfDay('2027-03-29', 'Europe/Madrid')).toISOString()).toBe('2027-03-28T22:00:00.000Z');
    expect(weekdayOf('2027-03-01')).toBe('mon');
    expect(weekdayOf('2027-03-07')).toBe('sun');
  });

  it('answers as Intl does, through every change of offset of a year, in zones with half and quarter hours', () => {
    const mismatches: string[] = [];
    for (const timeZone of [
      'Europe/Madrid',
      'Atlantic/Azores',
      'Asia/Kolkata',
      'Asia/Kathmandu',
      'Australia/Lord_Howe',
      'America/Santiago',
    ]) {
      const clock = zoneClock(timeZone);
      // Every 15 minutes around each change of offset, every 7 hours the rest of the year.
      for (let instant = Date.parse('2027-01-01T00:00:00Z'); instant < Date.parse('2028-01-01T00:00:00Z');) {
        const offset = zoneOffsetMinutes(instant, timeZone);
        if (clock.offsetAt(instant) !== offset) mismatches.push(`${timeZone} ${new Date(instant).toISOString()}`);
        if (clock.dayOf(instant) !== dayInZone(instant, timeZone)) mismatches.push(`${timeZone} day ${new Date(instant).toISOString()}`);
        const changesSoon = zoneOffsetMinutes(instant + 7 * 3_600_000, timeZone) !== offset;
        instant += changesSoon ? 15 * 60_000 : 7 * 3_600_000;
      }
    }
    expect(mismatches).toEqual([]);
  });
});
