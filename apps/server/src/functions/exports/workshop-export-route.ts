// GET /api/exports/workshop (docs/product.md §18.4, decision 048): the workshop's whole export as a ZIP, for its
// admin (Authorization: Bearer, as the callable functions). An expired workshop may still take its data.
import { languageOfHeader, WORKSHOP_EXPORT_PATH } from '@rueda/domain';
import type { FastifyInstance } from 'fastify';
import type { IdTokenVerifier } from '../../auth/id-token.ts';
import type { Db } from '../../db/client.ts';
import { workshopExport } from '../../services/exports/workshop-export.ts';
import { Access } from '../access.ts';
import { registerMemberRoute } from '../member-route.ts';

export function registerWorkshopExportRoute(
  app: FastifyInstance,
  options: { db: Db; verifyIdToken: IdTokenVerifier; clock: () => Date },
): void {
  registerMemberRoute(app, options.verifyIdToken, {
    path: WORKSHOP_EXPORT_PATH,
    access: Access.permission('workshop.export', { withoutSubscription: true }),
    failure: 'workshop export request failed',
    serve: async ({ workshopId }, request, reply) => {
      const language = languageOfHeader(request.headers['accept-language']);
      const { fileName, stream } = workshopExport(options.db, { workshopId, language, now: options.clock() });
      stream.on('error', (error) => request.log.error({ err: error }, 'workshop export failed while streaming'));
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  });
}
