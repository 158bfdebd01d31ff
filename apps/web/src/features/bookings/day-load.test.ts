import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { durationOf, hoursOf, loadLabel, workLabel } from './day-load';

const t = i18n.getFixedT('es', 'bookings');

describe('a day’s load in words', () => {
  it('never shows a day a minute short of full as full', () => {
    expect(hoursOf(480, 'es')).toBe('8');
    expect(hoursOf(479, 'es')).toBe('7,9');
    expect(hoursOf(432, 'pt')).toBe('7,2');
    expect(hoursOf(0, 'es')).toBe('0');
  });

  it('words the load, or says the workshop is closed', () => {
    expect(loadLabel({ bookedMinutes: 180, capacityMinutes: 480, state: 'free' }, t, 'es')).toBe('Carga del día: 3 h de 8 h');
    expect(loadLabel({ bookedMinutes: 60, capacityMinutes: 0, state: 'closed' }, t, 'es')).toBe('El taller no abre este día');
  });

  it('words the estimated work in hours and minutes', () => {
    expect(durationOf(90)).toEqual({ hours: 1, minutes: 30 });
    expect(workLabel(90, t)).toBe('1 h 30 min');
    expect(workLabel(120, t)).toBe('2 h');
    expect(workLabel(45, t)).toBe('45 min');
  });
});
