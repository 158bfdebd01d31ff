// docs/product.md §29.7: which of the listed documents' VERI*FACTU records the AEAT refused or accepted with errors,
// read with the list's own filters narrowed to each state (salesInvoicesList's sendState), so each row can say so.
// Every such document among the listed ones is among these answers: each answer is the newest of its state.
import type { VerifactuSendState } from '@rueda/domain';
import type { DocumentFilters } from '../document-filters';
import { useSalesDocuments } from './list-documents';

/** The states a row warns about. */
export const FLAGGED_SEND_STATES = ['refused', 'accepted-with-errors'] as const satisfies readonly VerifactuSendState[];
export type FlaggedSendState = (typeof FLAGGED_SEND_STATES)[number];

/** The listed documents' flagged states by document id; empty until read, or when not asked (a Portuguese workshop). */
export function useFlaggedDocuments(filters: DocumentFilters, { enabled }: { enabled: boolean }): Map<string, FlaggedSendState> {
  const refused = useSalesDocuments({ ...filters, sendState: 'refused' }, { enabled });
  const withErrors = useSalesDocuments({ ...filters, sendState: 'accepted-with-errors' }, { enabled });
  const flagged = new Map<string, FlaggedSendState>();
  if (!enabled) return flagged;
  for (const document of withErrors.data?.documents ?? []) flagged.set(document.id, 'accepted-with-errors');
  for (const document of refused.data?.documents ?? []) flagged.set(document.id, 'refused');
  return flagged;
}
