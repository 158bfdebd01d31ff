// The language of the mail being written. better-auth calls our sendResetPassword hook without the
// request's language, so the function that asked for the mail sets it for the duration of the call.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from '@rueda/domain';

export const mailLanguage = new AsyncLocalStorage<Language>();
