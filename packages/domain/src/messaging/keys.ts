// docs/product.md §20.1: the WhatsApp messages' keys and placeholders, apart from templates.ts so that the
// functions' schemas (every signed-in page's download) carry the names only, not the default texts.
import { ALERT_REASONS, type AlertReason } from '../alerts/rules.ts';
import type { RepairStatus } from '../repairs/status.ts';

/** The values a message may carry, in the order the Cloud API's approved templates number them ({{1}}, {{2}}…). */
export const PLACEHOLDERS = ['name', 'bike', 'total', 'hours', 'link', 'workshop'] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

/** The messages about a repair: its statuses worth telling the customer, and the estimate ready to approve. */
export const REPAIR_TEMPLATE_KEYS = [
  'status.confirmed',
  'status.postponed',
  'status.workshopEntrance',
  'estimate',
  'status.finished',
  'status.delivered',
  /** docs/product.md §31.2: every part ordered for the repair is in. */
  'parts.arrived',
] as const;
export type RepairTemplateKey = (typeof REPAIR_TEMPLATE_KEYS)[number];

export type AlertTemplateKey = `alert.${AlertReason}`;
export const ALERT_TEMPLATE_KEYS = ALERT_REASONS.map((reason) => `alert.${reason}` as const) as readonly AlertTemplateKey[];

export type TemplateKey = RepairTemplateKey | AlertTemplateKey;
export const TEMPLATE_KEYS: readonly [TemplateKey, ...TemplateKey[]] = [...REPAIR_TEMPLATE_KEYS, ...ALERT_TEMPLATE_KEYS];

/** The statuses whose change may propose its message at once (messaging settings' `proposeOnStatus`). */
export const MESSAGE_STATUSES = [
  'confirmed',
  'postponed',
  'workshopEntrance',
  'finished',
  'delivered',
] as const satisfies readonly RepairStatus[];
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** A WhatsApp template's body holds at most 1,024 characters (the Cloud API's limit, kept for the link too). */
export const TEMPLATE_BODY_MAX = 1024;

/** The message proposed for a repair in this status: its status's, the estimate before the work is agreed. */
export function templateKeyForStatus(status: RepairStatus): RepairTemplateKey {
  switch (status) {
    case 'notReviewed':
    case 'managing':
      return 'estimate';
    case 'inProgress':
    case 'paused':
      return 'status.workshopEntrance';
    default:
      return `status.${status}`;
  }
}

export function templateKeyForAlert(reason: AlertReason): AlertTemplateKey {
  return `alert.${reason}`;
}
