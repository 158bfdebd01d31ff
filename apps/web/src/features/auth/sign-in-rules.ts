// The sign-in form's two fields, checked without zod so that zod stays out of the sign-in page's download
// (decision 068). The rules are schemas.ts's email field and "a password was typed"; sign-in-rules.test.ts holds
// them to that schema. Each error is a `validation.*` locale key (lib/form-validation.ts), translated when shown.

/** As schemas.ts's email field: at most 254 characters once trimmed. */
export const EMAIL_MAX_LENGTH = 254;

/** zod's own email pattern (z.email()), so the form accepts exactly what the register form and the server accept. */
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export interface SignInValues {
  email: string;
  password: string;
}

/** A field's problem: the locale key of its message and the bound the message names, if any. */
export interface FieldProblem {
  key: string;
  max?: number;
}

/** The locale key of the email field's first problem, as the zod schema reports it; null when it is valid. */
export function emailProblemOf(typed: string): FieldProblem | null {
  const email = typed.trim();
  if (email === '') return { key: 'validation.required' };
  if (!EMAIL_PATTERN.test(email)) return { key: 'validation.email' };
  if (email.length > EMAIL_MAX_LENGTH) return { key: 'validation.tooLong', max: EMAIL_MAX_LENGTH };
  return null;
}

/** Each field's first problem; empty when the form may be sent. */
export function signInProblemsOf(values: SignInValues): Partial<Record<keyof SignInValues, FieldProblem>> {
  const problems: Partial<Record<keyof SignInValues, FieldProblem>> = {};
  const email = emailProblemOf(values.email);
  if (email) problems.email = email;
  // Any stored password may be typed; the length rules are for choosing a new one.
  if (values.password === '') problems.password = { key: 'validation.required' };
  return problems;
}
