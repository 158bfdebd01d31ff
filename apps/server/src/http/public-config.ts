import type { TPublicConfig } from '@rueda/domain';
import type { FastifyInstance } from 'fastify';
import { isFromThisMachine } from '../mail/local-address.ts';

export interface PublicConfigOptions {
  /** DEV_MAILBOX (decision 029): with `local`, only this machine is told the mailbox exists. */
  devMailboxAccess: 'local' | 'public';
}

export function registerPublicConfigRoute(app: FastifyInstance, config: TPublicConfig, options: PublicConfigOptions): void {
  app.get('/api/config', async (request, reply) => {
    // The sign-in page links to the development mailbox only for those it answers (the mailbox's own rule).
    const devMailbox = config.devMailbox && (options.devMailboxAccess === 'public' || isFromThisMachine(request));
    return reply.header('cache-control', 'no-cache').send({ ...config, devMailbox });
  });
}
