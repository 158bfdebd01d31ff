// Mounts better-auth under /api/auth (its default paths) and tells sign-in failures apart, so the
// web app can show docs/product.md §8's texts: wrong password, unknown email, email in use, too many attempts.
import { AUTH_ERROR_CODES, FunctionError } from '@rueda/domain';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseAvailability } from '../db/availability.ts';
import { CLIENT_ADDRESS_HEADER, LIMITED_AUTH_PATHS, type Auth } from './auth.ts';
import type { SignInGuard } from './sign-in-guard.ts';

/** better-auth's codes for "an account already has this email" across its versions. */
const EMAIL_IN_USE_CODES = new Set(['USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL']);

/** The bridge's paths of the requests better-auth counts per client address. */
const LIMITED_PATHS = new Set(LIMITED_AUTH_PATHS.map((path) => `/api/auth${path}`));

interface AuthErrorBody {
  code?: string;
  message?: string;
}

export function registerAuthRoutes(app: FastifyInstance, auth: Auth, guard: SignInGuard, availability: DatabaseAvailability): void {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    // docs/product.md §24.6: with PostgreSQL not answering, the auth API answers 503 within 2 s too.
    async handler(request, reply) {
      if (availability.isDown) return sendUnavailable(reply);
      try {
        return await availability.guard(handle(request, reply));
      } catch (error) {
        if (!(error instanceof FunctionError && error.code === 'unavailable') || reply.sent) throw error;
        return sendUnavailable(reply);
      }
    },
  });

  async function handle(request: FastifyRequest, reply: FastifyReply) {
    const path = new URL(request.url, 'http://internal').pathname;
    if (request.method === 'POST' && path === '/api/auth/sign-in/email') return signIn(request, reply);
    if (request.method === 'POST' && path === '/api/auth/change-password') return changePassword(request, reply);
    const response = await auth.handler(toWebRequest(request));
    if (response.status === 429 && LIMITED_PATHS.has(path)) {
      copyHeaders(reply, response);
      return sendAuthError(reply, 429, AUTH_ERROR_CODES.requestLimit, 'Too many requests from this address; try again later.');
    }
    if (request.method === 'POST' && path === '/api/auth/sign-up/email' && response.status >= 400) {
      const body = await readJson(response);
      if (body?.code && EMAIL_IN_USE_CODES.has(body.code)) {
        return sendAuthError(reply, response.status, AUTH_ERROR_CODES.emailInUse, body.message);
      }
      return sendResponse(reply, response, body);
    }
    return sendResponse(reply, response);
  }

  async function signIn(request: FastifyRequest, reply: FastifyReply) {
    // docs/decisions/057: every try counts against the address first; past its limit, not even "no account".
    if (!(await guard.mayTry(request.ip))) return sendTooManyTries(reply);
    const email = emailOf(request.body);
    if (email !== undefined) {
      if (await guard.isLocked(email, request.ip)) {
        return sendAuthError(reply, 429, AUTH_ERROR_CODES.tooManyRequests, 'Too many failed sign-ins; try again later.');
      }
      if (!(await guard.accountExists(email))) {
        return sendAuthError(reply, 404, AUTH_ERROR_CODES.userNotFound, 'No account has this email.');
      }
    }
    const response = await auth.handler(toWebRequest(request));
    if (email === undefined) return sendResponse(reply, response);
    if (response.ok) {
      await guard.recordSuccess(email, request.ip);
      if (await guard.refuseIfDeactivated(email))
        return sendAuthError(reply, 403, AUTH_ERROR_CODES.userDisabled, 'This account was deactivated by its workshop.');
      return sendResponse(reply, response);
    }
    if (response.status === 401) {
      await guard.recordFailure(email, request.ip);
      const body = await readJson(response);
      return sendAuthError(reply, 401, AUTH_ERROR_CODES.wrongPassword, body?.message ?? 'Wrong password.');
    }
    return sendResponse(reply, response);
  }

  /**
   * better-auth's own password change (accountChangePassword is the app's): the current password is a password try
   * as a sign-in's is, counted per address and, when wrong, towards the account's lock for that address.
   */
  async function changePassword(request: FastifyRequest, reply: FastifyReply) {
    if (!(await guard.mayTry(request.ip))) return sendTooManyTries(reply);
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    const email = session?.user.email;
    if (email !== undefined && (await guard.isLocked(email, request.ip))) {
      return sendAuthError(reply, 429, AUTH_ERROR_CODES.tooManyRequests, 'Too many wrong passwords; try again later.');
    }
    const response = await auth.handler(toWebRequest(request));
    if (email === undefined) return sendResponse(reply, response);
    const body = response.status === 400 ? await readJson(response) : undefined;
    if (body?.code === 'INVALID_PASSWORD') await guard.recordFailure(email, request.ip);
    return sendResponse(reply, response, body);
  }
}

/** docs/product.md §8's "too many attempts": the same text a locked account gets, by the same code. */
function sendTooManyTries(reply: FastifyReply) {
  return sendAuthError(reply, 429, AUTH_ERROR_CODES.tooManyRequests, 'Too many sign-in attempts from this address; try again later.');
}

function emailOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const email = (body as { email?: unknown }).email;
  return typeof email === 'string' && email.length > 0 && email.length <= 254 ? email : undefined;
}

function toWebRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.headers.host ?? 'localhost'}`);
  const headers = fromNodeHeaders(request.headers);
  // The client's address as Fastify sees it (TRUST_PROXY), replacing any the caller sent.
  headers.set(CLIENT_ADDRESS_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? (typeof request.body === 'string' ? request.body : JSON.stringify(request.body)) : undefined,
  });
}

async function readJson(response: Response): Promise<AuthErrorBody | undefined> {
  try {
    return (await response.clone().json()) as AuthErrorBody;
  } catch {
    return undefined;
  }
}

function copyHeaders(reply: FastifyReply, response: Response): void {
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie' || key === 'content-length') return;
    reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

async function sendResponse(reply: FastifyReply, response: Response, parsed?: AuthErrorBody) {
  copyHeaders(reply, response);
  reply.status(response.status);
  if (parsed !== undefined) return reply.send(parsed);
  const text = await response.text();
  return reply.send(text.length > 0 ? text : null);
}

function sendUnavailable(reply: FastifyReply) {
  return sendAuthError(reply.header('retry-after', '2'), 503, 'unavailable', 'The service is unavailable; try again shortly.');
}

function sendAuthError(reply: FastifyReply, status: number, code: string, message: string | undefined) {
  return reply
    .status(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send({ code, message: message ?? code });
}
