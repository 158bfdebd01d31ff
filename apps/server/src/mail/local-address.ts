// What counts as "this machine" for the development mailbox (docs/decisions/029): the loopback addresses,
// however they are written (127.0.0.0/8, ::1, and 127.x inside IPv6 as ::ffff:127.0.0.1).
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether a client's address (Fastify's request.ip) is this machine. Anything that is not an address is not. */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Whether a request comes from this machine itself (docs/configuration.md, DEV_MAILBOX): the connection's own peer
 * is a loopback address and no proxy forwarded it. Neither request.ip nor TRUST_PROXY is asked: a forwarded request
 * is never "this machine", since whoever sent it to the proxy, or a peer on the network that merely claims to be a
 * proxy, may be anyone.
 */
export function isFromThisMachine(request: Pick<FastifyRequest, 'socket' | 'headers'>): boolean {
  const { headers } = request;
  if (headers['x-forwarded-for'] !== undefined || headers.forwarded !== undefined) return false;
  return isLoopbackAddress(request.socket.remoteAddress ?? '');
}

/** Whether a URL points at this machine: localhost, 127.x or ::1. */
export function isLocalUrl(url: string): boolean {
  const hostname = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
  return hostname === 'localhost' || isLoopbackAddress(hostname);
}
