import { WEEKDAYS, type TBookingSettings, type Weekday } from '@rueda/domain';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { INTERVALS_MAX, nextInterval } from '../settings-form';

type SettingsForm = UseFormReturnType<TBookingSettings>;

function DayHours({ form, day }: { form: SettingsForm; day: Weekday }) {
  const { t } = useTranslation('bookings');
  const path = `openingHours.${day}` as const;
  const intervals = form.getValues().openingHours[day];
  const dayName = t(`weekdays.${day}`);
  const dayError = form.errors[path];
  return (
    <Stack gap={4} component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Group justify="space-between" align="center" wrap="nowrap">
        <Text component="legend" size="sm" fw={600} p={0}>
          {dayName}
        </Text>
        {intervals.length < INTERVALS_MAX ? (
          <Button
            variant="subtle"
            size="compact-xs"
            onClick={() => form.insertListItem(path, nextInterval(intervals))}
            aria-label={t('settings.addIntervalOf', { day: dayName })}
          >
            {t('settings.addInterval')}
          </Button>
        ) : null}
      </Group>
      {intervals.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('settings.closedAllDay')}
        </Text>
      ) : null}
      {intervals.map((_, index) => (
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            label={t('settings.opens')}
            aria-label={t('settings.opensOf', { day: dayName, number: index + 1 })}
            placeholder="09:00"
            maxLength={5}
            inputMode="numeric"
            size="xs"
            w={96}
            {...form.getInputProps(`${path}.${index}.from`)}
          />
          <TextInput
            label={t('settings.closes')}
            aria-label={t('settings.closesOf', { day: dayName, number: index + 1 })}
            placeholder="14:00"
            maxLength={5}
            inputMode="numeric"
            size="xs"
            w={96}
            {...form.getInputProps(`${path}.${index}.to`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={24}
            aria-label={t('settings.removeInterval', { day: dayName, number: index + 1 })}
            onClick={() => form.removeListItem(path, index)}
          >
            <span aria-hidden>×</span>
          </ActionIcon>
        </Group>
      ))}
      {dayError ? (
        <Text size="xs" c="red" role="alert">
          {dayError}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Opening hours per weekday, Monday first (docs/product.md §1): up to three intervals each, 24-hour HH:MM. */
export function OpeningHoursFields({ form }: { form: SettingsForm }) {
  return (
    <Stack gap="sm">
      {WEEKDAYS.map((day) => (
        <DayHours key={day} form={form} day={day} />
      ))}
    </Stack>
  );
}
