// The callable-function wire protocol (ARCHITECTURE.md "Server operations", Firebase's callable
// protocol): POST /api/functions/{name} with {"data": …} → 200 {"result": …} or the status of
// SPEC.md §8's table with {"error": {"status", "message", "details"?}}.
import { can, FunctionError, hasAccess, languageOfHeader, wireStatusOf } from '@rueda/domain';
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { IdTokenVerifier } from '../auth/id-token.ts';
import { toFunctionError } from './errors.ts';
import { RawJson, type FunctionRegistry, type Services } from './registry.ts';

export interface FunctionRoutesOptions {
  registry: FunctionRegistry;
  services: Services;
  verifyIdToken: IdTokenVerifier;
  deadlineMs: number;
}

export async function functionRoutes(app: FastifyInstance, options: FunctionRoutesOptions): Promise<void> {
  const { registry, services, verifyIdToken, deadlineMs } = options;

  // Callers authenticate with a Bearer token, never a cookie, so any origin may call (as Firebase's
  // callable functions allow); the preflight names the headers the protocol uses.
  await app.register(cors, {
    origin: true,
    methods: ['POST', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Firebase-AppCheck', 'Firebase-Instance-ID-Token', 'X-Firebase-GMPID', 'X-Client-Version', 'Accept-Language'],
    maxAge: 3600,
  });

  // Bodies that are not JSON, or not parseable, are the caller's mistake: invalid-argument.
  app.setErrorHandler((error, request, reply) => {
    const statusCode = (error as { statusCode?: number }).statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return sendError(reply, new FunctionError('invalid-argument', 'The request body must be JSON of the form {"data": …}.'));
    }
    request.log.error({ err: error }, 'function request failed');
    return sendError(reply, new FunctionError('internal', 'Internal error.'));
  });

  // Imports of older repairs carry up to a thousand documents.
  app.post<{ Params: { name: string } }>('/:name', { bodyLimit: 16 * 1024 * 1024 }, async (request, reply) => {
    const fn = registry.get(request.params.name);
    if (!fn) return sendError(reply, new FunctionError('not-found', `No function is called ${request.params.name}.`));
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body) || !('data' in body)) {
      return sendError(reply, new FunctionError('invalid-argument', 'The request body must be JSON of the form {"data": …}.'));
    }

    const controller = new AbortController();
    const onClose = () => {
      if (!reply.sent) controller.abort(new FunctionError('cancelled', 'The caller went away.'));
    };
    request.raw.on('close', onClose);
    let timer: NodeJS.Timeout | undefined;
    try {
      // A token that is present must be valid, even for a public function.
      const authorization = request.headers.authorization;
      const user = authorization ? await verifyIdToken(authorization) : null;
      if (fn.access !== 'public' && !user) throw new FunctionError('unauthenticated', 'Sign-in required.');
      const claims = user?.claims ?? null;
      if (typeof fn.access === 'object') {
        if (!can(claims?.workshop?.role, fn.access.permission)) {
          throw new FunctionError('permission-denied', 'Your role may not do this.', { reason: 'role' });
        }
        if (!fn.access.withoutSubscription && !hasAccess(claims)) {
          throw new FunctionError('permission-denied', 'An active subscription is required.', { reason: 'subscription-required' });
        }
      }
      const input = fn.input.safeParse((body as { data: unknown }).data);
      if (!input.success) throw input.error;

      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          const error = new FunctionError('deadline-exceeded', 'The operation took too long.');
          controller.abort(error);
          reject(error);
        }, deadlineMs);
      });
      const workshopId = claims?.workshop?.uid ?? null;
      const running = fn.handler(input.data, {
        ...services,
        user,
        claims,
        workshopId,
        language: languageOfHeader(request.headers['accept-language']),
        signal: controller.signal,
      });
      // Once a write settles (even after the deadline answered the caller), cached lists go.
      if (fn.writesRepairs && workshopId) {
        void running
          .catch(() => {})
          .then(() => services.repairsChanged(workshopId))
          .catch((error: unknown) => request.log.warn({ err: error }, 'could not announce a repairs change'));
      }
      const result = await Promise.race([running, deadline]);
      if (result instanceof RawJson) return reply.status(200).type('application/json; charset=utf-8').send(result.body);
      return reply.status(200).send({ result: result ?? null });
    } catch (thrown) {
      const { error, unexpected } = toFunctionError(thrown);
      if (unexpected) request.log.error({ err: thrown, fn: fn.name }, 'function failed');
      return sendError(reply, error);
    } finally {
      clearTimeout(timer);
      request.raw.off('close', onClose);
    }
  });
}

function sendError(reply: FastifyReply, error: FunctionError) {
  const body: { status: string; message: string; details?: unknown } = { status: wireStatusOf(error.code), message: error.message };
  if (error.details !== undefined) body.details = error.details;
  return reply.status(error.httpStatus).send({ error: body });
}
