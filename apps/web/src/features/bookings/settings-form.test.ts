import { DEFAULT_BOOKING_SETTINGS, type TBookingSettings } from '@rueda/domain';
import { describe, expect, it } from 'vitest';
import { nextInterval, timeZoneOptions, validateSettings } from './settings-form';

const withMonday = (mon: TBookingSettings['openingHours']['mon']): TBookingSettings => ({
  ...DEFAULT_BOOKING_SETTINGS,
  openingHours: { ...DEFAULT_BOOKING_SETTINGS.openingHours, mon },
});

describe('the booking settings’ rules', () => {
  it('accept the defaults', () => {
    expect(validateSettings(DEFAULT_BOOKING_SETTINGS)).toEqual({});
  });

  it('put each issue on its field, in the user’s language', () => {
    expect(validateSettings(withMonday([{ from: '09:00', to: '09:00' }]))).toEqual({
      'openingHours.mon.0.to': 'La hora de cierre debe ser posterior a la de apertura',
    });
    expect(validateSettings(withMonday([{ from: '9', to: '' }]))).toEqual({
      'openingHours.mon.0.from': 'Escribe la hora como HH:MM, de 00:00 a 23:59',
      'openingHours.mon.0.to': 'Este campo es obligatorio',
    });
    expect(
      validateSettings(
        withMonday([
          { from: '09:00', to: '14:00' },
          { from: '13:00', to: '18:00' },
        ]),
      ),
    ).toEqual({ 'openingHours.mon': 'Cada tramo debe empezar después de que termine el anterior' });
    expect(validateSettings({ ...DEFAULT_BOOKING_SETTINGS, bookablePercent: 101 })).toEqual({
      bookablePercent: 'Indica un porcentaje entre 10 y 100',
    });
    expect(validateSettings({ ...DEFAULT_BOOKING_SETTINGS, timeZone: 'Europe/Atlantis' })).toEqual({
      timeZone: 'Elige una zona horaria de la lista',
    });
  });

  it('offer the afternoon after a morning, and keep the workshop’s zone among the choices', () => {
    expect(nextInterval([])).toEqual({ from: '09:00', to: '14:00' });
    expect(nextInterval([{ from: '09:00', to: '14:00' }])).toEqual({ from: '16:00', to: '20:00' });
    expect(timeZoneOptions('Europe/Madrid')).toContain('Europe/Madrid');
    expect(timeZoneOptions('Etc/Unlisted')[0]).toBe('Etc/Unlisted');
  });
});
