import { OutlineIcon } from '@/components/outline-icon';
import type { NavItemKey } from '../nav-items';

// The navigation's icons (components/outline-icon.tsx).
const ICON_PATHS: Record<NavItemKey, readonly string[]> = {
  dashboard: ['M4 4h6v8h-6z', 'M4 16h6v4h-6z', 'M14 12h6v8h-6z', 'M14 4h6v4h-6z'],
  repairs: ['M7 10h3v-3l-3.5 -3.5a6 6 0 0 1 8 8l6 6a2 2 0 0 1 -3 3l-6 -6a6 6 0 0 1 -8 -8l3.5 3.5'],
  // A box on its way: the parts on order.
  parts: ['M4 7.5l8-4.5 8 4.5v9l-8 4.5-8-4.5zm0 0l8 4.5 8-4.5M12 12v9'],
  // Three shops side by side: the chain.
  chain: ['M3 21h18M5 21V10l4-3v14M9 21V8l6-4v17M15 21v-9l4-2v11'],
  customers: [
    'M5 7a4 4 0 1 0 8 0a4 4 0 1 0 -8 0',
    'M3 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2',
    'M16 3.13a4 4 0 0 1 0 7.75',
    'M21 21v-2a4 4 0 0 0 -3 -3.85',
  ],
  booking: [
    'M4 7a2 2 0 0 1 2 -2h12a2 2 0 0 1 2 2v12a2 2 0 0 1 -2 2h-12a2 2 0 0 1 -2 -2z',
    'M16 3v4',
    'M8 3v4',
    'M4 11h16',
    'M8 15h2v2h-2z',
  ],
  services: ['M9 6h11', 'M9 12h11', 'M9 18h11', 'M5 6v.01', 'M5 12v.01', 'M5 18v.01'],
  // Two arrows, one each way: stock between shops.
  transfers: ['M7 7h13l-4 -4', 'M20 7l-4 4', 'M17 17h-13l4 4', 'M4 17l4 -4'],
  sales: [
    'M5 21v-16a2 2 0 0 1 2 -2h10a2 2 0 0 1 2 2v16l-3 -2l-2 2l-2 -2l-2 2l-2 -2l-3 2',
    'M14 8h-2.5a1.5 1.5 0 0 0 0 3h1a1.5 1.5 0 0 1 0 3h-2.5',
    'M12 14v1.5m0 -9v1.5',
  ],
  // A cash drawer.
  salesTill: ['M3 13h18v7a1 1 0 0 1 -1 1h-16a1 1 0 0 1 -1 -1z', 'M5 13l2 -8h10l2 8', 'M9 17h6', 'M9 9h6'],
  subscription: ['M3 8a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v8a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3z', 'M3 10h18', 'M7 15h.01', 'M11 15h2'],
  profile: ['M8 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0', 'M6 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2'],
};

export function NavIcon({ name, size = 20 }: { name: NavItemKey; size?: number }) {
  return <OutlineIcon paths={ICON_PATHS[name]} size={size} />;
}
