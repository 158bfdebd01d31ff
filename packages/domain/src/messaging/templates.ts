// docs/product.md §20.1: the WhatsApp messages to customers. One template per repair status worth telling (and the
// estimate), one per alert reason (alerts/rules.ts), each in Spanish and Portuguese, the defaults in
// default-templates.ts, the workshop's own wording in `message_templates`. Placeholders are written `{{name}}`;
// the text is rendered here, purely, from values the server gathers (docs/decisions/051-whatsapp-messages.md).
import type { TOpeningHours } from '../bookings/settings.ts';
import { WEEKDAYS } from '../bookings/settings.ts';
import type { CustomerLanguage } from '../customers/customer.ts';
import { invalidField } from '../errors.ts';
import { formatAmount } from '../money.ts';
import { DEFAULT_TEMPLATES, UNNAMED_BIKE } from './default-templates.ts';
import type { TMessageTemplate } from './functions.ts';
import {
  PLACEHOLDERS,
  REPAIR_TEMPLATE_KEYS,
  TEMPLATE_BODY_MAX,
  TEMPLATE_KEYS,
  type Placeholder,
  type RepairTemplateKey,
  type TemplateKey,
} from './keys.ts';

export function isTemplateKey(value: string): value is TemplateKey {
  return (TEMPLATE_KEYS as readonly string[]).includes(value);
}

export function isRepairTemplateKey(value: string): value is RepairTemplateKey {
  return (REPAIR_TEMPLATE_KEYS as readonly string[]).includes(value);
}

/** Without a repair there is no total and no repair link: a bike's or a suspension's alert. */
const WITHOUT_REPAIR: readonly Placeholder[] = ['name', 'bike', 'hours', 'workshop'];

/** The placeholders a template may use: every one when it is about a repair. */
export function placeholdersOf(key: TemplateKey): readonly Placeholder[] {
  return isRepairTemplateKey(key) || key === 'alert.repairUncollected' ? PLACEHOLDERS : WITHOUT_REPAIR;
}

export function defaultTemplate(key: TemplateKey, language: CustomerLanguage): string {
  return DEFAULT_TEMPLATES[key][language];
}

/**
 * The parameters of the key's approved template at the Cloud API, in order: the placeholders its default text
 * uses. The workshop's approved template must take the same ones (docs/configuration.md says how).
 */
export function cloudParametersOf(key: TemplateKey): readonly Placeholder[] {
  const used = new Set(placeholdersIn(DEFAULT_TEMPLATES[key].es));
  return PLACEHOLDERS.filter((placeholder) => used.has(placeholder));
}

const PLACEHOLDER_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholder names a text uses, in order, known or not. */
export function placeholdersIn(body: string): string[] {
  return [...body.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? '');
}

/** What is wrong with an edited text, for the editor to say in the member's language. */
export type TemplateBodyIssue =
  | { code: 'empty' | 'unclosed' }
  | { code: 'tooLong'; max: number }
  | { code: 'unknownPlaceholder'; placeholder: string; allowed: readonly Placeholder[] };

export function templateBodyIssue(key: TemplateKey, body: string): TemplateBodyIssue | null {
  if (body.trim() === '') return { code: 'empty' };
  if (body.length > TEMPLATE_BODY_MAX) return { code: 'tooLong', max: TEMPLATE_BODY_MAX };
  const allowed = placeholdersOf(key);
  const unknown = placeholdersIn(body).find((name) => !(allowed as readonly string[]).includes(name));
  if (unknown !== undefined) return { code: 'unknownPlaceholder', placeholder: unknown, allowed };
  // Braces left after the placeholders are a placeholder mistyped ({{name} or {name}}), which would reach the customer as is.
  if (/\{\{|\}\}/.test(body.replace(PLACEHOLDER_PATTERN, ''))) return { code: 'unclosed' };
  return null;
}

/** Why the workshop's text cannot be the key's template (in English, for the API's answer), or null when it can. */
export function templateBodyProblem(key: TemplateKey, body: string): string | null {
  const issue = templateBodyIssue(key, body);
  switch (issue?.code) {
    case undefined:
      return null;
    case 'empty':
      return 'A message cannot be empty.';
    case 'tooLong':
      return `A message has at most ${issue.max} characters.`;
    case 'unknownPlaceholder':
      return `Unknown placeholder {{${issue.placeholder}}}; this message may use ${issue.allowed.map((name) => `{{${name}}}`).join(', ')}.`;
    case 'unclosed':
      return 'A placeholder is not closed: write it as {{name}}.';
  }
}

/** templateBodyProblem as the functions refuse it: invalid-argument naming `field`. */
export function checkTemplateBody(key: TemplateKey, body: string, field = 'body'): string {
  const problem = templateBodyProblem(key, body);
  if (problem) throw invalidField(field, problem);
  return body;
}

export type PlaceholderValues = Record<Placeholder, string>;

/**
 * The text with each placeholder replaced by its value. A value left empty (no repair link yet, a customer
 * without a name) takes the space before it along when punctuation follows, so "Hola {{name}}," reads "Hola,".
 */
export function renderTemplate(body: string, values: Partial<PlaceholderValues>): string {
  return body.replace(/( ?)\{\{\s*([^{}]*?)\s*\}\}(?=(.?))/g, (match, space: string, name: string, next: string) => {
    if (!(PLACEHOLDERS as readonly string[]).includes(name)) return match;
    const value = values[name as Placeholder] ?? '';
    if (value === '' && /^[,.;:!?]$/.test(next)) return '';
    return `${space}${value}`;
  });
}

/** The customer's first name: the first word of their name. */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** The repair's defaults for an unknown bike (docs/product.md §3: manufacturer 'generic', model 'unknown'). */
const UNNAMED_VALUES = new Set(['generic', 'unknown', '']);

/** A bike option's label as a person would say it: '' for the defaults of an unknown bike ('generic', 'unknown'). */
export function namedBikeOption(option: { value: string; label: string } | null): string {
  return option === null || UNNAMED_VALUES.has(option.value) ? '' : option.label.trim();
}

/** "Orbea Orca"; the brand or the model alone; the language's word for a bike when neither is known. */
export function bikeNameOf(
  bike: { manufacturer: { value: string; label: string } | null; model: { value: string; label: string } | null },
  language: CustomerLanguage,
): string {
  const parts = [bike.manufacturer, bike.model].map(namedBikeOption).filter((label) => label !== '');
  return parts.length > 0 ? parts.join(' ') : UNNAMED_BIKE[language];
}

const INTL_LOCALES: Record<CustomerLanguage, string> = { es: 'es-ES', pt: 'pt-PT' };
/** A Monday (2024-01-01) to name the days of the week in the language through Intl, not words in code. */
const A_MONDAY = Date.UTC(2024, 0, 1, 12);

function dayNames(language: CustomerLanguage): string[] {
  const format = new Intl.DateTimeFormat(INTL_LOCALES[language], { weekday: 'long', timeZone: 'UTC' });
  return WEEKDAYS.map((_, index) => format.format(new Date(A_MONDAY + index * 86_400_000)));
}

/** "09:00" → "9:00". */
const clock = (time: string) => time.replace(/^0(\d)/, '$1');

/**
 * The collection hours from the workshop's opening hours (bookings/settings.ts), days with the same hours
 * together: "lunes–viernes 9:00–14:00 y 16:00–20:00; sábado 10:00–14:00". Closed days are left out.
 */
export function formatOpeningHours(hours: TOpeningHours, language: CustomerLanguage): string {
  const names = dayNames(language);
  const list = new Intl.ListFormat(INTL_LOCALES[language], { style: 'long', type: 'conjunction' });
  const spans = WEEKDAYS.map((day) => hours[day].map((interval) => `${clock(interval.from)}–${clock(interval.to)}`));
  const groups: { first: number; last: number; text: string }[] = [];
  spans.forEach((intervals, index) => {
    if (intervals.length === 0) return;
    const text = list.format(intervals);
    const previous = groups.at(-1);
    if (previous && previous.last === index - 1 && previous.text === text) previous.last = index;
    else groups.push({ first: index, last: index, text });
  });
  return groups.map(({ first, last, text }) => `${first === last ? names[first] : `${names[first]}–${names[last]}`} ${text}`).join('; ');
}

/** What the server knows when it fills a message in. */
export interface MessageFacts {
  language: CustomerLanguage;
  customerName: string;
  bike: Parameters<typeof bikeNameOf>[0] | null;
  /** Cents, and the workshop's currency code; null without a repair. */
  totalCents: number | null;
  currency: string;
  openingHours: TOpeningHours;
  /** The repair link; '' when there is none. */
  link: string;
  workshopName: string;
}

export function placeholderValuesOf(facts: MessageFacts): PlaceholderValues {
  return {
    name: firstNameOf(facts.customerName),
    bike: facts.bike ? bikeNameOf(facts.bike, facts.language) : UNNAMED_BIKE[facts.language],
    total: facts.totalCents === null ? '' : formatAmount(facts.totalCents, facts.currency),
    hours: formatOpeningHours(facts.openingHours, facts.language),
    link: facts.link,
    workshop: facts.workshopName,
  };
}

/** A message as the workshop has it: its edited text, else the default one (which it can always go back to). */
export function messageTemplateOf(key: TemplateKey, language: CustomerLanguage, edited: string | undefined): TMessageTemplate {
  const defaultBody = defaultTemplate(key, language);
  return {
    key,
    language,
    body: edited ?? defaultBody,
    isDefault: edited === undefined,
    defaultBody,
    placeholders: [...placeholdersOf(key)],
  };
}
