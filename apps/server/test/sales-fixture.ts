// What several sales tests build the same way (docs/product.md §29.4, §29.5): a company customer for full invoices,
// and one tyre of an invoice taken back by a partial rectification and refunded on the card it was paid with.
import type { TSalesDocument } from '@rueda/domain';
import type { Workshop } from './workshop-fixture.ts';

/** A Spanish company whose NIF's check letter holds. */
export const COMPANY_CUSTOMER = { name: 'Bicis Norte SL', taxId: '12345678Z', country: 'ES', street: 'Calle Mayor 1' } as const;

/** One 30 € tyre at 21 % of `invoiceId` back (base −2479, tax −521), and 30 € refunded on its card payment. */
export async function takeBackOneTyre(shop: Workshop, invoiceId: string): Promise<TSalesDocument> {
  const back = await shop.admin.ok('salesInvoicesRectify', {
    mode: 'partial',
    id: invoiceId,
    reason: 'Devuelve una cubierta',
    lines: [{ description: 'Cubierta', quantity: 1, priceCents: 3000, rateBp: 2100 }],
  });
  const card = (await shop.admin.ok('salesPaymentsList', { documentId: invoiceId })).payments.find((entry) => entry.method === 'card')!;
  await shop.admin.ok('salesPaymentsRefund', { paymentId: card.id, amountCents: 3000, reason: 'Devuelve una cubierta' });
  return back;
}
