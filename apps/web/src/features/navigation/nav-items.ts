// The main navigation (docs/product.md §2) and who sees each link. A link is hidden from a role that may not
// use it (docs/roles.md), and from an account without access when the page would only send it back
// to /subscription (docs/product.md §6).
import { CHAIN_READER_ROLE, can, hasAccess, type Permission, type TTokenClaims } from '@rueda/domain';
import { paths } from '@/config/paths';

export type NavItemKey =
  | 'dashboard'
  | 'repairs'
  | 'parts'
  | 'chain'
  | 'customers'
  | 'booking'
  | 'services'
  | 'transfers'
  | 'sales'
  | 'salesTill'
  | 'subscription'
  | 'profile';

export interface NavItem {
  key: NavItemKey;
  href: string;
  /** What the user's workshop role needs; none means every signed-in account. */
  permission?: Permission;
  /** Only for an account that administers the chain of the workshop in use (docs/product.md §32.2). */
  chainAdmin?: true;
  /** Only while the workshop in use belongs to a chain (docs/product.md §32.4). */
  inChain?: true;
  /** Not in a chain's administrator's read mode, which may not read it (docs/product.md §32.2). */
  notInReadMode?: true;
  /** The page needs an active, trial or free workshop (docs/product.md §6). */
  needsAccess: boolean;
  /** Pages under `href` that have a link of their own, so this one is not marked there. */
  except?: readonly string[];
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', href: paths.app.dashboard.getHref(), permission: 'workshop.use', needsAccess: true },
  { key: 'repairs', href: paths.app.repairs.getHref(), permission: 'workshop.use', needsAccess: true },
  // docs/product.md §31.2: the Pedidos view, for every member.
  { key: 'parts', href: paths.app.parts.getHref(), permission: 'workshop.use', needsAccess: true },
  // docs/product.md §32.2: the chain's view, for the chain's administrators (no workshop role).
  { key: 'chain', href: paths.app.chain.getHref(), chainAdmin: true, needsAccess: false },
  { key: 'customers', href: paths.app.customers.getHref(), permission: 'workshop.use', needsAccess: true },
  { key: 'booking', href: paths.app.booking.getHref(), permission: 'workshop.use', needsAccess: true },
  { key: 'services', href: paths.app.services.getHref(), permission: 'workshop.use', needsAccess: true },
  // docs/product.md §32.4: stock moves between the chain's shops, as the catalogue is managed.
  { key: 'transfers', href: paths.app.transfers.getHref(), permission: 'services.manage', inChain: true, needsAccess: true },
  // docs/product.md §29: those who charge (docs/roles.md).
  { key: 'sales', href: paths.app.sales.getHref(), permission: 'sales.charge', needsAccess: true, except: [paths.app.salesTill.getHref()] },
  // docs/product.md §29.6: the day's till, under the sales.
  { key: 'salesTill', href: paths.app.salesTill.getHref(), permission: 'sales.charge', needsAccess: true },
  // Every account may see where its subscription stands; non-workshop accounts are sent there.
  { key: 'subscription', href: paths.app.subscription.getHref(), needsAccess: false, notInReadMode: true },
  { key: 'profile', href: paths.app.profile.getHref(), needsAccess: false },
];

export function visibleNavItems(claims: TTokenClaims | null, isChainAdmin = false, inChain = false): NavItem[] {
  const role = claims?.workshop?.role;
  const mayWork = hasAccess(claims);
  return NAV_ITEMS.filter(
    (item) =>
      (!item.permission || can(role, item.permission)) &&
      (!item.needsAccess || mayWork) &&
      (!item.chainAdmin || isChainAdmin) &&
      (!item.inChain || inChain) &&
      (!item.notInReadMode || role !== CHAIN_READER_ROLE),
  );
}

/** The link is the current page or one under it (/repairs for /repairs/r1, /subscription for /subscription/success). */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const under = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  return under(item.href) && !item.except?.some(under);
}
