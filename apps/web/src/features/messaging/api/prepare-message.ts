import type { RepairTemplateKey } from '@rueda/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import type { MessageSubject } from './message-subject';
import { messagingKeys } from './query-keys';

/** The message filled in, in the customer's language (a repair's: null is the message of its status). */
export function usePreparedMessage(subject: MessageSubject, templateKey: RepairTemplateKey | null, isEnabled: boolean) {
  return useQuery({
    queryKey: messagingKeys.prepared(subject, templateKey),
    queryFn: ({ signal }) =>
      subject.kind === 'alert'
        ? call('alertMessagePrepare', { alertKey: subject.alertKey }, { signal })
        : call('repairMessagePrepare', templateKey ? { repairId: subject.repairId, templateKey } : { repairId: subject.repairId }, {
            signal,
          }),
    enabled: isEnabled,
    // Each opening reads the customer and the texts as they are now.
    staleTime: 0,
    gcTime: 0,
  });
}
