// The callable-function wire protocol (docs/architecture.md §8, Firebase's callable
// protocol): POST /api/functions/{name} with {"data": …} → 200 {"result": …} or the status of
// docs/product.md §8's table with {"error": {"status", "message", "details"?}}. Who may call is each
// function's access (access.ts); this file only carries calls and answers.
import { FunctionError, wireStatusOf } from '@rueda/domain';
import cors from '@fastify/cors';
import { Transform, type Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdTokenVerifier } from '../auth/id-token.ts';
import { unavailableError, type DatabaseAvailability } from '../db/availability.ts';
import { RawJson } from '../lib/raw-json.ts';
import { IncomingCall } from './context.ts';
import type { CallableFunction, FunctionRegistry } from './define-function.ts';
import type { Dependencies } from './dependencies.ts';
import { toFunctionError } from './errors.ts';

export interface FunctionRoutesOptions {
  registry: FunctionRegistry;
  dependencies: Dependencies;
  verifyIdToken: IdTokenVerifier;
  /** docs/product.md §24.6: with PostgreSQL not answering, calls answer `unavailable` within 2 s. */
  availability: DatabaseAvailability;
  deadlineMs: number;
  /** Checks every answer against its function's output schema (tests and development). */
  checkAnswers: boolean;
}

export async function functionRoutes(app: FastifyInstance, options: FunctionRoutesOptions): Promise<void> {
  const { registry, dependencies, verifyIdToken, availability, deadlineMs, checkAnswers } = options;

  // Callers authenticate with a Bearer token, never a cookie, so any origin may call (as Firebase's
  // callable functions allow); the preflight names the headers the protocol uses.
  await app.register(cors, {
    origin: true,
    methods: ['POST', 'OPTIONS'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'X-Firebase-AppCheck',
      'Firebase-Instance-ID-Token',
      'X-Firebase-GMPID',
      'X-Client-Version',
      'Accept-Language',
    ],
    maxAge: 3600,
  });

  // Bodies that are not JSON, or not parseable, are the caller's mistake: invalid-argument. A public caller's count
  // and body limit (below) answer their own FunctionError.
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof FunctionError) return sendError(reply, error);
    if ((error as { code?: unknown }).code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, bodyTooLarge(SIGNED_IN_BODY_LIMIT));
    const statusCode = (error as { statusCode?: number }).statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return sendError(reply, new FunctionError('invalid-argument', 'The request body must be JSON of the form {"data": …}.'));
    }
    request.log.error({ err: error }, 'function request failed');
    return sendError(reply, new FunctionError('internal', 'Internal error.'));
  });

  /**
   * docs/security.md: a public function's caller is counted against its per-address limit before its body is read,
   * and its body may be 16 KiB (or its function's bodyLimit), not the 16 MB a signed-in import may send; an
   * oversized body is refused without being read, and counted. The name is the decoded one the route matched.
   */
  async function publicGate(request: FastifyRequest<{ Params: { name: string } }>, _reply: FastifyReply, payload: Readable) {
    const fn = registry.get(request.params.name);
    if (!fn || fn.access.kind !== 'public') {
      // A call to a staff function with a token may be large; one without a token, or to no function, will be
      // refused, and is read no further than a public one.
      if (fn && request.headers.authorization) return payload;
      if (Number(request.headers['content-length']) > PUBLIC_BODY_LIMIT) throw bodyTooLarge(PUBLIC_BODY_LIMIT);
      return capped(payload, PUBLIC_BODY_LIMIT);
    }
    if (fn.perAddress) {
      if (availability.isDown) throw unavailableError();
      try {
        await availability.guard(dependencies.publicRateLimit.take(fn.perAddress, request.ip, dependencies.clock()));
      } catch (thrown) {
        const { error } = toFunctionError(thrown);
        if (error.code === 'unavailable') availability.suspect();
        throw error;
      }
    }
    const limit = fn.bodyLimit ?? PUBLIC_BODY_LIMIT;
    if (Number(request.headers['content-length']) > limit) throw bodyTooLarge(limit);
    return capped(payload, limit);
  }

  // Imports of older repairs carry up to a thousand documents: signed-in calls may send 16 MB.
  app.post<{ Params: { name: string } }>('/:name', { bodyLimit: SIGNED_IN_BODY_LIMIT, preParsing: publicGate }, async (request, reply) => {
    const fn = registry.get(request.params.name);
    if (!fn) return sendError(reply, new FunctionError('not-found', `No function is called ${request.params.name}.`));
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body) || !('data' in body)) {
      return sendError(reply, new FunctionError('invalid-argument', 'The request body must be JSON of the form {"data": …}.'));
    }

    // Nothing is started while PostgreSQL is known not to answer.
    if (availability.isDown) return sendError(reply, unavailableError());
    try {
      // A token that is present must be valid, even for a public function.
      const authorization = request.headers.authorization;
      const user = authorization ? await availability.guard(verifyIdToken(authorization)) : null;
      const call = new IncomingCall(dependencies, user, (body as { data: unknown }).data, request, reply);
      const { workshopId, answer } = fn.start(call);
      // Once a write settles (even after the deadline answered the caller), cached lists go; a write is answered
      // only once its lists' versions moved, so no later read on any instance misses it (decision 055).
      const changes = workshopId
        ? fn.writes.map((topic) =>
            answer
              .catch(() => {})
              .then(() => dependencies.listsChanged(topic, workshopId))
              .catch((error: unknown) => request.log.warn({ err: error, topic }, 'could not announce a list change')),
          )
        : [];
      const result = await withinDeadline(availability.guard(answer), deadlineMs, call);
      await Promise.all(changes);
      if (checkAnswers) checkAnswer(fn, result);
      dataHeaders(reply).status(200);
      // Every answer above 1 KiB goes compressed to the clients that accept it (docs/product.md §26.2).
      const wire = result instanceof RawJson ? result : RawJson.once(result);
      reply.type('application/json; charset=utf-8').header('vary', 'Accept-Encoding');
      const accepted = request.headers['accept-encoding'];
      const brotli = acceptsEncoding(accepted, 'br') ? wire.brotli() : null;
      if (brotli) return reply.header('content-encoding', 'br').send(brotli);
      const gzip = acceptsEncoding(accepted, 'gzip') ? await wire.gzip() : null;
      return gzip ? reply.header('content-encoding', 'gzip').send(gzip) : reply.send(wire.body);
    } catch (thrown) {
      const { error, unexpected } = toFunctionError(thrown);
      if (error.code === 'unavailable') availability.suspect();
      else if (unexpected) request.log.error({ err: thrown, fn: fn.name }, 'function failed');
      return sendError(reply, error);
    }
  });
}

/** The largest body of a public function without a bodyLimit of its own: a maximal booking is under 13 KB. */
export const PUBLIC_BODY_LIMIT = 16 * 1024;
const SIGNED_IN_BODY_LIMIT = 16 * 1024 * 1024;

function bodyTooLarge(limit: number): FunctionError {
  return new FunctionError('invalid-argument', `The request body is larger than this function accepts (${limit / 1024} KiB).`, {
    reason: 'body-too-large',
    maxBytes: limit,
  });
}

/** The body as it arrives, failing once more than `limit` bytes came (a body sent without Content-Length). */
function capped(payload: Readable, limit: number): Readable {
  let received = 0;
  const out = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > limit) done(bodyTooLarge(limit));
      else done(null, chunk);
    },
  });
  return payload.pipe(out);
}

/** An answer that does not match its function's output schema is a bug of ours: internal, logged. */
function checkAnswer(fn: CallableFunction, result: unknown): void {
  const checked = fn.output.safeParse(result instanceof RawJson ? result.result() : (result ?? null));
  if (!checked.success) {
    throw new FunctionError(
      'internal',
      `${fn.name} answered outside its output schema: ${JSON.stringify(checked.error.issues.slice(0, 3))}`,
    );
  }
}

/** The handler's answer, or deadline-exceeded (aborting the call's signal) once `deadlineMs` pass. */
function withinDeadline<T>(running: Promise<T>, deadlineMs: number, call: IncomingCall): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new FunctionError('deadline-exceeded', 'The operation took too long.');
      call.abort(error);
      reject(error);
    }, deadlineMs);
    running.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Answers are JSON for programs, not documents: helmet's document headers (CSP and the rest) are
 * left to the pages (app.ts); what matters for data is set here.
 */
function dataHeaders(reply: FastifyReply): FastifyReply {
  return reply.header('x-content-type-options', 'nosniff').header('cache-control', 'no-store');
}

/** `Accept-Encoding` names the coding (gzip, br), or `*`, with a quality above zero. */
export function acceptsEncoding(header: string | undefined, wanted: 'gzip' | 'br'): boolean {
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [coding, ...parameters] = part.trim().split(';');
    if (coding !== wanted && coding !== '*') continue;
    const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    if (!quality || Number(quality.slice(2)) > 0) return true;
  }
  return false;
}

function sendError(reply: FastifyReply, error: FunctionError) {
  const body: { status: string; message: string; details?: unknown } = { status: wireStatusOf(error.code), message: error.message };
  if (error.details !== undefined) body.details = error.details;
  return dataHeaders(reply).status(error.httpStatus).send({ error: body });
}
