// PAYMENTS_PROVIDER=local activates subscriptions with test cards (decision 014): on an address the public
// reaches over https it would give every workshop a paid plan for nothing. lib/env.ts refuses that start unless
// ALLOW_LOCAL_PAYMENTS=true says it is meant (docs/configuration.md).
import { BlockList, isIP } from 'node:net';

/** Loopback, private networks (RFC 1918, unique local) and link-local addresses. */
const PRIVATE_ADDRESSES = new BlockList();
PRIVATE_ADDRESSES.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE_ADDRESSES.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE_ADDRESSES.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE_ADDRESSES.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE_ADDRESSES.addSubnet('169.254.0.0', 16, 'ipv4');
PRIVATE_ADDRESSES.addAddress('::1', 'ipv6');
PRIVATE_ADDRESSES.addSubnet('fc00::', 7, 'ipv6');
PRIVATE_ADDRESSES.addSubnet('fe80::', 10, 'ipv6');

/** Names that never resolve on the public internet (RFC 6761, RFC 6762). */
const PRIVATE_NAMES = /(^|\.)(localhost|local|test)$/;

/** Whether `url` is an https address the public may reach: not this machine, a private network nor a private name. */
export function isPublicHttpsUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:') return false;
  const host = parsed.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase();
  const family = isIP(host);
  if (family === 0) return !PRIVATE_NAMES.test(host);
  // BlockList checks an IPv4-mapped IPv6 address (::ffff:7f00:1) against the IPv4 ranges.
  return !PRIVATE_ADDRESSES.check(host, family === 4 ? 'ipv4' : 'ipv6');
}

/** The start's refusal, or undefined when the local provider may run at `publicUrl`. */
export function localPaymentsProblem(options: {
  provider: string | undefined;
  publicUrl: string | undefined;
  allowed: boolean;
}): string | undefined {
  if ((options.provider ?? 'local') !== 'local' || !options.publicUrl || options.allowed) return undefined;
  if (!isPublicHttpsUrl(options.publicUrl)) return undefined;
  return (
    `PAYMENTS_PROVIDER and PUBLIC_URL: the local payments provider (PAYMENTS_PROVIDER=local, the default) activates ` +
    `subscriptions with test cards, and PUBLIC_URL (${options.publicUrl}) is a public https address. Set ` +
    `PAYMENTS_PROVIDER=stripe to take real payments (docs/stripe.md), or ALLOW_LOCAL_PAYMENTS=true if test payments ` +
    `there are meant (a demonstration).`
  );
}
