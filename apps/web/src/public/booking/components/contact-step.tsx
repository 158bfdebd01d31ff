// Step 4: who books (name and phone needed, email optional for the confirmation), the consent to be contacted,
// and a summary of the booking above the button that sends it.
import { CUSTOMER_NAME_MAX_LENGTH, type TPublicBookingOptions } from '@rueda/domain';
import { Card, Checkbox, Stack, Text, TextInput, Title } from '@mantine/core';
import { chosenServices, type BookingDraft, type FieldErrors } from '../booking-draft';
import { formatDay, totalOf } from '../format';
import { LOCALES, useTexts } from '../texts';

type ContactFields = Pick<BookingDraft, 'name' | 'surname' | 'phone' | 'email' | 'consent'>;

function countryName(country: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(country) ?? country;
  } catch {
    return country;
  }
}

function Summary({ draft, options }: { draft: BookingDraft; options: TPublicBookingOptions }) {
  const { t, language } = useTexts();
  const chosen = chosenServices(draft, options);
  const services = chosen.map((service) => service.title);
  const total = totalOf(chosen, options.workshop.currency.code);
  const bike = [draft.brandLabel, draft.model.trim(), draft.type === 'unknown' ? '' : `(${t(`bike.types.${draft.type}`)})`]
    .filter(Boolean)
    .join(' ');
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="summary-title">
      <Title order={3} size="h5" id="summary-title" mb="xs">
        {t('summary.title')}
      </Title>
      <Stack gap={4}>
        <Text size="sm">{services.length > 0 ? t('summary.services', { services: services.join(', ') }) : t('summary.noServices')}</Text>
        {bike ? <Text size="sm">{t('summary.bike', { bike })}</Text> : null}
        {draft.day ? <Text size="sm">{t('summary.day', { day: formatDay(draft.day, language) })}</Text> : null}
        {chosen.length > 0 ? (
          <Text size="sm" fw={600}>
            {t(total.isFrom ? 'summary.totalFrom' : 'summary.total', { amount: total.amount })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

export function ContactStep({
  draft,
  options,
  errors,
  onChange,
}: {
  draft: BookingDraft;
  options: TPublicBookingOptions;
  errors: FieldErrors;
  onChange: (change: Partial<ContactFields>) => void;
}) {
  const { t, language } = useTexts();
  const errorOf = (field: keyof FieldErrors) => {
    const key = errors[field];
    return key ? t(key) : undefined;
  };
  return (
    <Stack gap="md">
      <TextInput
        label={t('contact.name')}
        value={draft.name}
        onChange={(event) => onChange({ name: event.currentTarget.value })}
        maxLength={CUSTOMER_NAME_MAX_LENGTH}
        autoComplete="given-name"
        required
        error={errorOf('name')}
        size="md"
      />
      <TextInput
        label={t('contact.surname')}
        value={draft.surname}
        onChange={(event) => onChange({ surname: event.currentTarget.value })}
        maxLength={CUSTOMER_NAME_MAX_LENGTH}
        autoComplete="family-name"
        error={errorOf('surname')}
        size="md"
      />
      <TextInput
        label={t('contact.phone')}
        description={t('contact.phoneHelp', { country: countryName(options.country, LOCALES[language]) })}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={draft.phone}
        onChange={(event) => onChange({ phone: event.currentTarget.value })}
        maxLength={40}
        required
        error={errorOf('phone')}
        size="md"
      />
      <TextInput
        label={t('contact.email')}
        description={t('contact.emailHelp')}
        type="email"
        autoComplete="email"
        value={draft.email}
        onChange={(event) => onChange({ email: event.currentTarget.value })}
        maxLength={200}
        error={errorOf('email')}
        size="md"
      />
      <Checkbox
        label={t('contact.consent')}
        checked={draft.consent}
        onChange={(event) => onChange({ consent: event.currentTarget.checked })}
        error={errorOf('consent')}
        required
        size="md"
      />
      <Summary draft={draft} options={options} />
    </Stack>
  );
}
