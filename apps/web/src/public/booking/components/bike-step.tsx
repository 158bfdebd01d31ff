// Step 2: the bike (brand from the built-in list, or one not in it that the model field then names; model; kind)
// and what is wrong with it, needed when no service was chosen. The brand is the phone's own picker (a native
// select): at home on a phone, typed into on a computer, and without a searchable list's code, which would make
// the page's download a quarter heavier (scripts/budgets.mjs, `/book/:slug`).
import { BIKE_MANUFACTURERS, BIKE_TYPES, PROBLEM_MAX_LENGTH, BIKE_MODEL_MAX_LENGTH } from '@rueda/domain';
import { NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useMemo } from 'react';
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
    <Stack gap="md">
      <NativeSelect
        label={t('bike.brand')}
        data={brands}
        value={draft.brand ?? ''}
        onChange={(event) => {
          const brand = event.currentTarget.value || null;
          const label = BIKE_MANUFACTURERS.find((option) => option.value === brand)?.label ?? '';
          onChange({ brand, brandLabel: label });
        }}
        size="md"
      />
      <TextInput
        label={isOtherBrand ? t('bike.modelWithBrand') : t('bike.model')}
        description={isOtherBrand ? t('bike.modelHelp') : undefined}
        value={draft.model}
        onChange={(event) => onChange({ model: event.currentTarget.value })}
        maxLength={BIKE_MODEL_MAX_LENGTH}
        error={errors.model ? t(errors.model) : undefined}
        size="md"
      />
      <NativeSelect
        label={t('bike.type')}
        value={draft.type}
        onChange={(event) => onChange({ type: event.currentTarget.value as BikeFields['type'] })}
        data={BIKE_TYPES.map((type) => ({ value: type, label: t(`bike.types.${type}`) }))}
        size="md"
      />
      <Textarea
        label={t('bike.problem')}
        placeholder={t('bike.problemPlaceholder')}
        value={draft.problem}
        onChange={(event) => onChange({ problem: event.currentTarget.value })}
        maxLength={PROBLEM_MAX_LENGTH}
        rows={4}
        error={errors.problem ? t(errors.problem) : undefined}
        size="md"
      />
    </Stack>
  );
}
