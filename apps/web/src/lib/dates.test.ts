import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { FIRST_DAY_OF_WEEK } from './date-locale';
import { daysOfWeek, formatDate, formatDateTime, formatTime, formatWhen, setWorkshopTimeZone, startOfWeek, zonedDate } from './dates';
import { setLanguage } from './i18n';

// A Sunday afternoon: the day a Sunday-first week would start on, at an hour a 12-hour clock writes as 5 PM.
const SUNDAY_AFTERNOON = new Date(2026, 5, 7, 17, 5);

describe('dates', () => {
  it('start the week on Monday', () => {
    expect(FIRST_DAY_OF_WEEK).toBe(1);
    const monday = startOfWeek(SUNDAY_AFTERNOON);
    expect(monday.day()).toBe(1);
    expect(monday.format('YYYY-MM-DD HH:mm')).toBe('2026-06-01 00:00');
    expect(daysOfWeek(SUNDAY_AFTERNOON).map((day) => day.format('dd'))).toEqual(['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do']);
  });

  it('start the week on Monday in Portuguese too', async () => {
    await setLanguage('pt');
    expect(startOfWeek(SUNDAY_AFTERNOON).format('YYYY-MM-DD dddd')).toBe('2026-06-01 segunda-feira');
    expect(daysOfWeek(SUNDAY_AFTERNOON).at(-1)?.format('dddd')).toBe('domingo');
  });

  it('make a plain dayjs() follow the interface language, Monday first', async () => {
    expect(dayjs(SUNDAY_AFTERNOON).startOf('week').day()).toBe(1);
    await setLanguage('pt');
    expect(dayjs().locale()).toBe('pt');
    expect(dayjs(SUNDAY_AFTERNOON).startOf('week').day()).toBe(1);
  });

  it('show times on the 24-hour clock', async () => {
    expect(formatTime(SUNDAY_AFTERNOON)).toBe('17:05');
    expect(formatTime(new Date(2026, 5, 7, 0, 30))).toBe('00:30');
    expect(formatDateTime(SUNDAY_AFTERNOON)).toBe('07/06/2026 17:05');
    await setLanguage('pt');
    expect(formatTime(SUNDAY_AFTERNOON)).toBe('17:05');
    expect(formatDateTime(SUNDAY_AFTERNOON)).not.toMatch(/PM|AM/i);
  });

  it('write dates day first', () => {
    expect(formatDate(SUNDAY_AFTERNOON)).toBe('07/06/2026');
    expect(formatDate('2026-11-21')).toBe('21/11/2026');
  });

  it('write every instant on the workshop’s clock, whatever the browser’s zone', () => {
    // 00:00 on 2 December in Madrid is 23:00 on the 1st in UTC, 22:00 in Lisbon's winter… and 18:00 in Bogotá.
    const madridMidnight = '2026-12-01T23:00:00.000Z';
    for (const [zone, shown] of [
      ['Europe/Madrid', '02/12/2026 00:00'],
      ['Europe/Lisbon', '01/12/2026 23:00'],
      ['America/Bogota', '01/12/2026 18:00'],
    ] as const) {
      setWorkshopTimeZone(zone);
      expect(formatDateTime(madridMidnight)).toBe(shown);
    }
    setWorkshopTimeZone('Europe/Madrid');
    expect(formatDate(madridMidnight)).toBe('02/12/2026');
    expect(formatTime('2026-12-02T09:30:00.000Z')).toBe('10:30');
    // A booking for a day without a time shows no 00:00; a calendar day stays that day.
    expect(formatWhen(madridMidnight)).toBe('02/12/2026');
    expect(formatWhen('2026-12-02T09:30:00.000Z')).toBe('02/12/2026 10:30');
    setWorkshopTimeZone('Pacific/Kiritimati');
    expect(formatDate('2026-11-21')).toBe('21/11/2026');
  });

  it('write dates in words on the workshop’s clock too', async () => {
    setWorkshopTimeZone('Europe/Madrid');
    expect(zonedDate('2026-12-01T23:00:00.000Z').format('dddd D [de] MMMM HH:mm')).toBe('miércoles 2 de diciembre 00:00');
    await setLanguage('pt');
    setWorkshopTimeZone('America/Bogota');
    expect(zonedDate('2026-12-01T23:00:00.000Z').format('dddd D [de] MMMM HH:mm')).toBe('terça-feira 1 de dezembro 18:00');
  });
});
