// Form validation with zod schemas (STYLE.md: schemas once), in the user's language. The schemas
// carry no text; each issue becomes a `validation.*` key here and is translated when it is shown.
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
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

/** A Mantine `validate` function: the first issue of each field, translated into the current language. */
export function zodFormValidator<Values>(schema: z.ZodType) {
  return (values: Values): Record<string, string> => {
    const result = schema.safeParse(values, { error: (issue) => validationKeyOf(issue) });
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      if (field in errors) continue;
      const bounds = issue as { minimum?: unknown; maximum?: unknown };
      errors[field] = translateKey(i18n.t, issue.message, { min: bounds.minimum, max: bounds.maximum });
    }
    return errors;
  };
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
