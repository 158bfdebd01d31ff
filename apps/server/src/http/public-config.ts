import type { TPublicConfig } from '@rueda/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isFromThisMachine, isLocalUrl } from '../mail/local-address.ts';
import type { Addresses } from './addresses.ts';

export interface PublicConfigOptions {
  /** DEV_MAILBOX (decision 029): with `local`, only this machine is told the mailbox exists. */
  devMailboxAccess: 'local' | 'public';
  /** Which address this request's customer links would carry (http/addresses.ts). */
  addresses: Pick<Addresses, 'originOf' | 'forLinks'>;
}

/** The sign-in page links to the development mailbox only for those it answers (the mailbox's own rule). */
export function isDevMailboxShown(config: Pick<TPublicConfig, 'devMailbox'>, access: 'local' | 'public', request: FastifyRequest): boolean {
  return config.devMailbox && (access === 'public' || isFromThisMachine(request));
}

export function registerPublicConfigRoute(app: FastifyInstance, config: TPublicConfig, options: PublicConfigOptions): void {
  app.get('/api/config', async (request, reply) => {
    const devMailbox = isDevMailboxShown(config, options.devMailboxAccess, request);
    // What a link made from this browser would carry; the staff are warned when only this machine opens it.
    const links = options.addresses.forLinks(options.addresses.originOf(request));
    return reply.header('cache-control', 'no-cache').send({ ...config, devMailbox, linksOnlyHere: isLocalUrl(links) ? links : null });
  });
}
