import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface StaleNoticeProps {
  /** The feature's namespace, which words it as `conflict.title`, `conflict.message` and `actions.close`. */
  namespace: 'repairs' | 'catalogue' | 'customers';
  onClose: () => void;
}

/** Someone else saved what this page was editing: the current version is shown instead (docs/product.md §4). */
export function StaleNotice({ namespace, onClose }: StaleNoticeProps) {
  const { t } = useTranslation(namespace);
  return (
    <Alert color="yellow" role="status" title={t('conflict.title')} withCloseButton onClose={onClose} closeButtonLabel={t('actions.close')}>
      {t('conflict.message')}
    </Alert>
  );
}
