// What the rest of the app may use from the sales feature (docs/product.md §29): the documents list, the charge
// screen, the tax settings screen, one document's screen, the day's till, and the money of a repair (§29.5). Each is
// a chunk of its own (lib/lazy-screen.tsx), so a route, or the repair page, downloads only what it draws.
import { lazyScreen } from '@/lib/lazy-screen';

export type { ChargeScreenProps } from './components/charge-screen';
export type { RepairMoneyPanelProps } from './components/repair-money-panel';

export const DocumentsScreen = lazyScreen(() => import('./components/documents-screen'), 'DocumentsScreen');
export const ChargeScreen = lazyScreen(() => import('./components/charge-screen'), 'ChargeScreen');
export const TaxSettingsScreen = lazyScreen(() => import('./components/tax-settings-screen'), 'TaxSettingsScreen');
export const DocumentScreen = lazyScreen(() => import('./components/document-screen'), 'DocumentScreen');
export const TillScreen = lazyScreen(() => import('./components/till-screen'), 'TillScreen');
export const RepairMoneyPanel = lazyScreen(() => import('./components/repair-money-panel'), 'RepairMoneyPanel');
