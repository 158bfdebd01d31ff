import type { ServiceKind, TServiceEntry } from '@rueda/domain';
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useStoreService } from './catalogue-cache';

export interface ArchiveServiceVariables {
  kind: ServiceKind;
  id: string;
  /** False brings an archived item back. */
  archived: boolean;
}

export interface ArchiveServiceOptions {
  /** After every archive or return (not only the last one, as a call's own callbacks would be). */
  onArchived?: (entry: TServiceEntry) => void;
  onError?: (error: Error) => void;
}

/** Archives an item (no longer offered for new repairs, still on those that have it), or brings it back. */
export function useArchiveService({ onArchived, onError }: ArchiveServiceOptions = {}) {
  const storeService = useStoreService();
  return useMutation({
    mutationFn: (variables: ArchiveServiceVariables) => call('servicesArchive', variables),
    onSuccess: (entry) => {
      storeService(entry);
      onArchived?.(entry);
    },
    onError,
  });
}
