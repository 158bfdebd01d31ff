// The messaging feature's query keys (issue 17 point 3).
import type { RepairTemplateKey } from '@rueda/domain';

export const messagingKeys = {
  all: ['messaging'] as const,
  settings: () => [...messagingKeys.all, 'settings'] as const,
  templates: () => [...messagingKeys.all, 'templates'] as const,
  prepared: (repairId: string, templateKey: RepairTemplateKey | null) => [...messagingKeys.all, 'prepared', repairId, templateKey] as const,
};

/**
 * The repair's history (the repairs feature's `repairsKeys.events`, repairEventsList): a message sent joins it.
 * Written out rather than imported, so this feature's chunks never pull in the repairs feature's screens.
 */
export const repairEventsKey = (repairId: string) => ['repairs', 'events', repairId] as const;
