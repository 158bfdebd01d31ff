// The workshop's public booking page (docs/product.md §22, `/book/<slug>`): phone first, no sign-in. Loading, a page that does
// not exist, a failure with a retry, online booking paused or unavailable (call the workshop instead), the booking's
// steps, and the booking made.
import type { TPublicBookingCreated, TPublicBookingOptions } from '@rueda/domain';
import { Alert, Card, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { LanguageSwitch } from '../../shared/language-switch';
import { LoadFailure } from '../../shared/load-failure';
import { WorkshopContact } from '../../shared/workshop-contact';
import { useTexts } from '../texts';
import { useBookingOptions } from '../use-booking-options';
import { BookingDone } from './booking-done';
import { BookingForm } from './booking-form';

function Loading() {
  const { t } = useTexts();
  return (
    <Stack gap="sm" role="status" aria-label={t('loading')}>
      <Skeleton height={28} width="60%" />
      <Skeleton height={84} />
      <Skeleton height={84} />
      <Skeleton height={84} />
    </Stack>
  );
}

function Contact({ workshop }: { workshop: TPublicBookingOptions['workshop'] }) {
  const { t } = useTexts();
  return (
    <WorkshopContact
      phone={workshop.phone}
      address={workshop.address}
      callLabel={t('workshop.call', { phone: workshop.phone })}
      addressLabel={t('workshop.address', { address: workshop.address })}
    />
  );
}

function NotTaking({ options }: { options: TPublicBookingOptions }) {
  const { t } = useTexts();
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={options.workshop.name}>
      <Stack gap="sm">
        <Text size="lg">{options.status === 'paused' ? t('closed.paused') : t('closed.unavailable')}</Text>
        <Text>{t('closed.call')}</Text>
        <Contact workshop={options.workshop} />
      </Stack>
    </Card>
  );
}

export function BookingApp({ slug }: { slug: string }) {
  const { t, language, setLanguage } = useTexts();
  const { state, retry, refresh, markNotFound } = useBookingOptions(slug);
  const [created, setCreated] = useState<TPublicBookingCreated | null>(null);
  const workshopName = state.kind === 'ready' ? state.options.workshop.name : null;

  useEffect(() => {
    document.title = workshopName ? `${t('pageTitle')} · ${workshopName}` : t('pageTitle');
  }, [workshopName, t]);

  let body;
  if (state.kind === 'loading') body = <Loading />;
  else if (state.kind === 'not-found')
    body = (
      <Alert color="yellow" title={t('notFound.title')}>
        {t('notFound.text')}
      </Alert>
    );
  else if (state.kind === 'error')
    body = (
      <LoadFailure
        title={t('error.title')}
        text={state.isTooMany ? t('error.tooMany') : t('error.text')}
        retryLabel={t('error.retry')}
        onRetry={retry}
      />
    );
  else if (created) body = <BookingDone created={created} workshop={state.options.workshop} />;
  else if (state.options.status !== 'open') body = <NotTaking options={state.options} />;
  else
    body = (
      <Stack gap="lg">
        <Contact workshop={state.options.workshop} />
        <BookingForm slug={slug} options={state.options} onRefresh={refresh} onNotFound={markNotFound} onCreated={setCreated} />
      </Stack>
    );

  return (
    <Container size={640} px="md" py="md">
      <Stack gap="md">
        <Group component="header" justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={1} size="h3">
            {workshopName ?? t('pageTitle')}
          </Title>
          <LanguageSwitch label={t('language')} language={language} onChange={setLanguage} />
        </Group>
        <main>{body}</main>
      </Stack>
    </Container>
  );
}
