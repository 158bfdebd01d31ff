import type { RepairTemplateKey } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import type { MessageSubject } from './message-subject';
import { ALERTS_KEY, NOTIFICATIONS_KEY, repairEventsKey } from './query-keys';

export interface SendMessageInput {
  subject: MessageSubject;
  /** A repair's message; an alert's is its reason's. */
  templateKey: RepairTemplateKey;
  channel: 'link' | 'cloud';
  /** The text opened in WhatsApp (the link only). */
  body?: string;
}

/** Records the link opened, or queues the message for the Cloud API; what it changes is read again. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ subject, templateKey, channel, body }: SendMessageInput) => {
      const text = channel === 'link' ? { body } : {};
      if (subject.kind === 'alert') {
        const sent = await call('alertMessageSend', { alertKey: subject.alertKey, channel, ...text });
        return { eventId: sent.eventId, outboxId: sent.outboxId };
      }
      return call('repairMessageSend', { repairId: subject.repairId, templateKey, channel, ...text });
    },
    onSuccess: (_sent, { subject }) => {
      if (subject.kind === 'repair') void queryClient.invalidateQueries({ queryKey: repairEventsKey(subject.repairId) });
      else {
        // An alert's message handles the alert; a repair's history it joined is read again when shown.
        void queryClient.invalidateQueries({ queryKey: ALERTS_KEY });
        void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
        void queryClient.invalidateQueries({ queryKey: ['repairs', 'events'] });
      }
    },
  });
}
