// better-auth, configured as docs/architecture.md §12 says: email + password with argon2id, the
// jwt plugin for the ID token, Drizzle on Rueda's own tables, default paths under /api/auth.
import { ID_TOKEN_LIFETIME_SECONDS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RESET_CODE_LIFETIME_SECONDS } from '@rueda/domain';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { jwt } from 'better-auth/plugins';
import type { SessionCache } from '../services/cache/session-cache.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { loadClaims } from './claims.ts';
import { hashPassword, verifyPassword } from '../lib/password-hash.ts';

/** The audience every Rueda ID token names; a token for anything else is refused. */
export const ID_TOKEN_AUDIENCE = 'rueda';

/** The claim naming the better-auth session a token was issued for (OpenID Connect's `sid`), checked on every call. */
export const SESSION_ID_CLAIM = 'sid';

/**
 * The header through which the Fastify bridge tells better-auth the client's address (Fastify's
 * `request.ip`, which honours TRUST_PROXY); a caller's own header of that name is dropped.
 */
export const CLIENT_ADDRESS_HEADER = 'x-rueda-client-address';

/** better-auth's paths whose requests are counted per client address. */
export const LIMITED_AUTH_PATHS = ['/sign-up/email', '/request-password-reset'] as const;

export interface AuthOptions {
  db: Db;
  secret: string;
  publicUrl: string;
  /** Origins allowed to call the auth API; given the request, those it adds (http/addresses.ts). */
  trustedOrigins: string[] | ((request?: Request) => string[]);
  clock: () => Date;
  /** Where better-auth's own log lines go (the server's structured log). */
  log: (level: 'debug' | 'info' | 'warn' | 'error', message: string) => void;
  /** Mails the reset link; `code` is the one-time code that goes in `oobCode`. */
  sendPasswordReset: (args: { email: string; name: string; code: string }) => Promise<void>;
  /**
   * A sign-up from an invitation's page sends its link's token (`invitationToken`): the new account joins that
   * workshop in the same request, when it is the invited address (services/team-invitations.ts). Answers whether it did.
   */
  joinAtSignUp: (userId: string, token: string) => Promise<boolean>;
  /** Sign-up and password-reset requests one client address may make per hour. */
  requestsPerHourPerAddress: number;
  /** Told when sessions end, so that every instance refuses their ID tokens at once (docs/product.md §24.8). */
  sessions: SessionCache;
}

export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'Rueda',
    baseURL: options.publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        jwks: schema.jwks,
        rateLimit: schema.rateLimit,
      },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      // docs/product.md §6: the reset code expires within one hour and a reset ends the user's other sessions.
      resetPasswordTokenExpiresIn: PASSWORD_RESET_CODE_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await options.sendPasswordReset({ email: user.email, name: user.name, code: token });
      },
    },
    // docs/product.md §6: reset codes (and every other verification value) are stored hashed, so a database
    // leak does not hand out working links; single use comes from better-auth consuming the row.
    verification: { storeIdentifier: 'hashed' },
    // Sign-in abuse is handled per account by the lockout (sign-in-guard.ts), which the spec's
    // "too many attempts" text describes. better-auth's limiter counts only sign-up and
    // password-reset requests, per client address, in the database (shared by every instance), so
    // nobody can create accounts or send reset mails in bulk (docs/decisions/007).
    rateLimit: {
      enabled: true,
      storage: 'database',
      customRules: {
        ...Object.fromEntries(LIMITED_AUTH_PATHS.map((path) => [path, { window: 3600, max: options.requestsPerHourPerAddress }])),
        '/**': false,
      },
    },
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] } },
    // docs/product.md §24.8: a changed password ends every session of the account, as a reset does; the
    // browser that changed it gets a new one.
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-password') return;
        return { context: { body: { ...(ctx.body as Record<string, unknown>), revokeOtherSessions: true } } };
      }),
      // An invitation is joined with the account's creation, in one step (docs/roles.md, "Invite people"); a
      // refused one (expired meanwhile, another address) leaves the account made, and the page says why.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-up/email') return;
        const token = (ctx.body as Record<string, unknown> | undefined)?.invitationToken;
        const created = ctx.context.newSession;
        if (typeof token !== 'string' || !created) return;
        await options.joinAtSignUp(created.user.id, token).catch((error: unknown) => {
          options.log('warn', `could not join an invitation at sign-up: ${String(error)}`);
        });
      }),
    },
    // docs/product.md §24.8: every way a session row goes (sign-out, revocation, password change or reset,
    // account deletion) tells every instance, so the session's ID tokens are refused on their next call.
    databaseHooks: {
      session: {
        delete: {
          after: async (ended) => {
            await options.sessions.ended(ended.userId).catch((error: unknown) => {
              // The row is gone; instances that missed this read it again within a minute (data/sessions.ts).
              options.log('warn', `could not announce the end of a session: ${String(error)}`);
            });
          },
        },
      },
    },
    telemetry: { enabled: false },
    logger: { log: (level, message) => options.log(level, message) },
    plugins: [
      jwt({
        jwt: {
          issuer: options.publicUrl,
          audience: ID_TOKEN_AUDIENCE,
          expirationTime: `${ID_TOKEN_LIFETIME_SECONDS}s`,
          // docs/product.md §3: the claims, read from the database when the token is issued.
          definePayload: async ({ user, session }) => ({
            // Issued on the server's one clock, as the verifier reads it (id-token.ts): a moved test clock
            // (trial ends, renewals, decision 014) must not make every new token look expired.
            iat: Math.floor(options.clock().getTime() / 1000),
            email: user.email,
            name: user.name,
            [SESSION_ID_CLAIM]: session.id,
            ...(await loadClaims(options.db, user.id, session.id, options.clock())),
          }),
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
