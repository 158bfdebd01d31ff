// The auth forms' rules. Length bounds come from the domain so the forms and the server agree.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@rueda/domain';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './sign-in-rules';

const NAME_MAX_LENGTH = 100;
const PASSWORDS_DO_NOT_MATCH = 'validation.passwordsDoNotMatch';

/** Every auth form's email field; the sign-in form checks the same rule without zod (sign-in-rules.ts, decision 068). */
export const ZEmailFieldSchema = z.string().trim().pipe(z.email().max(EMAIL_MAX_LENGTH));
const ZNewPasswordFieldSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const ZRegisterFormSchema = z
  .object({
    name: z.string().trim().min(1).max(NAME_MAX_LENGTH),
    email: ZEmailFieldSchema,
    password: ZNewPasswordFieldSchema,
    confirmPassword: z.string().min(1),
  })
  .refine((values) => values.password === values.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
export type TRegisterForm = z.input<typeof ZRegisterFormSchema>;

export const ZResetPasswordFormSchema = z
  .object({
    newPassword: ZNewPasswordFieldSchema,
    confirmPassword: z.string().min(1),
  })
  .refine((values) => values.newPassword === values.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
export type TResetPasswordForm = z.input<typeof ZResetPasswordFormSchema>;
