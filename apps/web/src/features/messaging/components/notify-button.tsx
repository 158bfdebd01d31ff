// docs/product.md §20.3: "Notificar" on the repair page (and wherever a repair is shown): opens the Notify dialog,
// whose code and texts load when first needed. After a status change made while the page is open, to a status
// the workshop's settings propose (messaging settings' proposeOnStatus), the dialog opens at once with its message.
import { templateKeyForStatus, type RepairStatus, type RepairTemplateKey } from '@rueda/domain';
import { Button } from '@mantine/core';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '@/lib/lazy-named';
import { useMessagingSettings } from '../api/get-messaging-settings';

const LazyNotifyDialog = lazyNamed(() => import('./notify-dialog'), 'NotifyDialog');

export interface NotifyButtonProps {
  /** The repair as the page has it (TRepair): its status list's length tells a status just added. */
  repair: { id: string; status: RepairStatus; state: { status: readonly unknown[] } };
}

function NotifyButtonWithTexts({ repair }: NotifyButtonProps) {
  const { t } = useTranslation('messaging');
  const settings = useMessagingSettings();
  // The dialog's message when it opens; undefined: closed (null: the repair status's message).
  const [openedWith, setOpenedWith] = useState<RepairTemplateKey | null | undefined>(undefined);
  const statusCount = repair.state.status.length;
  const seenCount = useRef(statusCount);
  const proposeOn = settings.data?.settings.proposeOnStatus;

  useEffect(() => {
    // A status added since the page opened (this member's change: the page follows its own saves).
    if (statusCount > seenCount.current && proposeOn?.some((status) => status === repair.status))
      setOpenedWith(templateKeyForStatus(repair.status));
    seenCount.current = statusCount;
  }, [statusCount, repair.status, proposeOn]);

  return (
    <>
      <Button variant="default" onClick={() => setOpenedWith(null)}>
        {t('notify.button')}
      </Button>
      {openedWith !== undefined ? (
        <Suspense fallback={null}>
          <LazyNotifyDialog
            key={`${openedWith ?? 'status'}:${statusCount}`}
            subject={{ kind: 'repair', repairId: repair.id }}
            initialKey={openedWith}
            opened
            onClose={() => setOpenedWith(undefined)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** Waits for the messaging texts before drawing the button (they come with it, not with the page). */
export function NotifyButton(props: NotifyButtonProps) {
  return (
    <Suspense fallback={null}>
      <NotifyButtonWithTexts {...props} />
    </Suspense>
  );
}
