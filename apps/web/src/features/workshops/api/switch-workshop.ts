// docs/product.md §32.1: this session moves to another of the account's workshops. The page then starts again on the
// board: a fresh token names the new workshop, and nothing read in the previous one stays on screen or on the device.
import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { outboxSummary } from '@/lib/outbox/outbox-summary';
import { paths } from '@/config/paths';

/** Changes made on this device and not yet applied: they belong to the workshop in use, so it may not change under them. */
export function unsentChangeCount(): number {
  const { waiting, needsDecision, failed } = outboxSummary();
  return waiting + needsDecision + failed;
}

export async function switchWorkshop(args: { workshopId: string; account: string; leave?: (href: string) => void }): Promise<void> {
  await call('accountWorkshopSwitch', { workshopId: args.workshopId });
  // The answers the device kept were the previous workshop's (docs/product.md §30.2): they go before the page does.
  await import('@/features/offline').then(({ forgetDeviceData }) => forgetDeviceData(args.account)).catch(() => undefined);
  (args.leave ?? ((href: string) => window.location.assign(href)))(paths.app.repairs.getHref());
}

export function useSwitchWorkshop(account: string | null) {
  return useMutation({
    mutationFn: (workshopId: string) => {
      if (!account) throw new Error('Nobody is signed in.');
      return switchWorkshop({ workshopId, account });
    },
  });
}
