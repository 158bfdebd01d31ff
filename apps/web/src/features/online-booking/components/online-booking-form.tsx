// docs/product.md §22.1: the page's address, pausing it, the notice it asks and the services it offers, saved whole.
// Checked with the domain's schema before it is sent; the server's refusals show on their fields.
import {
  FunctionError,
  MINIMUM_NOTICE_DAYS_MAX,
  onlineBookingPath,
  slugOf,
  ZOnlineBookingSettingsSchema,
  type BookableKind,
  type TOnlineBookingSettings,
  type TServicesListOutput,
} from '@rueda/domain';
import { Button, Group, NumberInput, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { offeredItems } from '@/features/catalogue';
import { fieldIssuesOf } from '@/lib/call';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSaveOnlineBookingSettings } from '../api/save-online-booking-settings';
import { BookableServices, type Bookable } from './bookable-services';

interface Values {
  slug: string;
  paused: boolean;
  /** '' while the field is empty. */
  minimumNoticeDays: number | string;
  bookable: Bookable;
}

const FIELDS = ['slug', 'paused', 'minimumNoticeDays', 'bookable'] as const;

/** The settings as the form shows them: the bookable services in the catalogue's order, as the checklist keeps them. */
function valuesOf(settings: TOnlineBookingSettings, catalogue: TServicesListOutput): Values {
  const chosen = (kind: BookableKind) =>
    offeredItems(catalogue, kind)
      .filter((item) => settings.bookable[kind].includes(item.id))
      .map((item) => item.id);
  return {
    slug: settings.slug ?? '',
    paused: settings.paused,
    minimumNoticeDays: settings.minimumNoticeDays,
    bookable: { packs: chosen('packs'), maintenances: chosen('maintenances'), suspensions: chosen('suspensions') },
  };
}

/** What is sent: no address (an empty field) is no page. */
function settingsOf(values: Values): unknown {
  const slug = values.slug.trim();
  return {
    slug: slug === '' ? null : slug,
    paused: values.paused,
    minimumNoticeDays: values.minimumNoticeDays === '' ? null : Number(values.minimumNoticeDays),
    bookable: values.bookable,
  };
}

/** The form's field a path of the settings belongs to (the bookable lists are one field). */
function fieldOf(path: readonly PropertyKey[]): (typeof FIELDS)[number] | null {
  const head = String(path[0] ?? '');
  return (FIELDS as readonly string[]).includes(head) ? (head as (typeof FIELDS)[number]) : null;
}

function isSlugTaken(error: unknown): boolean {
  return error instanceof FunctionError && (error.details as { reason?: unknown } | undefined)?.reason === 'slug-taken';
}

export interface OnlineBookingFormProps {
  settings: TOnlineBookingSettings;
  catalogue: TServicesListOutput;
  currency: string;
  /** The "Proponer" button's source for an address. */
  workshopName: string;
}

export function OnlineBookingForm({ settings, catalogue, currency, workshopName }: OnlineBookingFormProps) {
  const { t } = useTranslation('online-booking');
  const save = useSaveOnlineBookingSettings();

  function messageOf(field: (typeof FIELDS)[number]): string {
    if (field === 'slug') return t('slug.invalid');
    if (field === 'minimumNoticeDays') return t('notice.invalid', { max: MINIMUM_NOTICE_DAYS_MAX });
    return t('invalid');
  }

  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: valuesOf(settings, catalogue),
    validate: (values) => {
      const parsed = ZOnlineBookingSettingsSchema.safeParse(settingsOf(values));
      if (parsed.success) return {};
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path);
        if (field && !(field in errors)) errors[field] = messageOf(field);
      }
      return errors;
    },
  });
  const proposal = slugOf(workshopName);
  const prefix = `${window.location.origin}${onlineBookingPath('')}`;

  const onSubmit = form.onSubmit((values) => {
    const settingsToSave = ZOnlineBookingSettingsSchema.parse(settingsOf(values));
    save.mutate(settingsToSave, {
      onSuccess: () => {
        const saved = valuesOf(settingsToSave, catalogue);
        form.setInitialValues(saved);
        form.setValues(saved);
        notifySuccess(t('saved'));
      },
      onError: (error) => {
        const errors: Record<string, string> = {};
        for (const issue of fieldIssuesOf(error)) {
          const field = fieldOf(issue.field.replace(/^onlineBooking\./, '').split('.'));
          if (field && !(field in errors)) errors[field] = field === 'slug' && isSlugTaken(error) ? t('slug.taken') : messageOf(field);
        }
        form.setErrors(errors);
        notifyError(t('saveFailed'));
      },
    });
  });

  const slugInput = form.getInputProps('slug');
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            {...slugInput}
            onChange={(event) => form.setFieldValue('slug', event.currentTarget.value.toLowerCase())}
            label={t('slug.label')}
            description={t('slug.hint')}
            leftSection={prefix}
            leftSectionWidth={`${prefix.length + 2}ch`}
            leftSectionPointerEvents="none"
            autoComplete="off"
            spellCheck={false}
            style={{ flex: 1 }}
          />
          {form.values.slug === '' && proposal !== '' ? (
            <Button variant="default" mt={46} onClick={() => form.setFieldValue('slug', proposal)}>
              {t('slug.propose')}
            </Button>
          ) : null}
        </Group>
        <Switch label={t('paused.label')} description={t('paused.hint')} {...form.getInputProps('paused', { type: 'checkbox' })} />
        <NumberInput
          label={t('notice.label')}
          description={t('notice.hint')}
          min={0}
          max={MINIMUM_NOTICE_DAYS_MAX}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          styles={{ wrapper: { maxWidth: 160 } }}
          {...form.getInputProps('minimumNoticeDays')}
        />
        <BookableServices
          catalogue={catalogue}
          currency={currency}
          value={form.values.bookable}
          onChange={(bookable) => form.setFieldValue('bookable', bookable)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
