// How the work timer writes time (docs/product.md §17.4): a running timer as h:mm:ss, a session's or a total's
// minutes as hours and minutes in the interface's words.
import type { TFunction } from 'i18next';

/** A running timer's time since its start: "0:07:05", "2:30:00". Never negative (the device's clock may lag). */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

/** "45 min", "1 h 05 min". */
export function durationLabel(minutes: number, t: TFunction<'work'>): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? t('hours', { hours, minutes: String(rest).padStart(2, '0') }) : t('minutes', { minutes: rest });
}
