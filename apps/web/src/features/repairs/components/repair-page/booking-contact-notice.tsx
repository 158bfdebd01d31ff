// docs/decisions/058: on an online booking's repair, what the person typed when booking and, while the repair has
// no customer, whose phone or email it is, for the staff to check and link the repair (and its bike) to them.
// Only the staff's repair page shows it; the booking itself never changes the customer's record.
import type { TRepair } from '@rueda/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useBookingContact, useLinkBookingCustomer } from '../../api/booking-contact';
import { isStaleRepairError } from '../../api/update-repair';

export function BookingContactNotice({ repair, disabled }: { repair: TRepair; disabled: boolean }) {
  const { t } = useTranslation('repairs');
  const query = useBookingContact(repair);
  const link = useLinkBookingCustomer();
  const contact = query.data?.contact;
  if (!contact) return null;
  const suggestion = query.data?.suggestion ?? null;
  const typed = [`${contact.name} ${contact.surname}`.trim(), contact.phone, contact.email].filter(Boolean).join(' · ');

  function linkToSuggested() {
    if (!suggestion) return;
    link.mutate(
      { id: repair.id, customerId: suggestion.customerId, expectedLastUpdate: repair.lastUpdate },
      {
        onSuccess: () => notifySuccess(t('bookingContact.linked', { name: suggestion.shortName })),
        onError: (error) => notifyError(t(isStaleRepairError(error) ? 'conflict.message' : 'bookingContact.linkFailed')),
      },
    );
  }

  return (
    <Alert color="violet" variant="light" title={t('bookingContact.title')} aria-label={t('bookingContact.title')} role="region">
      <Stack gap="xs">
        <Text size="sm">{t('bookingContact.typed', { typed })}</Text>
        {suggestion ? (
          <Stack gap={4}>
            <Group gap="sm" justify="space-between" wrap="wrap">
              <Text size="sm" fw={600}>
                {t(`bookingContact.suggestion.${suggestion.matchedBy}`, { name: suggestion.shortName })}
              </Text>
              <Button size="xs" onClick={linkToSuggested} loading={link.isPending} disabled={disabled}>
                {t('bookingContact.link', { name: suggestion.shortName })}
              </Button>
            </Group>
            <Text size="xs" c="dimmed">
              {t('bookingContact.hint')}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </Alert>
  );
}
