// The sales feature's query keys (docs/product.md §29): one tree, so issuing refreshes every documents list.
import type { DocumentFilters } from '../document-filters';

export const salesKeys = {
  all: ['sales'] as const,
  settings: () => [...salesKeys.all, 'settings'] as const,
  documents: () => [...salesKeys.all, 'documents'] as const,
  lists: () => [...salesKeys.documents(), 'list'] as const,
  list: (filters: DocumentFilters) => [...salesKeys.lists(), filters] as const,
  document: (id: string) => [...salesKeys.documents(), 'detail', id] as const,
};
