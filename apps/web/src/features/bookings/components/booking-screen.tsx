import { useTranslation } from 'react-i18next';
import { Page, SectionInPreparation } from '@/features/shell';

export function BookingScreen() {
  const { t } = useTranslation();
  return (
    <Page title={t('sections.booking.title')}>
      <SectionInPreparation description={t('sections.booking.description')} />
    </Page>
  );
}
