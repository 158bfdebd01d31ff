import { EmptyState } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the workshop has no repairs (for now, always: the list arrives in a later issue). */
export function RepairsEmptyState() {
  const { t } = useTranslation();
  return <EmptyState title={t('repairs.empty.title')} description={t('repairs.empty.description')} withIndicatorBackground />;
}
