// The error answer of the GET routes that serve files to a signed-in member (a photo's image, the workshop's
// logo, the workshop's export): never cached, never sniffed, in the callable functions' error shape.
import { wireStatusOf, type FunctionError } from '@rueda/domain';
import type { FastifyReply } from 'fastify';

export function sendRouteError(reply: FastifyReply, error: FunctionError) {
  return reply
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .status(error.httpStatus)
    .send({ error: { status: wireStatusOf(error.code), message: error.message } });
}
