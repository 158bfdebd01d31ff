import { FunctionError, type TBookingSettings } from '@rueda/domain';
import { Alert, Button, Center, Divider, Group, Loader, Modal, NumberInput, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useRevalidateOnLanguageChange } from '@/lib/form-validation';
import { notifySuccess } from '@/lib/notify';
import { useBookingSettings, useUpdateBookingSettings } from '../api/booking-settings';
import { timeZoneOptions, validateSettings } from '../settings-form';
import { OpeningHoursFields } from './opening-hours-fields';

function SettingsForm({ settings, onClose }: { settings: TBookingSettings; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const update = useUpdateBookingSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<TBookingSettings>({ mode: 'controlled', initialValues: settings, validate: validateSettings });
  useRevalidateOnLanguageChange(form);
  const values = form.getValues();
  const zones = useMemo(() => timeZoneOptions(settings.timeZone), [settings.timeZone]);

  function save(next: TBookingSettings) {
    setFailure(null);
    update.mutate(next, {
      onSuccess: () => {
        notifySuccess(t('settings.saved'));
        onClose();
      },
      onError: (error) =>
        setFailure(
          t(error instanceof FunctionError && error.code === 'permission-denied' ? 'errors.permissionDenied' : 'errors.saveFailed'),
        ),
    });
  }

  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('settings.openingHours')}
            </Title>
            <OpeningHoursFields form={form} />
          </Stack>
          <Stack gap="md">
            <NumberInput
              label={t('settings.bookablePercent')}
              description={t('settings.bookablePercentHint')}
              min={10}
              max={100}
              step={5}
              suffix=" %"
              allowDecimal={false}
              clampBehavior="none"
              {...form.getInputProps('bookablePercent')}
            />
            <Select
              label={t('settings.timeZone')}
              description={t('settings.timeZoneHint')}
              data={zones}
              searchable
              limit={60}
              allowDeselect={false}
              nothingFoundMessage={t('settings.noTimeZone')}
              comboboxProps={{ withinPortal: false }}
              {...form.getInputProps('timeZone')}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="closed-days-label">
                {t('settings.closedDays')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('settings.closedDaysHint', { count: values.closedDays.length })}
              </Text>
              <DatePicker
                type="multiple"
                aria-labelledby="closed-days-label"
                value={values.closedDays}
                onChange={(days) => form.setFieldValue('closedDays', days)}
              />
              {form.errors.closedDays ? (
                <Text size="xs" c="red" role="alert">
                  {form.errors.closedDays}
                </Text>
              ) : null}
            </Stack>
          </Stack>
        </SimpleGrid>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Divider />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SettingsContent({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const settings = useBookingSettings(true);
  if (settings.data) return <SettingsForm settings={settings.data} onClose={onClose} />;
  if (settings.isError)
    return (
      <LoadError
        title={t('settings.loadFailed')}
        description={t('errors.loadFailedDescription')}
        retryLabel={t('actions.retry')}
        onRetry={() => void settings.refetch()}
      />
    );
  return (
    <Center py="xl">
      <Loader aria-label={t('settings.loading')} />
    </Center>
  );
}

/** Opening hours, closed days, the bookable share and the time zone (docs/product.md §15.1), for admins and managers. */
export function BookingSettingsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  return (
    <Modal opened={opened} onClose={onClose} title={t('settings.title')} size="xl" closeButtonProps={{ 'aria-label': t('actions.close') }}>
      {opened ? <SettingsContent onClose={onClose} /> : null}
    </Modal>
  );
}
