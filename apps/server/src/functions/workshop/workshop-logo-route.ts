// GET /api/workshop/logo?v={logoVersion} (docs/product.md §18.2): the caller's workshop's logo, for the work order
// and the invoices, to any signed-in member (an expired workshop's too: its invoices stay readable). The
// version names one image, so the browser keeps it; a new logo is a new address.
import { FunctionError } from '@rueda/domain';
import type { FastifyInstance } from 'fastify';
import type { IdTokenVerifier } from '../../auth/id-token.ts';
import type { Db } from '../../db/client.ts';
import { readLogo } from '../../data/workshop-logo.ts';
import { Access } from '../access.ts';
import { registerMemberRoute } from '../member-route.ts';

export function registerWorkshopLogoRoute(app: FastifyInstance, options: { db: Db; verifyIdToken: IdTokenVerifier }): void {
  registerMemberRoute(app, options.verifyIdToken, {
    path: '/api/workshop/logo',
    access: Access.permission('workshop.use', { withoutSubscription: true }),
    failure: 'logo request failed',
    serve: async ({ workshopId }, _request, reply) => {
      const logo = await readLogo(options.db, workshopId);
      if (!logo) throw new FunctionError('not-found', 'This workshop has no logo.');
      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('vary', 'Authorization')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .send(logo.image);
    },
  });
}
