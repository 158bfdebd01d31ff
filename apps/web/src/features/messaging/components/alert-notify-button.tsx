// docs/product.md §20.3: "WhatsApp" beside an open customer alert: its reason's message for the customer, by link or
// through the Cloud API; sending it handles the alert as contacted. The dialog's code loads when first opened.
import { Button } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyNamed } from '@/lib/lazy-named';

const LazyNotifyDialog = lazyNamed(() => import('./notify-dialog'), 'NotifyDialog');

function AlertNotifyButtonWithTexts({ alertKey, disabled }: AlertNotifyButtonProps) {
  const { t } = useTranslation('messaging');
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="light" color="green" disabled={disabled} onClick={() => setIsOpen(true)}>
        {t('notify.alertButton')}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <LazyNotifyDialog subject={{ kind: 'alert', alertKey }} initialKey={null} opened onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

export interface AlertNotifyButtonProps {
  alertKey: string;
  disabled?: boolean;
}

export function AlertNotifyButton(props: AlertNotifyButtonProps) {
  return (
    <Suspense fallback={null}>
      <AlertNotifyButtonWithTexts {...props} />
    </Suspense>
  );
}
