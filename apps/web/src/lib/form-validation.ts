// Form validation with zod schemas (docs/style.md §3), in the user's language. The schemas
// carry no text; each issue becomes a `validation.*` key here and is translated when it is shown.
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { fieldIssuesOf } from '@/lib/call';
import { i18n, translateKey } from '@/lib/i18n';

type IssueInput = Parameters<z.core.$ZodErrorMap>[0];

/** The locale key of a validation issue; schemas may instead name a key themselves (`message`). */
export function validationKeyOf(issue: IssueInput): string {
  // An empty field fails whatever rule comes first (format, minimum length): say it is required.
  if (issue.input === '' || issue.input === undefined || issue.input === null) return 'validation.required';
  switch (issue.code) {
    case 'too_small':
      return 'validation.tooShort';
    case 'too_big':
      return 'validation.tooLong';
    case 'invalid_format':
      return issue.format === 'email' ? 'validation.email' : 'validation.invalid';
    default:
      return 'validation.invalid';
  }
}

type Issue = z.core.$ZodIssue;

/** Errors by field, each field at most once: a record of some of the named fields, or of any dotted path. */
export type FieldErrors<Field extends string> = string extends Field ? Record<string, string> : Partial<Record<Field, string>>;

export interface FieldErrorsOptions<Field extends string> {
  /** The field an issue belongs to, from its path; the dotted path unless told otherwise. */
  fieldOf?: (path: PropertyKey[]) => Field;
  /** The locale key to show for a field's issue; the issue's own (`message`) unless told otherwise. */
  keyOf?: (field: Field, issue: Issue) => string;
}

/** The first issue of each field of `input`, translated into the current language; empty when it is valid. */
export function fieldErrorsOf<Field extends string = string>(
  schema: z.ZodType,
  input: unknown,
  options: FieldErrorsOptions<Field> = {},
): FieldErrors<Field> {
  const { fieldOf = (path) => path.join('.') as Field, keyOf = (_field, issue) => issue.message } = options;
  const result = schema.safeParse(input, { error: (issue) => validationKeyOf(issue) });
  const errors: Record<string, string> = {};
  if (result.success) return errors as FieldErrors<Field>;
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    if (field in errors) continue;
    const bounds = issue as { minimum?: unknown; maximum?: unknown };
    errors[field] = translateKey(i18n.t, keyOf(field, issue), { min: bounds.minimum, max: bounds.maximum });
  }
  return errors as FieldErrors<Field>;
}

/** A Mantine `validate` function: the first issue of each field, translated into the current language. */
export function zodFormValidator<Values>(schema: z.ZodType) {
  return (values: Values): Record<string, string> => fieldErrorsOf(schema, values);
}

/** Shows a form's visible errors again in the new language when the user switches language. */
export function useRevalidateOnLanguageChange<Values extends Record<string, unknown>>(form: UseFormReturnType<Values>): void {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  const revalidate = useEffectEvent(() => {
    if (Object.keys(form.errors).length > 0) form.validate();
  });
  useEffect(() => {
    revalidate();
  }, [language]);
}

/** The fields a refused save names (invalid-argument's `changes.phone` is `phone`), each with the message `keyOf` gives it. */
export function changesErrorsOf(error: unknown, keyOf: (field: string) => string): Record<string, string> {
  return Object.fromEntries(
    fieldIssuesOf(error).map(({ field }) => {
      const name = field.replace(/^changes\./, '');
      return [name, translateKey(i18n.t, keyOf(name))];
    }),
  );
}
