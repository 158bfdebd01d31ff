import type { TBookingSettings } from '@rueda/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { setWorkshopTimeZone } from '@/lib/workshop-zone';
import { bookingsKeys } from './query-keys';

/** Opening hours, closed days, bookable share and time zone; read only when the settings open. */
export function useBookingSettings(enabled: boolean) {
  return useQuery({
    queryKey: bookingsKeys.settings(),
    queryFn: ({ signal }) => call('bookingSettingsGet', null, { signal }),
    enabled,
  });
}

/** Admins and managers (docs/roles.md): the days' capacity, and with the time zone the calendar's days, follow. */
export function useUpdateBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TBookingSettings) => call('bookingSettingsUpdate', settings),
    onSuccess: (settings) => {
      queryClient.setQueryData(bookingsKeys.settings(), settings);
      // Every date the app shows is on the calendar's zone (docs/product.md §1): the account carries it.
      setWorkshopTimeZone(settings.timeZone);
      void queryClient.invalidateQueries({ queryKey: ['account'] });
      void queryClient.invalidateQueries({ queryKey: bookingsKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: bookingsKeys.capacities() });
    },
  });
}
