// Structured request logs (pino, through Fastify) that never carry a password or a token: bodies are
// not logged, credentials headers are not logged, and one-time codes are cut out of URLs, as are the
// payment pages' session ids, which are those pages' credentials (decision 014), and the customer's repair
// link's token, which is theirs (decision 052).
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

export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.newPassword', '*.token'],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; headers?: Record<string, unknown> }) {
        return { method: request.method, url: redactUrl(request.url), ip: request.ip, userAgent: request.headers?.['user-agent'] };
      },
      res(reply: { statusCode: number }) {
        return { statusCode: reply.statusCode };
      },
    },
  };
}
