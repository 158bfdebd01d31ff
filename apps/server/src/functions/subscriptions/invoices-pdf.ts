import { invoiceFileName, renderInvoicePdf } from '../../billing/invoice-pdf.ts';
import { readBookingSettings } from '../../data/booking-settings.ts';
import { readLogo } from '../../data/workshop-logo.ts';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** An invoice as a PDF (docs/product.md §23.3): the same access as its page, another workshop's is not-found. */
export const invoicesPdf = defineFunction('invoicesPdf', {
  access: Access.permission('subscription.view', { withoutSubscription: true }),
  handler: async ({ invoiceId, language }, { billing, db, workshopId }) => {
    const invoice = await billing.invoice(workshopId, invoiceId);
    const [settings, logo] = await Promise.all([readBookingSettings(db, workshopId), readLogo(db, workshopId)]);
    const pdf = await renderInvoicePdf(invoice, language, settings.timeZone, logo?.image);
    return { fileName: invoiceFileName(invoice, language), contentBase64: pdf.toString('base64') };
  },
});
