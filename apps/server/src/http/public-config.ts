import type { TPublicConfig } from '@rueda/domain';
import type { FastifyInstance } from 'fastify';
import { isLoopbackAddress } from '../mail/local-address.ts';

export interface PublicConfigOptions {
  /** DEV_MAILBOX (issue 14 point 6): with `local`, only this machine is told the mailbox exists. */
  devMailboxAccess: 'local' | 'public';
}

export function registerPublicConfigRoute(app: FastifyInstance, config: TPublicConfig, options: PublicConfigOptions): void {
  app.get('/api/config', async (request, reply) => {
    // The sign-in page links to the development mailbox only for those it answers.
    const devMailbox = config.devMailbox && (options.devMailboxAccess === 'public' || isLoopbackAddress(request.ip));
    return reply.header('cache-control', 'no-cache').send({ ...config, devMailbox });
  });
}
