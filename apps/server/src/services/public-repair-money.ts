// docs/product.md §21.2 and §29.5: what the customer's repair link shows of the repair's money, read from the sales
// ledger as the till reads it (services/sales-payments.ts): the deposits, what is paid and remains, and the documents
// issued for the repair. A document is named to the link only by a handle: the HMAC-SHA256 of its id keyed by the
// link's token, so it reveals no id, is good only with that token, and needs nothing stored.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { REPAIR_DOCUMENT_HANDLE_LENGTH, type TPublicRepairMoney, type TSalesPayment } from '@rueda/domain';
import type { Executor } from '../db/client.ts';
import { getSalesDocument } from '../data/sales-documents.ts';
import { documentsOfRepair } from '../data/sales-payments.ts';
import { printedNumber } from '../sales-pdf/document-texts.ts';
import { salesBalance } from './sales-payments.ts';

/** The handle a link's token gives a document. */
export function documentHandle(token: string, documentId: string): string {
  return createHmac('sha256', token).update(documentId).digest('base64url').slice(0, REPAIR_DOCUMENT_HANDLE_LENGTH);
}

/** The id of the repair's document that `handle` names under `token`, or null when none does. */
export async function documentOfHandle(
  db: Executor,
  link: { workshopId: string; repairId: string; token: string },
  handle: string,
): Promise<string | null> {
  const wanted = Buffer.from(handle);
  const documents = await documentsOfRepair(db, link.workshopId, link.repairId);
  const found = documents.find((document) => {
    const own = Buffer.from(documentHandle(link.token, document.id));
    return own.length === wanted.length && timingSafeEqual(own, wanted);
  });
  return found?.id ?? null;
}

/** Each deposit net of its refunds, oldest first; one refunded in full is left out. */
function depositsOf(entries: readonly TSalesPayment[]): TPublicRepairMoney['deposits'] {
  return entries
    .filter((entry) => entry.kind === 'deposit')
    .map((deposit) => ({
      date: deposit.recordedAt,
      amountCents: entries
        .filter((entry) => entry.kind === 'refund' && entry.refundsId === deposit.id)
        .reduce((sum, refund) => sum + refund.amountCents, deposit.amountCents),
    }))
    .filter((deposit) => deposit.amountCents > 0);
}

/** The repair's money and documents as its link shows them; null when it has neither deposits, payments nor documents. */
export async function publicRepairMoney(
  db: Executor,
  link: { workshopId: string; repairId: string; token: string },
  now: Date,
): Promise<TPublicRepairMoney | null> {
  const { workshopId, repairId, token } = link;
  const [balance, owed] = await Promise.all([
    // Read only: no one takes money here, so the cashier's account is nobody's.
    salesBalance(db, { workshopId, userId: '', now }, { repairId, documentId: null }),
    documentsOfRepair(db, workshopId, repairId),
  ]);
  if (owed.length === 0 && balance.payments.length === 0) return null;
  const documents = await Promise.all(owed.map((document) => getSalesDocument(db, workshopId, document.id)));
  documents.sort((a, b) => a.issuedAt.localeCompare(b.issuedAt) || a.numberText.localeCompare(b.numberText));
  return {
    totalCents: balance.totalCents,
    deposits: depositsOf(balance.payments),
    depositsCents: balance.depositsCents,
    paidCents: balance.depositsCents + balance.paymentsCents,
    remainingCents: balance.remainingCents,
    documents: documents.map((document) => ({
      handle: documentHandle(token, document.id),
      number: printedNumber(document, document.issuer.country),
      kind: document.kind,
      issueDay: document.issueDay,
      totalCents: document.totalCents,
    })),
  };
}
