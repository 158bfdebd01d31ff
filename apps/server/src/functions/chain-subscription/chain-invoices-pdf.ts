import { chains } from '../../db/schema.ts';
import { invoiceFileName, renderInvoicePdf } from '../../billing/invoice-pdf.ts';
import { readBookingSettings } from '../../data/booking-settings.ts';
import { requireChainAdmin } from '../../services/chains.ts';
import { eq } from 'drizzle-orm';
import { Access } from '../access.ts';
import { defineFunction } from '../define-function.ts';

/** docs/product.md §32.6: a chain's invoice as a PDF, drawn as a workshop's (§23.3) with its line per workshop. */
export const chainInvoicesPdf = defineFunction('chainInvoicesPdf', {
  access: Access.signedIn,
  handler: async ({ invoiceId, language }, { db, billing, user, workshopId }) => {
    const chainId = await requireChainAdmin(db, user.id, workshopId);
    const invoice = await billing.chain.invoice(chainId, invoiceId);
    // Its dates on the head office's clock (docs/product.md §1).
    const [chain] = await db.select({ head: chains.headWorkshopId }).from(chains).where(eq(chains.id, chainId));
    const settings = await readBookingSettings(db, chain?.head ?? chainId);
    const pdf = await renderInvoicePdf(invoice, language, settings.timeZone);
    return { fileName: invoiceFileName(invoice, language), contentBase64: pdf.toString('base64') };
  },
});
