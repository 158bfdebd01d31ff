// Step 2: the bike (brand from the built-in list, or one not in it that the model field then names; model; kind)
// and what is wrong with it, needed when no service was chosen. Loaded apart from the page's first download (see
// booking-form.tsx): the brands' list, its searchable Select and the domain module they come from weigh more than
// the rest of the page.
import { BIKE_MANUFACTURERS, BIKE_TYPES, PROBLEM_MAX_LENGTH, BIKE_MODEL_MAX_LENGTH } from '@rueda/domain';
import { NativeSelect, Select, Stack, Textarea, TextInput } from '@mantine/core';
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
  const brands = useMemo(() => [{ value: OTHER_BRAND, label: t('bike.otherBrand') }, ...BIKE_MANUFACTURERS], [t]);
  const isOtherBrand = draft.brand === OTHER_BRAND;
  return (
    <Stack gap="md">
      <Select
        label={t('bike.brand')}
        placeholder={t('bike.brandPlaceholder')}
        data={brands}
        value={draft.brand}
        onChange={(brand, option) => onChange({ brand, brandLabel: brand && brand !== OTHER_BRAND ? (option?.label ?? '') : '' })}
        searchable
        clearable
        nothingFoundMessage={t('bike.noBrand')}
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
