import type { RepairTemplateKey } from '@rueda/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { messagingKeys } from './query-keys';

/** The repair's message filled in, in the customer's language (null: the message of the repair's status). */
export function usePreparedRepairMessage(repairId: string, templateKey: RepairTemplateKey | null, isEnabled: boolean) {
  return useQuery({
    queryKey: messagingKeys.prepared(repairId, templateKey),
    queryFn: ({ signal }) => call('repairMessagePrepare', templateKey ? { repairId, templateKey } : { repairId }, { signal }),
    enabled: isEnabled,
    // Each opening reads the customer and the texts as they are now.
    staleTime: 0,
    gcTime: 0,
  });
}
