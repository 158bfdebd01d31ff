import { useTranslation } from 'react-i18next';
import { RecordLoadError } from '@/components/record-load-error';
import { paths } from '@/config/paths';

/** A repair page that could not load: gone (back to the board) or failed (back, or try again). */
export function RepairLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('repairs');
  return (
    <RecordLoadError
      error={error}
      onRetry={onRetry}
      backTo={paths.app.repairs.getHref()}
      texts={{ notFound: t('repair.notFound'), loadFailed: t('repair.loadFailed'), back: t('repair.back'), retry: t('actions.retry') }}
    />
  );
}
