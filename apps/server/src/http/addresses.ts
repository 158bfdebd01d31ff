// The addresses Rueda writes into links (docs/configuration.md, PUBLIC_URL). Set, PUBLIC_URL is the one address
// every link carries. Unset, links were written for http://localhost:PORT, which opens only on this machine: the
// app's own round trips (the checkout's return, sign-in's origins) now come back to the address the browser used,
// and links sent to customers carry the address the staff member is using when it is not this machine only.
//
// "The address the browser used" is believed only when it names this machine (what decides it is thisMachine
// below): a request's Host can say anything, and a link or a return to an address someone else chose would send
// the customer, or a signed-in member, there. X-Forwarded-Host and -Proto count only from a proxy TRUST_PROXY
// trusts (Fastify's request.host and request.protocol honour them then, and only then); X-Forwarded-For never.
import os from 'node:os';
import type { FastifyRequest } from 'fastify';
import { isLocalUrl, isLoopbackAddress } from '../mail/local-address.ts';

export interface AddressesOptions {
  /** PUBLIC_URL, when set. */
  configured: string | undefined;
  /** What links carry without a better address: PUBLIC_URL, or http://localhost:PORT (lib/env.ts publicUrlOf). */
  publicUrl: string;
  /** TRUSTED_ORIGINS: other origins the operator named, believed as this machine's are. */
  trustedOrigins: readonly string[];
  /** This machine's names and addresses; os's by default (tests give their own). */
  machine?: () => MachineNames;
}

export interface MachineNames {
  hostnames: string[];
  addresses: string[];
}

/** os.hostname() (and its .local mDNS name) and every address of this machine's network interfaces. */
export function thisMachine(): MachineNames {
  const hostname = os.hostname().toLowerCase();
  const addresses = Object.values(os.networkInterfaces())
    .flat()
    .flatMap((entry) => (entry ? [entry.address.toLowerCase()] : []));
  return { hostnames: [hostname, `${hostname}.local`], addresses };
}

export interface Addresses {
  /** PUBLIC_URL or http://localhost:PORT. */
  readonly publicUrl: string;
  /** The origin the request was made to, when it is believed (see the file's head); else undefined. */
  originOf(request: Pick<FastifyRequest, 'host' | 'protocol' | 'headers' | 'socket'>): string | undefined;
  /** Where the app's own round trips return (the checkout's success and cancel, the portal's return). */
  roundTrip(origin: string | undefined): string;
  /** The address links sent to customers carry (the repair link, WhatsApp texts, invitations, the booking page). */
  forLinks(origin: string | undefined): string;
  /** The origins better-auth accepts for this request: its own, when believed. */
  sameMachineOrigins(request: Request): string[];
}

const hostnameOf = (host: string) =>
  host
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1')
    .toLowerCase();

export function createAddresses(options: AddressesOptions): Addresses {
  const machine = options.machine ?? thisMachine;
  const configured = options.configured?.replace(/\/$/, '');
  const port = (url: URL) => url.port || (url.protocol === 'https:' ? '443' : '80');
  const publicPort = port(new URL(options.publicUrl));
  const named = new Set(options.trustedOrigins.flatMap((origin) => (URL.canParse(origin) ? [new URL(origin).origin] : [])));

  /** An origin believed: TRUSTED_ORIGINS, or this machine by one of its names or addresses on Rueda's own port. */
  function believed(origin: string, viaProxy: boolean): boolean {
    if (!URL.canParse(origin)) return false;
    const url = new URL(origin);
    if (url.origin !== origin || (url.protocol !== 'http:' && url.protocol !== 'https:')) return false;
    if (named.has(origin)) return true;
    // A trusted proxy said which address the browser used (TRUST_PROXY): the proxy's word is the operator's.
    if (viaProxy) return true;
    if (port(url) !== publicPort) return false;
    const hostname = hostnameOf(url.host);
    if (hostname === 'localhost' || isLoopbackAddress(hostname)) return true;
    const { hostnames, addresses } = machine();
    return hostnames.includes(hostname) || addresses.includes(hostname);
  }

  return {
    publicUrl: options.publicUrl,
    originOf(request) {
      const host = request.host;
      if (!host) return undefined;
      // Fastify takes X-Forwarded-Host only from a trusted proxy; otherwise request.host is the Host header itself.
      const viaProxy = host !== request.headers.host;
      const origin = `${request.protocol}://${host}`.toLowerCase();
      return believed(origin, viaProxy) ? origin : undefined;
    },
    roundTrip: (origin) => configured ?? origin ?? options.publicUrl,
    forLinks: (origin) => configured ?? (origin && !isLocalUrl(origin) ? origin : options.publicUrl),
    sameMachineOrigins(request) {
      if (configured) return [];
      const origin = request.headers.get('origin');
      return origin && believed(origin, false) ? [origin] : [];
    },
  };
}
