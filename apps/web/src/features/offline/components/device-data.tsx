// docs/product.md §30.2: the device's side of the signed-in account's data: what it keeps as the screens read it, and
// what it shows once the connection is gone. Drawn once, in the app's frame, after the first paint.
import { useCallback, useEffect, useRef } from 'react';
import { useConnectionStatus } from '@/features/connection';
import { i18n, loadTexts } from '@/lib/i18n';
import { notifyError } from '@/lib/notify';
import { useDeviceAnswers } from '../hooks/use-device-answers';
import { useKeepAnswers } from '../hooks/use-keep-answers';
import { useKeepTheDay } from '../hooks/use-keep-the-day';
import { useSendQueue } from '../hooks/use-send-queue';

export interface DeviceDataProps {
  /** The signed-in account's id, or null. */
  account: string | null;
  /** Whether the server knows the session: the account's queued changes are sent only then. */
  canSend: boolean;
}

export function DeviceData({ account, canSend }: DeviceDataProps) {
  const isOffline = useConnectionStatus() === 'offline';
  const hasSaidFull = useRef(false);
  // Said once per page: every later write would fail the same way.
  const onDeviceFull = useCallback(() => {
    if (hasSaidFull.current) return;
    hasSaidFull.current = true;
    void loadTexts(['offline']).then(() => notifyError(i18n.t('device.full', { ns: 'offline' })));
  }, []);
  useKeepAnswers({ account, onDeviceFull });
  useDeviceAnswers({ account, isOffline });
  useKeepTheDay(account);
  useSendQueue({ account, canSend });
  // The writes' code, out of the screens' first load, is here before the first write: a drag's save starts at once.
  useEffect(() => void import('@/lib/outbox/send-or-queue'), []);
  return null;
}
