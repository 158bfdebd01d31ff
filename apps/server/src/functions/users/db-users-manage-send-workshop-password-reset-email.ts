import { FUNCTIONS } from '@rueda/domain';
import { mailLanguage } from '../../mail/mail-language.ts';
import { accountExists } from '../../auth/accounts.ts';
import { defineFunction } from '../registry.ts';

/**
 * SPEC.md §7: mails a password-reset link and answers true, or false when no account has the email.
 * Public: whoever forgot a password cannot sign in. The answer does say whether an account exists,
 * as SPEC.md §8's sign-in errors already do; the per-account lockout limits guessing.
 */
export const dbUsersManageSendWorkshopPasswordResetEmail = defineFunction({
  name: 'dbUsersManageSendWorkshopPasswordResetEmail',
  input: FUNCTIONS.dbUsersManageSendWorkshopPasswordResetEmail.input,
  access: 'public',
  handler: async ({ email }, { db, auth, language }) => {
    if (!(await accountExists(db, email))) return false;
    await mailLanguage.run(language, () => auth.api.requestPasswordReset({ body: { email } }));
    return true;
  },
});
