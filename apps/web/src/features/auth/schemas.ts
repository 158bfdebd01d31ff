// The auth forms' rules. Length bounds come from the domain so the forms and the server agree.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@rueda/domain';
import { z } from 'zod';

const EMAIL_MAX_LENGTH = 254;
const NAME_MAX_LENGTH = 100;
const PASSWORDS_DO_NOT_MATCH = 'validation.passwordsDoNotMatch';

const ZEmailFieldSchema = z.string().trim().pipe(z.email().max(EMAIL_MAX_LENGTH));
const ZNewPasswordFieldSchema = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);

export const ZSignInFormSchema = z.object({
  email: ZEmailFieldSchema,
  // Any stored password may be typed; the length rules are for choosing a new one.
  password: z.string().min(1),
});
export type TSignInForm = z.input<typeof ZSignInFormSchema>;

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
