import { ZWorkshopUpdateInputSchema, type TWorkshopSummary } from '@rueda/domain';
import { Alert, Button, Card, DataList, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { changesErrorsOf, useRevalidateOnLanguageChange, zodFormValidator } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateCurrency, useUpdateWorkshop } from '../api/account-settings';
import { useExportWorkshop } from '../api/export-workshop';
import { CurrencySelect } from './currency-select';
import { LogoField } from './logo-field';
import { SectionIntro } from '@/components/section-intro';

type Identity = Pick<TWorkshopSummary, 'name' | 'address' | 'phone' | 'taxId'>;

const identityOf = ({ name, address, phone, taxId }: TWorkshopSummary): Identity => ({ name, address, phone, taxId });

function IdentityForm({ workshop }: { workshop: TWorkshopSummary }) {
  const { t } = useTranslation('profile');
  const update = useUpdateWorkshop();
  const form = useForm<Identity>({
    mode: 'controlled',
    initialValues: identityOf(workshop),
    validate: zodFormValidator(ZWorkshopUpdateInputSchema),
  });
  useRevalidateOnLanguageChange(form);

  function save(values: Identity) {
    update.mutate(values, {
      onSuccess: (saved) => {
        form.resetDirty(identityOf(saved));
        notifySuccess(t('workshop.saved'));
      },
      onError: (error) => {
        const fields = changesErrorsOf(error, () => 'validation.invalid');
        if (Object.keys(fields).length > 0) form.setErrors(fields);
        else notifyError(t('workshop.saveFailed'));
      },
    });
  }

  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <Stack gap="sm">
        <TextInput label={t('workshop.name')} required autoComplete="organization" {...form.getInputProps('name')} />
        <TextInput label={t('workshop.address')} autoComplete="street-address" {...form.getInputProps('address')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('workshop.phone')} type="tel" autoComplete="tel" {...form.getInputProps('phone')} />
          <TextInput label={t('workshop.taxId')} {...form.getInputProps('taxId')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" variant="light" disabled={!form.isDirty()} loading={update.isPending}>
            {t('workshop.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function IdentityList({ workshop }: { workshop: TWorkshopSummary }) {
  const { t } = useTranslation('profile');
  const notGiven = (
    <Text span c="dimmed" fs="italic">
      {t('notGiven')}
    </Text>
  );
  const rows: [string, ReactNode][] = [
    [t('workshop.name'), workshop.name],
    [t('workshop.address'), workshop.address || notGiven],
    [t('workshop.phone'), workshop.phone || notGiven],
    [t('workshop.taxId'), workshop.taxId || notGiven],
    [t('workshop.currency'), `${workshop.currency.symbol} ${workshop.currency.name}`],
  ];
  return (
    <DataList labelWidth={140} withDivider>
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList>
  );
}

/** docs/product.md §18.4: the admin takes everything of the workshop away. */
function ExportWorkshop() {
  const { t } = useTranslation('profile');
  const download = useExportWorkshop();
  return (
    <Stack gap="xs">
      <SectionIntro title={t('export.title')} hint={t('export.hint')} />
      <Group>
        <Button
          variant="default"
          size="sm"
          loading={download.isPending}
          onClick={() => download.mutate(undefined, { onError: () => notifyError(t('export.failed')) })}
        >
          {t('export.download')}
        </Button>
      </Group>
    </Stack>
  );
}

export interface WorkshopCardProps {
  workshop: TWorkshopSummary | null;
  /** docs/roles.md: the workshop's identity and currency are the admin's. */
  mayEdit: boolean;
  /** The opening hours and daily capacity (the calendar's settings), when the role may set them. */
  hours?: ReactNode;
}

/** docs/product.md §18.2: the workshop, edited by its admin and read by the rest of the team. */
export function WorkshopCard({ workshop, mayEdit, hours }: WorkshopCardProps) {
  const { t } = useTranslation('profile');
  const currency = useUpdateCurrency();
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('workshop.title')}
        </Title>
        {!workshop ? (
          <Text c="dimmed">{t('workshop.none')}</Text>
        ) : mayEdit ? (
          <>
            <IdentityForm workshop={workshop} />
            <LogoField workshop={workshop} />
            <CurrencySelect
              value={workshop.currency.name}
              disabled={currency.isPending}
              onChange={(code) =>
                currency.mutate(code, {
                  onSuccess: (saved) =>
                    notifySuccess(t('workshop.currencySaved', { currency: `${saved.currency.symbol} ${saved.currency.name}` })),
                  onError: () => notifyError(t('workshop.saveFailed')),
                })
              }
            />
          </>
        ) : (
          <>
            <IdentityList workshop={workshop} />
            <Alert variant="light" color="gray">
              {t('workshop.readOnly')}
            </Alert>
          </>
        )}
        {workshop && hours ? hours : null}
        {workshop && mayEdit ? <ExportWorkshop /> : null}
      </Stack>
    </Card>
  );
}
