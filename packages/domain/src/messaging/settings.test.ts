import { describe, expect, it } from 'vitest';
import { DEFAULT_MESSAGING_SETTINGS, readMessagingSettings, ZMessagingSettingsSchema } from './settings.ts';

describe('messaging settings (docs/product.md §20)', () => {
  it('defaults to Spain, no status proposing its message, no Cloud API templates', () => {
    expect(DEFAULT_MESSAGING_SETTINGS).toEqual({
      country: 'ES',
      proposeOnStatus: [],
      cloudTemplates: {},
      cloudLanguages: { es: 'es_ES', pt: 'pt_PT' },
    });
    expect(ZMessagingSettingsSchema.parse({})).toEqual(DEFAULT_MESSAGING_SETTINGS);
    expect(readMessagingSettings(null)).toEqual(DEFAULT_MESSAGING_SETTINGS);
    expect(readMessagingSettings({ country: 'ZZ' })).toEqual(DEFAULT_MESSAGING_SETTINGS);
  });

  it('keeps the statuses in their order, once each', () => {
    const settings = ZMessagingSettingsSchema.parse({ proposeOnStatus: ['finished', 'confirmed', 'finished'] });
    expect(settings.proposeOnStatus).toEqual(['confirmed', 'finished']);
  });

  it.each([
    [{ country: 'XX' }, 'country'],
    [{ proposeOnStatus: ['inProgress'] }, 'proposeOnStatus.0'],
    [{ cloudTemplates: { 'status.finished': 'Lista Para Recoger' } }, 'cloudTemplates.status.finished'],
    [{ cloudTemplates: { 'status.unknown': 'x' } }, 'cloudTemplates'],
    [{ cloudLanguages: { es: 'spanish', pt: 'pt_PT' } }, 'cloudLanguages.es'],
  ])('refuses %j, naming %s', (input, field) => {
    const result = ZMessagingSettingsSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });
});
