import { describe, expect, it } from 'vitest';
import { validationKeyOf } from '@/lib/form-validation';
import { ZEmailFieldSchema } from './schemas';
import { emailProblemOf, signInProblemsOf } from './sign-in-rules';

/** The problem the zod schema finds first, as lib/form-validation.ts turns it into a locale key. */
function schemaProblemOf(email: string) {
  const result = ZEmailFieldSchema.safeParse(email, { error: (issue) => validationKeyOf(issue) });
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  return issue.code === 'too_big' ? { key: issue.message, max: Number(issue.maximum) } : { key: issue.message };
}

const EMAILS = [
  'ana@taller.test',
  '  ana@taller.test  ',
  'ana.maria+bici@sub.taller.es',
  "o'neil@taller.test",
  '',
  '   ',
  'ana@',
  'ana@taller',
  'ana@@taller.test',
  '.ana@taller.test',
  'ana..maria@taller.test',
  'ana maria@taller.test',
  'ana@taller.t',
  'ana@-taller.test',
  `${'a'.repeat(250)}@taller.test`,
  `${'a'.repeat(240)}@taller.test`,
];

describe('emailProblemOf', () => {
  it.each(EMAILS)('agrees with the auth forms’ email schema on "%s"', (email) => {
    expect(emailProblemOf(email)).toEqual(schemaProblemOf(email));
  });
});

describe('signInProblemsOf', () => {
  it('asks for both fields, and lets any typed password through', () => {
    expect(signInProblemsOf({ email: '', password: '' })).toEqual({
      email: { key: 'validation.required' },
      password: { key: 'validation.required' },
    });
    expect(signInProblemsOf({ email: 'ana@taller.test', password: 'x' })).toEqual({});
  });
});
