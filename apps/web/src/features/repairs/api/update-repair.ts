// The repair page's writes. Each carries the lastUpdate the page loaded (docs/product.md §4: two people never
// silently overwrite each other); a refused save is `aborted` and the page loads the current version.
import {
  FunctionError,
  type RepairPayment,
  type RepairStatus,
  type TRepair,
  type TRepairsGetOutput,
  type TRepairsUpdateInput,
} from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSignedInUserId } from '@/features/auth';
import { call } from '@/lib/call';
import { DEVICE_WRITE_OPTIONS } from '@/lib/outbox/device-write';
import { seenSheetsOf } from '@/lib/outbox/queued-change';
import { sendOrQueue, type SendOrQueueOutcome } from '@/lib/outbox/send-or-queue-later';
import { isStaleWriteError } from '@/lib/write-error';
import { isAppliedOnDevice, overlayRepair } from '../queued-overlay';
import { useStoreRepair } from './get-repair';
import { repairsKeys } from './query-keys';

/** Someone saved the repair after this page loaded it. */
export const isStaleRepairError = isStaleWriteError;

type RepairWrite =
  | { kind: 'update'; input: TRepairsUpdateInput }
  | { kind: 'status'; id: string; status: RepairStatus; observations: string; expectedLastUpdate: string }
  | { kind: 'payment'; id: string; payment: RepairPayment; expectedLastUpdate: string }
  | { kind: 'includeLine'; id: string; lineId: string; expectedLastUpdate: string };

/** A save's outcome: the repair as the server saved it, or as the device shows it with the change kept to be sent. */
export interface RepairWriteResult {
  repair: TRepair;
  /** Kept on the device, to be sent once the connection is back (docs/product.md §30.3). */
  isQueued: boolean;
}

export interface RepairWriteContext {
  account: string | null;
  /** How the device's queue names the repair. */
  subject: string;
  /** The repair as the server last gave it, on which a kept change is shown. */
  current: () => TRepairsGetOutput | undefined;
}

const sent = (repair: TRepair): RepairWriteResult => ({ repair, isQueued: false });

/**
 * A status and the checks, notes, mechanics, priority, dates and booking may be kept on the device without a
 * connection and sent later (docs/product.md §30.3); the payment, a declined line put back, and a change of the
 * customer, the bike or the services need the server (§30.6), and fail as before without it.
 */
async function write(change: RepairWrite, context: RepairWriteContext): Promise<RepairWriteResult> {
  const kept = (outcome: SendOrQueueOutcome<'repairsUpdate' | 'repairsUpdateStatus'>): RepairWriteResult => {
    if (outcome.sent) return sent(outcome.answer);
    const current = context.current();
    if (!current) throw new FunctionError('unavailable', 'The repair is not on this device.');
    return { repair: overlayRepair(current, [outcome.change]).repair, isQueued: true };
  };
  const meta = (id: string) => ({ account: context.account, repairId: id, subject: context.subject });
  // The checklist as the device knew it, for a conflict to tell the user's ticks from the workshop's (§30.4).
  const seenSheets = () => {
    const current = context.current();
    return current ? seenSheetsOf(current.repair) : undefined;
  };
  switch (change.kind) {
    case 'update':
      if (!isAppliedOnDevice(change.input.changes)) return sent(await call('repairsUpdate', change.input));
      return kept(
        await sendOrQueue('repairsUpdate', change.input, {
          ...meta(change.input.id),
          ...(change.input.changes.controlSheets ? { seenSheets: seenSheets() } : {}),
        }),
      );
    case 'status': {
      const input = {
        id: change.id,
        status: change.status,
        observations: change.observations,
        expectedLastUpdate: change.expectedLastUpdate,
      };
      return kept(await sendOrQueue('repairsUpdateStatus', input, meta(change.id)));
    }
    case 'payment':
      return sent(
        await call('repairsSetPayment', { id: change.id, payment: change.payment, expectedLastUpdate: change.expectedLastUpdate }),
      );
    case 'includeLine':
      // docs/product.md §3: a line the customer declined, back in the total.
      return sent(
        await call('repairsIncludeLine', { id: change.id, lineId: change.lineId, expectedLastUpdate: change.expectedLastUpdate }),
      );
  }
}

export interface RepairWriteOptions {
  onStale: () => void;
  /** How the device's queue names the repair: its bike and customer. */
  subject: string;
}

/** One mutation for every save of the page, so they queue behind each other's lastUpdate. */
export function useRepairWrite({ onStale, subject }: RepairWriteOptions) {
  const queryClient = useQueryClient();
  const storeRepair = useStoreRepair();
  const account = useSignedInUserId();
  return useMutation({
    ...DEVICE_WRITE_OPTIONS,
    mutationFn: (change: RepairWrite) => {
      const id = change.kind === 'update' ? change.input.id : change.id;
      return write(change, { account, subject, current: () => queryClient.getQueryData<TRepairsGetOutput>(repairsKeys.detail(id)) });
    },
    onSuccess: ({ repair, isQueued }, change) => {
      // A change kept on the device is drawn on top of the server's repair (queued-overlay.ts), not stored as it.
      if (isQueued) return;
      storeRepair(repair);
      void queryClient.invalidateQueries({ queryKey: repairsKeys.lists() });
      // Putting a line back is an entry of the repair's history.
      if (change.kind === 'includeLine') void queryClient.invalidateQueries({ queryKey: repairsKeys.events(repair.id) });
    },
    onError: async (error, change) => {
      if (!isStaleRepairError(error)) return;
      const id = change.kind === 'update' ? change.input.id : change.id;
      await queryClient.refetchQueries({ queryKey: repairsKeys.detail(id) });
      onStale();
    },
  });
}
