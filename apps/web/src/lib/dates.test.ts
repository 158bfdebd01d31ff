import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { FIRST_DAY_OF_WEEK } from './date-locale';
import { daysOfWeek, formatDate, formatDateTime, formatTime, startOfWeek } from './dates';
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
});
