import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_SETTINGS } from '../bookings/settings.ts';
import { FunctionError } from '../errors.ts';
import { PLACEHOLDERS, TEMPLATE_KEYS, templateKeyForStatus } from './keys.ts';
import {
  checkTemplateBody,
  cloudParametersOf,
  defaultTemplate,
  formatOpeningHours,
  placeholdersIn,
  placeholdersOf,
  placeholderValuesOf,
  renderTemplate,
  templateBodyProblem,
  type MessageFacts,
} from './templates.ts';

/** Intl writes a narrow no-break space in amounts; the tests read plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

const FACTS: Omit<MessageFacts, 'language'> = {
  customerName: 'Marta Luisa',
  bike: { manufacturer: { value: 'orbea', label: 'Orbea' }, model: { value: 'Orca', label: 'Orca' } },
  totalCents: 5950,
  currency: 'EUR',
  openingHours: DEFAULT_BOOKING_SETTINGS.openingHours,
  link: 'https://taller.example/r/abc',
  workshopName: 'Bicis Ruiz',
};

const EVERY_PLACEHOLDER = 'N={{name}} B={{bike}} T={{total}} H={{hours}} L={{link}} W={{workshop}}';

describe('message templates (docs/product.md §20.1)', () => {
  it.each([
    [
      'es',
      'N=Marta B=Orbea Orca T=59,50 € H=lunes–viernes 9:00–14:00 y 16:00–20:00; sábado 10:00–14:00 L=https://taller.example/r/abc W=Bicis Ruiz',
    ],
    [
      'pt',
      'N=Marta B=Orbea Orca T=59,50 € H=segunda-feira–sexta-feira 9:00–14:00 e 16:00–20:00; sábado 10:00–14:00 L=https://taller.example/r/abc W=Bicis Ruiz',
    ],
  ] as const)('renders every placeholder in %s', (language, expected) => {
    expect(plain(renderTemplate(EVERY_PLACEHOLDER, placeholderValuesOf({ ...FACTS, language })))).toBe(expected);
  });

  it.each(TEMPLATE_KEYS.flatMap((key) => (['es', 'pt'] as const).map((language) => [key, language] as const)))(
    'the default %s in %s uses only its placeholders and renders with none left',
    (key, language) => {
      const body = defaultTemplate(key, language);
      expect(templateBodyProblem(key, body)).toBeNull();
      const rendered = renderTemplate(body, placeholderValuesOf({ ...FACTS, language }));
      expect(rendered).not.toMatch(/\{\{|\}\}/);
      expect(rendered).toContain('Marta');
      expect(rendered).toContain('Orbea Orca');
      expect(rendered.endsWith('Bicis Ruiz')).toBe(true);
    },
  );

  it('the defaults of a key use the same placeholders in both languages (one approved template per key)', () => {
    for (const key of TEMPLATE_KEYS)
      expect(new Set(placeholdersIn(defaultTemplate(key, 'pt')))).toEqual(new Set(placeholdersIn(defaultTemplate(key, 'es'))));
    expect(cloudParametersOf('estimate')).toEqual(['name', 'bike', 'total', 'link', 'workshop']);
    expect(cloudParametersOf('status.finished')).toEqual(['name', 'bike', 'total', 'hours', 'workshop']);
  });

  it('accepts spaces inside the braces and leaves out an empty value with its space before punctuation', () => {
    expect(renderTemplate('Hola {{ name }}, tu {{bike}}.', { name: 'Ana', bike: 'bici' })).toBe('Hola Ana, tu bici.');
    expect(renderTemplate('Hola {{name}}, enlace: {{link}}', { name: '', link: '' })).toBe('Hola, enlace: ');
  });

  it('names the bike by brand and model, or the language’s word when the repair names neither', () => {
    const unnamed = { manufacturer: { value: 'generic', label: 'Genérica' }, model: { value: 'unknown', label: 'Desconocido' } };
    expect(placeholderValuesOf({ ...FACTS, language: 'es', bike: unnamed }).bike).toBe('bici');
    expect(placeholderValuesOf({ ...FACTS, language: 'pt', bike: null }).bike).toBe('bicicleta');
    expect(placeholderValuesOf({ ...FACTS, language: 'es', bike: { ...unnamed, model: { value: 'x', label: 'Rail' } } }).bike).toBe('Rail');
  });

  it('formats collection hours with closed days left out and equal days together', () => {
    const hours = { ...DEFAULT_BOOKING_SETTINGS.openingHours, wed: [], sat: [], sun: [{ from: '10:00', to: '13:30' }] };
    expect(formatOpeningHours(hours, 'es')).toBe(
      'lunes–martes 9:00–14:00 y 16:00–20:00; jueves–viernes 9:00–14:00 y 16:00–20:00; domingo 10:00–13:30',
    );
  });

  it.each([
    ['status.finished', 'Hola {{nombre}}', 'Unknown placeholder {{nombre}}'],
    ['alert.bikeServiceOverdue', 'Total: {{total}}', 'Unknown placeholder {{total}}'],
    ['alert.suspensionDue', 'Enlace {{link}}', 'Unknown placeholder {{link}}'],
    ['estimate', 'Hola {{name}', 'not closed'],
    ['estimate', 'Hola name}}', 'not closed'],
    ['estimate', '   ', 'cannot be empty'],
    ['estimate', 'x'.repeat(1025), 'at most 1024'],
  ] as const)('refuses %s written as %j', (key, body, problem) => {
    expect(templateBodyProblem(key, body)).toContain(problem);
    try {
      checkTemplateBody(key, body);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(FunctionError);
      expect(error).toMatchObject({ code: 'invalid-argument', details: { fields: [{ field: 'body' }] } });
    }
  });

  it('lets a repair’s messages use every placeholder, a bike’s alert those it knows', () => {
    expect(placeholdersOf('status.confirmed')).toEqual(PLACEHOLDERS);
    expect(placeholdersOf('alert.repairUncollected')).toEqual(PLACEHOLDERS);
    expect(placeholdersOf('alert.suspensionDue')).toEqual(['name', 'bike', 'hours', 'workshop']);
  });

  it.each([
    ['notReviewed', 'estimate'],
    ['managing', 'estimate'],
    ['confirmed', 'status.confirmed'],
    ['postponed', 'status.postponed'],
    ['workshopEntrance', 'status.workshopEntrance'],
    ['inProgress', 'status.workshopEntrance'],
    ['paused', 'status.workshopEntrance'],
    ['finished', 'status.finished'],
    ['delivered', 'status.delivered'],
  ] as const)('proposes for a %s repair the message %s', (status, key) => {
    expect(templateKeyForStatus(status)).toBe(key);
  });
});
