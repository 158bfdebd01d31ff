// What the rest of the app may use from the sales feature (docs/product.md §29): the documents list, the charge
// screen, the tax settings screen and one document's page.
import { lazyNamed } from '@/lib/lazy-named';

export { ChargeScreen, type ChargeScreenProps } from './components/charge-screen';
export { DocumentPage, type DocumentPageProps } from './components/document-page';
export { DocumentsScreen } from './components/documents-screen';
export { TaxSettingsScreen } from './components/tax-settings-screen';
// The till's code loads with its own screen only, so the other sales screens do not carry it.
export const TillScreen = lazyNamed(() => import('./components/till-screen'), 'TillScreen');
