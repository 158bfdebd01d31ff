// The messaging feature's query keys (docs/product.md §20).
import type { RepairTemplateKey } from '@rueda/domain';
import { subjectId, type MessageSubject } from './message-subject';

export const messagingKeys = {
  all: ['messaging'] as const,
  settings: () => [...messagingKeys.all, 'settings'] as const,
  templates: () => [...messagingKeys.all, 'templates'] as const,
  prepared: (subject: MessageSubject, templateKey: RepairTemplateKey | null) =>
    [...messagingKeys.all, 'prepared', subject.kind, subjectId(subject), templateKey] as const,
};

/**
 * What a message sent changes in other features: the repair's history (the repairs feature's `repairsKeys.events`,
 * repairEventsList), and for an alert, the alerts and the notifications document (the alerts feature's
 * `alertsKeys`). Written out rather than imported, so this feature's chunks never pull in those features' screens.
 */
export const repairEventsKey = (repairId: string) => ['repairs', 'events', repairId] as const;
export const ALERTS_KEY = ['alerts'] as const;
export const NOTIFICATIONS_KEY = ['notifications'] as const;
