// The server's configuration (ARCHITECTURE.md "Configuration"): one zod schema, checked at start,
// listing every bad variable at once. Unset means the embedded default. docs/configuration.md lists
// every variable for operators.
import path from 'node:path';
import { DEFAULT_TRIAL_DAYS } from '@rueda/domain';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.url().optional());

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

export const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  /** Port of the embedded PostgreSQL (loopback only); unset picks a free one. */
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The address people open Rueda at; links in emails point here. Defaults to http://localhost:PORT. */
  PUBLIC_URL: optionalUrl,
  /** Extra origins allowed to call the auth API (comma-separated), beyond PUBLIC_URL and localhost. */
  TRUSTED_ORIGINS: optionalString,
  /**
   * Signs sessions and encrypts the ID-token signing keys. Unset: a random secret is generated once
   * and kept in $DATA_DIR/auth-secret, so sessions survive restarts.
   */
  AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  DEMO_PASSWORD: optionalString.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Rueda <no-reply@rueda.app>'),
  TOKEN_SYNC_URL: optionalUrl,
  /** A third-party chat widget's script; loaded by the web app only after cookies are accepted. */
  CHAT_WIDGET_SCRIPT_URL: optionalUrl,
  /** Who takes the payments (decision 014): the local provider, for now the only one. */
  PAYMENTS_PROVIDER: z.enum(['local']).default('local'),
  /** docs/product.md §9: length of the free trial a new workshop starts with. */
  TRIAL_DAYS: z.coerce.number().int().min(1).max(365).default(DEFAULT_TRIAL_DAYS),
  /** Server-side deadline of one callable function; past it the call answers deadline-exceeded. */
  FUNCTION_DEADLINE_MS: z.coerce.number().int().min(1).default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxies in front of Rueda may say who the client is (X-Forwarded-For): `true`, a number
   * of hops, or addresses and ranges (comma-separated; `loopback`, `linklocal` and `uniquelocal`
   * name the private ones). The per-address request limits count what this makes the client's
   * address.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('loopback,linklocal,uniquelocal')
    .transform((value): boolean | string[] | ((address: string, hop: number) => boolean) => {
      if (value === 'true') return true;
      if (value === 'false') return false;
      if (/^\d+$/.test(value)) return (_address: string, hop: number) => hop < Number(value);
      return value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean);
    }),
  /** Sign-up and password-reset requests one client address may make per hour (auth.ts). */
  AUTH_REQUESTS_PER_HOUR_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Reads (GET) and posts one client address may make per minute across the local payments provider's pages /pay/* (decision 015). */
  PAY_GETS_PER_MINUTE_PER_IP: z.coerce.number().int().min(1).default(120),
  PAY_POSTS_PER_MINUTE_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Where the built web app lives; the server serves it. */
  WEB_DIST_DIR: z.string().optional(),
});

export type Env = z.infer<typeof ZEnvSchema>;

export class EnvError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
    this.problems = problems;
  }
}

/** Parses the environment; throws an EnvError that names every bad variable at once. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = ZEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`);
  throw new EnvError(problems);
}

export function publicUrlOf(env: Env, port: number): string {
  return (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
}

export function resolveDataDir(env: Env): string {
  return path.resolve(env.DATA_DIR);
}
