import type { TPublicConfig } from '@rueda/domain';
import type { FastifyInstance } from 'fastify';

export function registerPublicConfigRoute(app: FastifyInstance, config: TPublicConfig): void {
  app.get('/api/config', async (_request, reply) => reply.header('cache-control', 'no-cache').send(config));
}
