// The GET routes that serve a file to a signed-in member (a photo's image, the workshop's logo, the workshop's
// export), as the callable functions are framed: the Bearer token verified, the caller's role held to the
// route's access, and every failure answered in the functions' error shape, never cached, never sniffed
// (an unexpected one logged, its details kept from the answer).
import { wireStatusOf, type FunctionError } from '@rueda/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IdTokenVerifier } from '../auth/id-token.ts';
import type { FunctionAccess, WorkshopCaller } from './access.ts';
import { toFunctionError } from './errors.ts';

export function sendRouteError(reply: FastifyReply, error: FunctionError) {
  return reply
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .status(error.httpStatus)
    .send({ error: { status: wireStatusOf(error.code), message: error.message } });
}

export interface MemberRoute<Params> {
  path: string;
  access: FunctionAccess<WorkshopCaller>;
  /** What the log says when the route fails unexpectedly. */
  failure: string;
  serve: (caller: WorkshopCaller, request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => Promise<unknown>;
}

export function registerMemberRoute<Params = unknown>(
  app: FastifyInstance,
  verifyIdToken: IdTokenVerifier,
  route: MemberRoute<Params>,
): void {
  app.get<{ Params: Params }>(route.path, async (request, reply) => {
    try {
      const caller = route.access.identify(await verifyIdToken(request.headers.authorization));
      return await route.serve(caller, request, reply);
    } catch (thrown) {
      const { error, unexpected } = toFunctionError(thrown);
      if (unexpected) request.log.error({ err: thrown }, route.failure);
      return sendRouteError(reply, error);
    }
  });
}
