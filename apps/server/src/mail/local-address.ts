// What counts as "this machine" for the development mailbox (issue 14 point 6): the loopback addresses,
// however they are written (127.0.0.0/8, ::1, and 127.x inside IPv6 as ::ffff:127.0.0.1).
import { BlockList, isIP } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether a client's address (Fastify's request.ip) is this machine. Anything that is not an address is not. */
export function isLoopbackAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return LOOPBACK.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether a URL points at this machine: localhost, 127.x or ::1. */
export function isLocalUrl(url: string): boolean {
  const hostname = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
  return hostname === 'localhost' || isLoopbackAddress(hostname);
}
