// The repair page's writes of what the repair charges, each saved at once and said in a toast: the payment (with
// the amount it was marked at) and a line the customer declined put back in the total (docs/product.md §3).
import { formatAmount, type RepairPayment, type TRepair } from '@rueda/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/lib/notify';
import type { useRepairWrite } from '../../api/update-repair';
import { serviceLinesOf } from '../../services';

interface ChargeWritesOptions {
  repair: TRepair;
  currency: string;
  /** The version the page's edits rest on, sent with each write. */
  base: string;
  write: ReturnType<typeof useRepairWrite>;
  followOwnSave: (saved: TRepair) => void;
  onWriteError: (error: unknown) => void;
}

export function useChargeWrites({ repair, currency, base, write, followOwnSave, onWriteError }: ChargeWritesOptions) {
  const { t } = useTranslation('repairs');
  const { mutate } = write;

  const setPayment = useCallback(
    (payment: RepairPayment) => {
      mutate(
        { kind: 'payment', id: repair.id, payment, expectedLastUpdate: base },
        {
          onSuccess: ({ repair: saved }) => {
            followOwnSave(saved);
            // What it was marked at: the total without the lines the customer declined.
            notifySuccess(t(`repair.paymentChanged.${saved.payment}`, { amount: formatAmount(saved.totalPrice, currency) }));
          },
          onError: onWriteError,
        },
      );
    },
    [mutate, repair.id, base, followOwnSave, onWriteError, t, currency],
  );

  const includeLine = useCallback(
    (lineId: string) => {
      const title = serviceLinesOf(repair).find((line) => line.lineId === lineId)?.title ?? '';
      mutate(
        { kind: 'includeLine', id: repair.id, lineId, expectedLastUpdate: base },
        {
          onSuccess: ({ repair: saved }) => {
            followOwnSave(saved);
            notifySuccess(t('services.included', { title }));
          },
          onError: onWriteError,
        },
      );
    },
    [mutate, repair, base, followOwnSave, onWriteError, t],
  );

  return { setPayment, includeLine };
}
