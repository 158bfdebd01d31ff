// docs/product.md §30.2: besides what the screens read, the device asks, while the connection is there, for what a
// workshop needs through an outage whether or not anyone opened it today: the board as it first opens, today's and
// tomorrow's bookings, the catalogue and the mechanics. Asked a few seconds after the page is idle, again every quarter
// of an hour and when the connection comes back; an answer still fresh is not asked again, and use-keep-answers.ts writes each down.
import { useQueryClient, type FetchQueryOptions } from '@tanstack/react-query';
import { useEffect } from 'react';
import { keptBookingsQueries } from '@/features/bookings';
import { servicesQueryOptions } from '@/features/catalogue';
import { useConnectionStatus } from '@/features/connection';
import { filtersOfParams, repairsListQueryOptions } from '@/features/repairs';
import { mechanicsQueryOptions } from '@/lib/mechanics';
import { workshopTimeZone } from '@/lib/workshop-zone';

/** How often the day's data is asked for again while the app stays open. */
export const KEEP_THE_DAY_EVERY_MS = 15 * 60 * 1000;
/**
 * The first time, this long after the device's data has loaded (itself once the page is idle): the screen opened has
 * its own answers, and the answers' schemas of its areas only (decision 072), before the device asks for the day's.
 */
export const KEEP_THE_DAY_AFTER_MS = 5_000;

/** The queries asked for; each that fails (a role that may not read it, the connection gone) is left for the next round. */
export function queriesOfTheDay(now: number): FetchQueryOptions[] {
  return [
    repairsListQueryOptions(filtersOfParams(new URLSearchParams())),
    mechanicsQueryOptions(),
    servicesQueryOptions(),
    ...keptBookingsQueries(now, workshopTimeZone()),
  ] as FetchQueryOptions[];
}

export function useKeepTheDay(account: string | null): void {
  const queryClient = useQueryClient();
  const isOnline = useConnectionStatus() === 'online';
  useEffect(() => {
    if (!account || !isOnline) return;
    const keep = () => {
      for (const options of queriesOfTheDay(Date.now())) void queryClient.prefetchQuery(options);
    };
    const first = setTimeout(keep, KEEP_THE_DAY_AFTER_MS);
    const timer = setInterval(keep, KEEP_THE_DAY_EVERY_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [account, isOnline, queryClient]);
}
