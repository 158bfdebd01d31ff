import { FunctionError } from '@rueda/domain';
import { accountExists } from '../../auth/accounts.ts';
import { CLIENT_ADDRESS_HEADER } from '../../auth/auth.ts';
import { mailLanguage } from '../../mail/mail-language.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/**
 * docs/product.md §7: mails a password-reset link and answers true, or false when no account has the email.
 * Public: whoever forgot a password cannot sign in. The answer does say whether an account exists,
 * as docs/product.md §8's sign-in errors already do. Every request, for an account or not, goes through
 * better-auth's own endpoint, so its limiter counts it against the caller's address (decision 007):
 * nobody can probe addresses or send reset mails in bulk.
 */
export const dbUsersManageSendWorkshopPasswordResetEmail = defineFunction('dbUsersManageSendWorkshopPasswordResetEmail', {
  access: Access.public,
  handler: async ({ email }, { db, auth, language, clientAddress, publicUrl }) => {
    const request = new Request(`${publicUrl}/api/auth/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: publicUrl, [CLIENT_ADDRESS_HEADER]: clientAddress },
      body: JSON.stringify({ email }),
    });
    // better-auth answers the same whether or not the account exists, and mails only when it does.
    const response = await mailLanguage.run(language, () => auth.handler(request));
    if (response.status === 429) {
      throw new FunctionError('resource-exhausted', 'Too many requests from this address; try again later.', { reason: 'request-limit' });
    }
    if (!response.ok) throw new Error(`better-auth answered the password reset request with ${response.status}`);
    return accountExists(db, email);
  },
});
