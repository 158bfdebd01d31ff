// What several of the server's parts use, made once before any of them registers (app.ts): the options buildApp
// was given with the server's one clock settled, whether PostgreSQL answers, the mailer, the auth secret, which
// address links carry, auth with the sessions it keeps, the per-address limits and the payments provider.
import { DEFAULT_LANGUAGE, SALES_MAILS_PER_HOUR_PER_WORKSHOP } from '@rueda/domain';
import type { FastifyInstance } from 'fastify';
import { createAuth, type Auth } from '../auth/auth.ts';
import { createIdTokenVerifier, type IdTokenVerifier } from '../auth/id-token.ts';
import { PASSWORD_TRIES_WINDOW_MS } from '../auth/sign-in-guard.ts';
import { createPaymentsProvider, type PaymentsSetup } from '../billing/choose-provider.ts';
import { HOUR_MS, PublicRateLimit } from '../data/public-rate-limit.ts';
import { authSecretFileOf, resolveAuthSecret } from '../db/auth-secret.ts';
import { DatabaseAvailability } from '../db/availability.ts';
import type { Db } from '../db/client.ts';
import { dataDirOf } from '../db/data-dir.ts';
import { createAddresses, type Addresses } from '../http/addresses.ts';
import type { Env } from '../lib/env.ts';
import { mailLanguage } from '../mail/mail-language.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import { passwordResetMail } from '../mail/templates.ts';
import { SessionCache } from '../services/cache/session-cache.ts';
import { acceptInvitationAtSignUp } from '../services/team-invitations.ts';
import type { AppOptions } from './app-options.ts';

export interface SharedContext extends Omit<AppOptions, 'clock'> {
  /** The server's one clock (docs/architecture.md §15): the test clock's, else the one given, else the system's. */
  clock: () => Date;
  db: Db;
  /** docs/product.md §24.6: whether PostgreSQL answers, for the functions and the health check. */
  availability: DatabaseAvailability;
  mailer: Mailer;
  /** docs/decisions/060: never in the database; several instances share AUTH_SECRET (docs/scale-out.md). */
  secret: string;
  /** Which address links and round trips carry (http/addresses.ts): PUBLIC_URL, or the one the browser used. */
  addresses: Addresses;
  /** docs/product.md §24.8: whether an ID token's session still exists, kept per instance in step with the others. */
  sessions: SessionCache;
  verifyIdToken: IdTokenVerifier;
  auth: Auth;
  /** Requests counted per client address in PostgreSQL: the public functions' and every password try (decision 057). */
  publicRateLimit: PublicRateLimit;
  /** PAYMENTS_PROVIDER (decision 014): the local provider, or Stripe (`local` is then null). */
  payments: PaymentsSetup;
}

export async function sharedContextOf(app: FastifyInstance, options: AppOptions): Promise<SharedContext> {
  const { env, database, publicUrl } = options;
  const { db } = database;
  const clock = options.testClock?.now ?? options.clock ?? (() => new Date());

  const availability = new DatabaseAvailability(database.pool.options, {
    warn: (message) => app.log.warn(message),
    info: (message) => app.log.info(message),
  });
  app.addHook('onClose', () => availability.stop());

  const mailer = createMailer({ db, smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, logger: app.log });
  const dataDir = options.dataDir ?? dataDirOf(env).dir;
  const { secret, notice } = await resolveAuthSecret(db, env.AUTH_SECRET, dataDir);
  if (notice) app.log.info(notice);
  if (!env.AUTH_SECRET && env.DATABASE_URL)
    app.log.warn(
      `AUTH_SECRET is not set: this instance signs with its own secret in ${authSecretFileOf(dataDir)}. Several instances on ` +
        'one DATABASE_URL must share one AUTH_SECRET, or a session made on one fails on the others (docs/scale-out.md).',
    );
  const trustedOrigins = trustedOriginsOf(env, publicUrl);
  const addresses = createAddresses({ configured: env.PUBLIC_URL, publicUrl, trustedOrigins });
  const sessions = new SessionCache(db);
  const verifyIdToken = createIdTokenVerifier({ db, issuer: publicUrl, clock, sessions });
  const auth = createAuth({
    sessions,
    db,
    secret,
    publicUrl,
    // The sign-in API also answers this machine's other addresses when PUBLIC_URL is unset (http/addresses.ts).
    trustedOrigins: (request) => (request ? [...trustedOrigins, ...addresses.sameMachineOrigins(request)] : trustedOrigins),
    clock,
    log: (level, message) => app.log[level]({ component: 'better-auth' }, message),
    requestsPerHourPerAddress: env.AUTH_REQUESTS_PER_HOUR_PER_IP,
    joinAtSignUp: (userId, token) => acceptInvitationAtSignUp(db, { userId, token, now: clock() }),
    sendPasswordReset: async ({ email, name, code }) => {
      // docs/product.md §2: the link lands on the login page in resetPassword mode with the code as oobCode.
      const link = `${publicUrl}/auth/login?mode=resetPassword&oobCode=${encodeURIComponent(code)}`;
      await mailer.send(passwordResetMail({ to: email, name, link, language: mailLanguage.getStore() ?? DEFAULT_LANGUAGE }));
    },
  });

  const publicRateLimit = new PublicRateLimit(db, {
    repairLinkRead: { max: env.PUBLIC_REPAIR_READS_PER_HOUR_PER_IP, windowMs: HOUR_MS },
    repairLinkAnswer: { max: env.PUBLIC_REPAIR_ANSWERS_PER_HOUR_PER_IP, windowMs: HOUR_MS },
    bookingRead: { max: env.PUBLIC_BOOKING_READS_PER_HOUR_PER_IP, windowMs: HOUR_MS },
    bookingCreate: { max: env.PUBLIC_BOOKINGS_PER_HOUR_PER_IP, windowMs: HOUR_MS },
    invitationRead: { max: env.PUBLIC_INVITATION_READS_PER_HOUR_PER_IP, windowMs: HOUR_MS },
    passwordTry: { max: env.SIGN_INS_PER_15_MINUTES_PER_IP, windowMs: PASSWORD_TRIES_WINDOW_MS },
    documentMail: { max: SALES_MAILS_PER_HOUR_PER_WORKSHOP, windowMs: HOUR_MS },
  });
  const payments = createPaymentsProvider(env, { db, clock, publicUrl });

  return { ...options, clock, db, availability, mailer, secret, addresses, sessions, verifyIdToken, auth, publicRateLimit, payments };
}

/** PUBLIC_URL, the same port on localhost and 127.0.0.1, and TRUSTED_ORIGINS. */
function trustedOriginsOf(env: Env, publicUrl: string): string[] {
  const port = new URL(publicUrl).port || (publicUrl.startsWith('https') ? '443' : '80');
  const extra = (env.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return [...new Set([new URL(publicUrl).origin, `http://localhost:${port}`, `http://127.0.0.1:${port}`, ...extra])];
}
