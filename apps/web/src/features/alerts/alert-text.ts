// An alert's reason in words (docs/product.md §14.3), e.g. 'Reparación terminada sin recoger desde el 3 de noviembre'.
import type { TAlertItem } from '@rueda/domain';
import type { TFunction } from 'i18next';
import { zonedDate } from '@/lib/dates';

/** '3 de noviembre' on the workshop's clock, with the year when it is not this year's. */
export function sinceDate(iso: string, now: Date = new Date()): string {
  const date = zonedDate(iso);
  return date.format(date.year() === zonedDate(now).year() ? 'D [de] MMMM' : 'D [de] MMMM [de] YYYY');
}

export function reasonText(alert: Pick<TAlertItem, 'reason' | 'since' | 'position'>, t: TFunction<'alerts'>, now?: Date): string {
  const date = sinceDate(alert.since, now);
  if (alert.reason === 'suspensionDue')
    return t(alert.position === 'shock' ? 'reason.suspensionDue_shock' : 'reason.suspensionDue_fork', { date });
  return t(`reason.${alert.reason}`, { date });
}
