// GET /api/photos/{id}/{large|thumb} (decision 020): a photo's image, for a signed-in member of the
// photo's workshop (Authorization: Bearer, as the callable functions). Another workshop's photo id is
// answered exactly as one that does not exist: 404, nothing about it.
import { FunctionError, PHOTO_SIZES, type PhotoSize } from '@rueda/domain';
import type { FastifyInstance } from 'fastify';
import type { IdTokenVerifier } from '../../auth/id-token.ts';
import type { Db } from '../../db/client.ts';
import { photoImage } from '../../data/photos.ts';
import { Access } from '../access.ts';
import { registerMemberRoute } from '../member-route.ts';

export function registerPhotoRoute(app: FastifyInstance, options: { db: Db; verifyIdToken: IdTokenVerifier }): void {
  registerMemberRoute<{ id: string; size: string }>(app, options.verifyIdToken, {
    path: '/api/photos/:id/:size',
    access: Access.permission('workshop.use'),
    failure: 'photo request failed',
    serve: async ({ workshopId }, request, reply) => {
      const size = request.params.size as PhotoSize;
      const found = PHOTO_SIZES.includes(size) ? await photoImage(options.db, workshopId, request.params.id, size) : undefined;
      if (!found) throw new FunctionError('not-found', 'This photo does not exist.');
      // A photo's image never changes under its id (a bike's new photo is a new id): the browser keeps it,
      // for this signed-in user only.
      return reply
        .header('content-type', found.contentType)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('vary', 'Authorization')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(found.bytes);
    },
  });
}
