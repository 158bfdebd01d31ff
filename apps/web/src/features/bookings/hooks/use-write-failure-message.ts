import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { writeFailureOf } from '@/lib/write-error';
import { isStaleSave } from '../over-capacity';

/** What to tell the user when the server refuses a booking write, by the error's code. */
export function useWriteFailureMessage() {
  const { t } = useTranslation('bookings');
  return useCallback((error: unknown) => (isStaleSave(error) ? t('errors.stale') : t(`errors.${writeFailureOf(error)}`)), [t]);
}
