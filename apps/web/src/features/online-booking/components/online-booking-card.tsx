// docs/product.md §22.1: the profile's "Reservas en línea", for the workshop's admin (workshop.settings): the public
// booking page's address and link, pausing it, the notice it asks and the services it offers. Loaded with its
// texts when the profile draws it.
import { Alert, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useWorkshopCurrency } from '@/features/account';
import { useServices } from '@/features/catalogue';
import { useOnlineBookingSettings } from '../api/get-online-booking-settings';
import { BookingPageLink } from './booking-page-link';
import { OnlineBookingForm } from './online-booking-form';

export interface OnlineBookingCardProps {
  workshopName: string;
}

export function OnlineBookingCard({ workshopName }: OnlineBookingCardProps) {
  const { t } = useTranslation('online-booking');
  const settings = useOnlineBookingSettings();
  const catalogue = useServices();
  const currency = useWorkshopCurrency();

  function body() {
    if (settings.isPending || catalogue.isPending) {
      return (
        <Stack gap="sm" role="status" aria-label={t('loading')}>
          <Skeleton height={36} />
          <Skeleton height={120} />
        </Stack>
      );
    }
    if (settings.isError || catalogue.isError) {
      return (
        <LoadError
          title={t(settings.isError ? 'loadFailed' : 'services.loadFailed')}
          description={t('loadFailedDescription')}
          retryLabel={t('retry')}
          onRetry={() => void (settings.isError ? settings.refetch() : catalogue.refetch())}
        />
      );
    }
    const { url, ...saved } = settings.data;
    return (
      <Stack gap="md">
        {url ? (
          <BookingPageLink url={url} />
        ) : (
          <Alert variant="light" title={t('empty.title')}>
            {t('empty.text')}
          </Alert>
        )}
        <OnlineBookingForm settings={saved} catalogue={catalogue.data} currency={currency} workshopName={workshopName} />
      </Stack>
    );
  }

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="online-booking-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="online-booking-title">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('description')}
          </Text>
        </div>
        {body()}
      </Stack>
    </Card>
  );
}
