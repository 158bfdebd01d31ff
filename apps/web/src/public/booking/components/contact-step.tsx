// Step 4: who books (name and phone needed, email optional for the confirmation), the consent to be contacted,
// and a summary of the booking above the button that sends it.
import { CUSTOMER_NAME_MAX_LENGTH, type TPublicBookingOptions } from '@rueda/domain';
import { useId } from 'react';
import { Field } from '../../shared/field';
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
    <section className="rp-card rp-stack-xs" aria-labelledby="summary-title">
      <h3 id="summary-title">{t('summary.title')}</h3>
      <p className="rp-small">{services.length > 0 ? t('summary.services', { services: services.join(', ') }) : t('summary.noServices')}</p>
      {bike ? <p className="rp-small">{t('summary.bike', { bike })}</p> : null}
      {draft.day ? <p className="rp-small">{t('summary.day', { day: formatDay(draft.day, language) })}</p> : null}
      {chosen.length > 0 ? (
        <p className="rp-small rp-strong">{t(total.isFrom ? 'summary.totalFrom' : 'summary.total', { amount: total.amount })}</p>
      ) : null}
    </section>
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
  const consentId = useId();
  const consentError = errorOf('consent');
  return (
    <div className="rp-stack">
      <Field label={t('contact.name')} error={errorOf('name')} isRequired>
        {(control) => (
          <input
            {...control}
            type="text"
            value={draft.name}
            onChange={(event) => onChange({ name: event.currentTarget.value })}
            maxLength={CUSTOMER_NAME_MAX_LENGTH}
            autoComplete="given-name"
            required
          />
        )}
      </Field>
      <Field label={t('contact.surname')} error={errorOf('surname')}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={draft.surname}
            onChange={(event) => onChange({ surname: event.currentTarget.value })}
            maxLength={CUSTOMER_NAME_MAX_LENGTH}
            autoComplete="family-name"
          />
        )}
      </Field>
      <Field
        label={t('contact.phone')}
        description={t('contact.phoneHelp', { country: countryName(options.country, LOCALES[language]) })}
        error={errorOf('phone')}
        isRequired
      >
        {(control) => (
          <input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={draft.phone}
            onChange={(event) => onChange({ phone: event.currentTarget.value })}
            maxLength={40}
            required
          />
        )}
      </Field>
      <Field label={t('contact.email')} description={t('contact.emailHelp')} error={errorOf('email')}>
        {(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            value={draft.email}
            onChange={(event) => onChange({ email: event.currentTarget.value })}
            maxLength={200}
          />
        )}
      </Field>
      <div className="rp-stack-xs">
        <label className="rp-check">
          <input
            type="checkbox"
            checked={draft.consent}
            onChange={(event) => onChange({ consent: event.currentTarget.checked })}
            required
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? consentId : undefined}
          />
          <span>{t('contact.consent')}</span>
        </label>
        {consentError ? (
          <p className="rp-error" id={consentId}>
            {consentError}
          </p>
        ) : null}
      </div>
      <Summary draft={draft} options={options} />
    </div>
  );
}
