import type { TPublicConfig } from '@rueda/domain';
import type { FastifyInstance } from 'fastify';
import { isFromThisMachine, isLocalUrl } from '../mail/local-address.ts';
import type { Addresses } from './addresses.ts';

export interface PublicConfigOptions {
  /** DEV_MAILBOX (decision 029): with `local`, only this machine is told the mailbox exists. */
  devMailboxAccess: 'local' | 'public';
  /** Which address this request's customer links would carry (http/addresses.ts). */
  addresses: Pick<Addresses, 'originOf' | 'forLinks'>;
}

export function registerPublicConfigRoute(app: FastifyInstance, config: TPublicConfig, options: PublicConfigOptions): void {
  app.get('/api/config', async (request, reply) => {
    // The sign-in page links to the development mailbox only for those it answers (the mailbox's own rule).
    const devMailbox = config.devMailbox && (options.devMailboxAccess === 'public' || isFromThisMachine(request));
    // What a link made from this browser would carry; the staff are warned when only this machine opens it.
    const links = options.addresses.forLinks(options.addresses.originOf(request));
    return reply.header('cache-control', 'no-cache').send({ ...config, devMailbox, linksOnlyHere: isLocalUrl(links) ? links : null });
  });
}
