// What the rest of the app may use from the sales feature (docs/product.md §29): the documents list, the charge
// screen, the tax settings screen, one document's page with what it is given (its payments, its email, its VERI*FACTU
// record), and the money of a repair (§29.5).
import { lazyNamed } from '@/lib/lazy-named';

export { ChargeScreen, type ChargeScreenProps } from './components/charge-screen';
export { DocumentPage, type DocumentPageProps } from './components/document-page';
export { DocumentPayments, type DocumentPaymentsProps } from './components/document-payments';
export { DocumentsScreen } from './components/documents-screen';
export { EmailDocumentButton, type EmailDocumentButtonProps } from './components/email-document-button';
export { TaxSettingsScreen } from './components/tax-settings-screen';
// The till's code loads with its own screen only, so the other sales screens do not carry it.
export const TillScreen = lazyNamed(() => import('./components/till-screen'), 'TillScreen');
export { RepairMoneyPanel, type RepairMoneyPanelProps } from './components/repair-money-panel';
export { VerifactuRecordPanel, type VerifactuRecordPanelProps } from './components/verifactu-record-panel';
