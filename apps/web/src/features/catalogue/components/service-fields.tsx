// The sections of the services form, each showing the fields its kind has (SERVICE_FIELDS_SCHEMAS).
import { BIKE_TYPES, MAX_ESTIMATED_MINUTES, type ServiceKind } from '@rueda/domain';
import {
  ActionIcon,
  Alert,
  Autocomplete,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '@/components/money-input';
import { hasField, newServiceValues, type ServiceFormValues } from '../service-form';
import { Icon } from './icons';

export interface FieldsProps {
  kind: ServiceKind;
  form: UseFormReturnType<ServiceFormValues>;
}

type MoneyField = 'price' | 'cost' | 'price_from' | 'price_to';

export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
      <Title order={3} size="h6" component="legend" mb={4}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function BasicsFields({ kind, form, groups }: FieldsProps & { groups: string[] }) {
  const { t } = useTranslation('catalogue');
  return (
    <FormSection title={t('form.sections.basics')}>
      <TextInput label={t('form.fields.title')} required data-autofocus {...form.getInputProps('title')} />
      {hasField(kind, 'subtitle') ? <TextInput label={t('form.fields.subtitle')} {...form.getInputProps('subtitle')} /> : null}
      {hasField(kind, 'group') ? (
        <Autocomplete
          label={t('form.fields.group')}
          description={t('form.fields.groupHint')}
          data={groups}
          {...form.getInputProps('group')}
        />
      ) : null}
      {hasField(kind, 'reference') ? (
        <TextInput label={t('form.fields.reference')} description={t('form.fields.referenceHint')} {...form.getInputProps('reference')} />
      ) : null}
      {hasField(kind, 'description') ? (
        <Textarea label={t('form.fields.description')} rows={3} resize="vertical" {...form.getInputProps('description')} />
      ) : null}
      {hasField(kind, 'recommendation') ? (
        <Textarea label={t('form.fields.recommendation')} rows={2} resize="vertical" {...form.getInputProps('recommendation')} />
      ) : null}
    </FormSection>
  );
}

/** `isLocked`: docs/product.md §32.3, the chain's head office fixed the prices; the cost stays the shop's own. */
export function PriceFields({
  kind,
  form,
  currencySymbol,
  isLocked = false,
}: FieldsProps & { currencySymbol: string; isLocked?: boolean }) {
  const { t } = useTranslation('catalogue');
  const values = form.getValues();
  const money = (name: MoneyField, label: string, description?: string) => (
    <MoneyInput
      label={label}
      description={description}
      currencySymbol={currencySymbol}
      value={values[name] as number | null}
      onChange={(cents) => form.setFieldValue(name, cents)}
      error={form.errors[name]}
      disabled={isLocked && name !== 'cost'}
    />
  );
  return (
    <FormSection title={t('form.sections.prices')}>
      {isLocked ? (
        <Text size="sm" c="dimmed">
          {t('form.priceLocked')}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {money('price', t(kind === 'stockItems' ? 'form.fields.salePrice' : 'form.fields.price'))}
        {hasField(kind, 'cost') ? money('cost', t('form.fields.cost'), t('form.fields.costHint')) : null}
        {hasField(kind, 'price_from') ? money('price_from', t('form.fields.priceFrom'), t('form.fields.priceRangeHint')) : null}
        {hasField(kind, 'price_to') ? money('price_to', t('form.fields.priceTo')) : null}
      </SimpleGrid>
      {hasField(kind, 'prices') && !isLocked ? <PriceVariants form={form} currencySymbol={currencySymbol} /> : null}
    </FormSection>
  );
}

/** A maintenance's variants, each with its own price (docs/product.md §3 `prices`). */
function PriceVariants({ form, currencySymbol }: { form: FieldsProps['form']; currencySymbol: string }) {
  const { t } = useTranslation('catalogue');
  const variants = form.getValues().prices;
  return (
    <Stack gap={6}>
      <div>
        <Text size="sm" fw={500}>
          {t('form.fields.variants')}
        </Text>
        <Text size="xs" c="dimmed">
          {variants.length === 0 ? t('form.fields.noVariants') : t('form.fields.variantsHint')}
        </Text>
      </div>
      {variants.map((variant, index) => (
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            aria-label={t('form.fields.variantLabel', { number: index + 1 })}
            placeholder={t('form.fields.variantLabel', { number: index + 1 })}
            style={{ flex: 1 }}
            {...form.getInputProps(`prices.${index}.label`)}
          />
          <MoneyInput
            aria-label={t('form.fields.variantPrice', { number: index + 1 })}
            currencySymbol={currencySymbol}
            w={140}
            value={variant.price}
            onChange={(cents) => form.setFieldValue(`prices.${index}.price`, cents)}
            error={form.errors[`prices.${index}.price`]}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={2}
            aria-label={t('actions.removeVariant', { number: index + 1 })}
            onClick={() => form.removeListItem('prices', index)}
          >
            <Icon name="remove" />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<Icon name="plus" size={14} />}
        style={{ alignSelf: 'flex-start' }}
        onClick={() => form.insertListItem('prices', { label: '', price: null })}
      >
        {t('actions.addVariant')}
      </Button>
    </Stack>
  );
}

export function StockFields({ form }: Pick<FieldsProps, 'form'>) {
  const { t } = useTranslation('catalogue');
  const isNegative = Number(form.getValues().quantity) < 0;
  return (
    <FormSection title={t('form.sections.stock')}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <NumberInput label={t('form.fields.quantity')} allowDecimal={false} {...form.getInputProps('quantity')} />
        <NumberInput
          label={t('form.fields.minQuantity')}
          description={t('form.fields.minQuantityHint')}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('minQuantity')}
        />
      </SimpleGrid>
      {isNegative ? (
        <Alert color="red" variant="light" role="status">
          {t('form.fields.negativeQuantity')}
        </Alert>
      ) : null}
    </FormSection>
  );
}

export function WorkFields({ kind, form }: FieldsProps) {
  const { t } = useTranslation('catalogue');
  const minutes = form.getValues().estimatedMinutes;
  return (
    <FormSection title={t('form.sections.work')}>
      <NumberInput
        label={t('form.fields.estimatedMinutes')}
        description={t('form.fields.estimatedMinutesHint')}
        allowDecimal={false}
        allowNegative={false}
        min={0}
        max={MAX_ESTIMATED_MINUTES}
        step={15}
        value={minutes ?? ''}
        onChange={(value) => form.setFieldValue('estimatedMinutes', value)}
        error={form.errors.estimatedMinutes}
      />
      {hasField(kind, 'checklist') ? (
        <TagsInput
          label={t('form.fields.checklist')}
          description={t('form.fields.checklistHint')}
          clearable
          {...form.getInputProps('checklist')}
        />
      ) : null}
    </FormSection>
  );
}

export interface PackFieldsProps extends Pick<FieldsProps, 'form'> {
  /** The workshop's maintenances, archived ones too. */
  maintenances: { value: string; label: string; archived: boolean }[];
}

export function PackFields({ form, maintenances: all }: PackFieldsProps) {
  const { t } = useTranslation(['catalogue', 'repairs']);
  const values = form.getValues();
  // An archived maintenance is offered no more, but one the pack already includes stays shown.
  const chosen = new Set([...values.bonusMaintenances, ...values.allowedBonusMaintenances]);
  const maintenances = all.filter((option) => !option.archived || chosen.has(option.value)).map(({ value, label }) => ({ value, label }));
  return (
    <FormSection title={t('form.sections.pack')}>
      <MultiSelect
        label={t('form.fields.allowedDisciplines')}
        description={t('form.fields.allowedDisciplinesHint')}
        data={BIKE_TYPES.map((type) => ({ value: type, label: t(`repairs:bikeTypes.${type}`) }))}
        clearable
        {...form.getInputProps('allowedDisciplines')}
      />
      {(['bonusMaintenances', 'allowedBonusMaintenances'] as const).map((field) => (
        <MultiSelect
          key={field}
          label={t(`form.fields.${field}`)}
          data={maintenances}
          searchable
          nothingFoundMessage={t('form.fields.noMaintenances')}
          {...form.getInputProps(field)}
        />
      ))}
      <TagsInput label={t('form.fields.details')} description={t('form.fields.detailsHint')} clearable {...form.getInputProps('details')} />
      <Switch label={t('form.fields.needsAdditionalData')} {...form.getInputProps('needsAdditionalData', { type: 'checkbox' })} />
      <Switch
        label={t('form.fields.conditionalDescriptionEnabled')}
        {...form.getInputProps('conditionalDescriptionEnabled', { type: 'checkbox' })}
      />
      {values.conditionalDescriptionEnabled ? (
        <Textarea
          label={t('form.fields.conditionDescriptionValue')}
          rows={2}
          resize="vertical"
          {...form.getInputProps('conditionDescriptionValue')}
        />
      ) : null}
    </FormSection>
  );
}

/**
 * The fields items imported from the older app keep ("type", "value"), out of the way. The type is shown only when
 * the item came with one of its own: the kind's default ('maintenance', 'pack') is a code, not a word to read.
 */
export function LegacyFields({ kind, form }: FieldsProps) {
  const { t } = useTranslation('catalogue');
  if (!hasField(kind, 'value')) return null;
  const showsType = hasField(kind, 'type') && String(form.getInitialValues().type ?? '').trim() !== newServiceValues(kind).type;
  return (
    <FormSection title={t('form.sections.legacy')}>
      <Text size="xs" c="dimmed">
        {t('form.legacyHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {showsType ? <TextInput label={t('form.fields.type')} {...form.getInputProps('type')} /> : null}
        <TextInput label={t('form.fields.value')} {...form.getInputProps('value')} />
      </SimpleGrid>
    </FormSection>
  );
}
