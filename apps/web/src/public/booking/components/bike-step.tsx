// Step 2: the bike (brand from the built-in list, or one not in it that the model field then names; model; kind)
// and what is wrong with it, needed when no service was chosen. The brand is the phone's own picker (a native
// select): at home on a phone, typed into on a computer, and without a searchable list's code.
import { BIKE_MANUFACTURERS, BIKE_TYPES, PROBLEM_MAX_LENGTH, BIKE_MODEL_MAX_LENGTH } from '@rueda/domain';
import { useMemo } from 'react';
import { Field } from '../../shared/field';
import { OTHER_BRAND, type BookingDraft, type FieldErrors } from '../booking-draft';
import { useTexts } from '../texts';

type BikeFields = Pick<BookingDraft, 'brand' | 'brandLabel' | 'model' | 'type' | 'problem'>;

export default function BikeStep({
  draft,
  errors,
  onChange,
}: {
  draft: BikeFields;
  errors: FieldErrors;
  onChange: (change: Partial<BikeFields>) => void;
}) {
  const { t } = useTexts();
  const brands = useMemo(
    () => [{ value: '', label: t('bike.brandPlaceholder') }, { value: OTHER_BRAND, label: t('bike.otherBrand') }, ...BIKE_MANUFACTURERS],
    [t],
  );
  const isOtherBrand = draft.brand === OTHER_BRAND;
  return (
    <div className="rp-stack">
      <Field label={t('bike.brand')}>
        {(control) => (
          <select
            {...control}
            value={draft.brand ?? ''}
            onChange={(event) => {
              const brand = event.currentTarget.value || null;
              const label = BIKE_MANUFACTURERS.find((option) => option.value === brand)?.label ?? '';
              onChange({ brand, brandLabel: label });
            }}
          >
            {brands.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={isOtherBrand ? t('bike.modelWithBrand') : t('bike.model')}
        description={isOtherBrand ? t('bike.modelHelp') : undefined}
        error={errors.model ? t(errors.model) : undefined}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            value={draft.model}
            onChange={(event) => onChange({ model: event.currentTarget.value })}
            maxLength={BIKE_MODEL_MAX_LENGTH}
          />
        )}
      </Field>
      <Field label={t('bike.type')}>
        {(control) => (
          <select {...control} value={draft.type} onChange={(event) => onChange({ type: event.currentTarget.value as BikeFields['type'] })}>
            {BIKE_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`bike.types.${type}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('bike.problem')} error={errors.problem ? t(errors.problem) : undefined}>
        {(control) => (
          <textarea
            {...control}
            placeholder={t('bike.problemPlaceholder')}
            value={draft.problem}
            onChange={(event) => onChange({ problem: event.currentTarget.value })}
            maxLength={PROBLEM_MAX_LENGTH}
            rows={4}
          />
        )}
      </Field>
    </div>
  );
}
