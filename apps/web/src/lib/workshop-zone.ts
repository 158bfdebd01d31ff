// The workshop's time zone, as the account says it (docs/product.md §1: every date the app shows is on the
// workshop's clock). Apart from lib/dates.ts, which formats with it, so that the account's first read, made on
// every page before any screen (decision 044), does not bring the date library into the sign-in pages' download.

/** The browser's own zone: the workshop's until its account says otherwise. */
export const BROWSER_TIME_ZONE = new Intl.DateTimeFormat().resolvedOptions().timeZone;

let workshopZone: string | null = null;

/** The workshop's time zone, from its account (features/account sets it when the account is read); null: unknown. */
export function setWorkshopTimeZone(timeZone: string | null): void {
  workshopZone = timeZone;
}

/** The zone every date is shown in: the workshop's, or the browser's before the account is known (sign-in). */
export function workshopTimeZone(): string {
  return workshopZone ?? BROWSER_TIME_ZONE;
}
