// Structured request logs (pino, through Fastify) that never carry a password, a token or a customer's
// contact (docs/security.md): bodies are not logged, credentials headers are not logged, and one-time codes
// are cut out of URLs, as are the payment pages' session ids, which are those pages' credentials (decision
// 014), and the customer's repair link's token, which is theirs (decision 052). An error is logged by its
// type, message, code and stack only: libraries hang the request on their errors (Stripe's signature error
// keeps the whole event body as `payload`, its API errors Stripe's answer as `raw`). Last, every string in a
// line is scrubbed of email addresses, international phone numbers and card numbers (all but the last four).
import type { FastifyServerOptions } from 'fastify';

const SECRET_QUERY_PARAMS = /([?&](?:oobCode|token|code|password)=)[^&#]*/gi;

const PAY_SESSION_PATHS = /^(\/pay\/(?:checkout|portal)\/)[^/?#]+/i;

const REPAIR_LINK_PATHS = /^(\/r\/)[^/?#]+/;

export function redactUrl(url: string): string {
  return url
    .replace(SECRET_QUERY_PARAMS, '$1[redacted]')
    .replace(PAY_SESSION_PATHS, '$1[redacted]')
    .replace(REPAIR_LINK_PATHS, '$1[redacted]');
}

/** What an error may bring into a log line; never what it carries of the request or the answer. */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string | number;
  statusCode?: number;
  cause?: SerializedError;
}

const CAUSE_DEPTH = 3;

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (typeof error !== 'object' || error === null) return { type: typeof error, message: scrubText(String(error)), stack: '' };
  const source = error as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const serialized: SerializedError = {
    type: error.constructor?.name ?? 'Error',
    message: text(source.message),
    stack: text(source.stack),
  };
  if (typeof source.code === 'string' || typeof source.code === 'number') serialized.code = source.code;
  if (typeof source.statusCode === 'number') serialized.statusCode = source.statusCode;
  if (source.cause !== undefined && depth < CAUSE_DEPTH) serialized.cause = serializeError(source.cause, depth + 1);
  return serialized;
}

const EMAIL = /[^\s"'<>()[\]{},;:\\/]+@[^\s"'<>()[\]{},;:\\/]+\.[a-z]{2,}/gi;
/** A + and 8 to 15 digits, with the spaces, dots, dashes and brackets people write between them. */
const INTERNATIONAL_PHONE = /\+\d(?:[\s.()-]*\d){7,14}/g;
/** 13 to 19 digits, grouped or not: a card number; only its last four stay. */
const CARD_NUMBER = /\b\d(?:[ -]?\d){12,18}\b/g;

/** A text without email addresses, international phone numbers or card numbers beyond their last four digits. */
export function scrubText(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(INTERNATIONAL_PHONE, '[phone]')
    .replace(CARD_NUMBER, (digits) => `[card …${digits.replace(/\D/g, '').slice(-4)}]`);
}

/** A JSON string literal of a log line (numbers such as "time" are left alone). */
const JSON_STRING = /"(?:[^"\\]|\\.)*"/g;

/** The whole line as written: each of its strings scrubbed (pino's streamWrite hook). */
export function scrubLine(line: string): string {
  return line.replace(JSON_STRING, (literal) => {
    const text = JSON.parse(literal) as string;
    const scrubbed = scrubText(text);
    return scrubbed === text ? literal : JSON.stringify(scrubbed);
  });
}

export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["stripe-signature"]',
        'req.headers["x-hub-signature-256"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.formToken',
        '*.oobCode',
        '*.email',
        '*.phone',
        '*.to',
        '*.body',
        '*.payload',
        '*.raw',
      ],
      censor: '[redacted]',
    },
    hooks: { streamWrite: scrubLine },
    serializers: {
      req(request: { method: string; url: string; ip?: string; headers?: Record<string, unknown> }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip, userAgent: request.headers?.['user-agent'] };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
      err: (error: unknown) => serializeError(error),
      error: (error: unknown) => serializeError(error),
    },
  };
}
