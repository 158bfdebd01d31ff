// docs/product.md §30.5: how the list of queued changes words each one: what it changes, and why the server refused it.
import type { TFunction } from 'i18next';
import { translateKey } from '@/lib/i18n';
import type { QueuedChange } from '@/lib/outbox/queued-change';

export type OfflineT = TFunction<['offline', 'repairs']>;

/** The fields of a repair's change the list names; any other is named as the server does. */
const FIELDS = new Set([
  'status',
  'controlSheets',
  'technicalNotes',
  'priority',
  'mechanics',
  'entryDate',
  'deliveryDate',
  'booking',
  'additionalData',
  'customer',
  'bike',
  'services',
]);

export function fieldLabel(t: OfflineT, field: string): string {
  return FIELDS.has(field) ? translateKey(t, `fields.${field}`) : field;
}

/** 'Estado → Terminada', 'Hoja de control', 'Nueva reparación, con 2 fotos'… */
export function changeTitle(t: OfflineT, { call, intakePhotos }: Pick<QueuedChange, 'call' | 'intakePhotos'>): string {
  switch (call.fn) {
    case 'repairsCreate':
      return intakePhotos?.length ? t('what.repairsCreateWithPhotos', { count: intakePhotos.length }) : t('what.repairsCreate');
    case 'repairsUpdateStatus':
      return t('what.repairsUpdateStatus', { status: t(`repairs:statuses.${call.input.status}`) });
    case 'repairsUpdate': {
      const fields = Object.keys(call.input.changes);
      return fields.length > 0 ? fields.map((field) => fieldLabel(t, field)).join(', ') : t('what.repairsUpdate');
    }
    default:
      return t(`what.${call.fn}`);
  }
}

/** Why the server refused it, in the user's words; the server's own message for a refusal the app does not know. */
export function problemText(t: OfflineT, change: QueuedChange): string | null {
  const problem = change.problem;
  if (!problem) return null;
  if (problem.reason === 'stale') return t('problems.stale');
  if (problem.reason === 'customer-merged') return t('problems.customerMerged');
  switch (problem.code) {
    case 'not-found':
      // An intake names no repair that could be gone: what it names is its customer or bike.
      return change.call.fn === 'repairsCreate' ? t('problems.customerNotFound') : t('problems.notFound');
    case 'permission-denied':
      return t('problems.permissionDenied');
    case 'invalid-argument':
      return t('problems.invalidArgument');
    default:
      return problem.message;
  }
}
