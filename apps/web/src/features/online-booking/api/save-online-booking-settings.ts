// docs/product.md §22.1: the settings are saved whole through `workshopUpdate`; read again afterwards, since the page's
// address (`url`) is the server's to give.
import type { TOnlineBookingSettings } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { onlineBookingKeys } from './query-keys';

export function useSaveOnlineBookingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (onlineBooking: TOnlineBookingSettings) => call('workshopUpdate', { onlineBooking }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: onlineBookingKeys.settings() }),
  });
}
