// The booking made: its day in words, as a request the workshop will confirm, whether a confirmation email went, the link to follow the repair from now
// on, and the workshop's phone.
import { formatLongDay, type TPublicBookingCreated, type TPublicBookingOptions } from '@rueda/domain';
import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { telHref } from '../../shared/format';
import { useTexts } from '../texts';

export function BookingDone({ created, workshop }: { created: TPublicBookingCreated; workshop: TPublicBookingOptions['workshop'] }) {
  const { t, language } = useTexts();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="done-title">
      <Stack gap="md" role="status">
        <Title order={2} size="h3" id="done-title" ref={title} tabIndex={-1}>
          {t('done.title')}
        </Title>
        {/* The same day and the same words as the confirmation mail (apps/server/src/mail/templates.ts): a request the
            workshop has yet to confirm (an online booking is notReviewed until then). */}
        <Text size="lg">{t('done.day', { day: formatLongDay(created.day, language), workshop: workshop.name })}</Text>
        {created.emailSent ? <Text>{t('done.emailSent')}</Text> : null}
        {/* A long label (pt) wraps on a phone instead of being cut. */}
        <Button
          component="a"
          href={created.repairLink}
          size="lg"
          fullWidth
          h="auto"
          py="sm"
          styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
        >
          {t('done.follow')}
        </Button>
        {workshop.phone ? (
          <Text size="sm">
            {t('done.questions')} <Anchor href={telHref(workshop.phone)}>{t('workshop.call', { phone: workshop.phone })}</Anchor>
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
