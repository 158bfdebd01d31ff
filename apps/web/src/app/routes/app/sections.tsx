// The screens later issues fill in (docs/product.md §2). Until then each says honestly that it is being
// prepared, and shows no made-up data.
import { useTranslation } from 'react-i18next';
import { Page, SectionInPreparation } from '@/features/shell';

export function DashboardRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('sections.dashboard.title')}>
      <SectionInPreparation description={t('sections.dashboard.description')} />
    </Page>
  );
}

export function BookingRoute() {
  const { t } = useTranslation();
  return (
    <Page title={t('sections.booking.title')}>
      <SectionInPreparation description={t('sections.booking.description')} />
    </Page>
  );
}
