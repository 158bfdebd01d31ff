// Creating or editing one catalogue item in a drawer. A save sends the lastUpdate the form loaded; if
// someone else saved in between, the server refuses it (`aborted`), the drawer says so and shows the
// current version to edit again (docs/product.md §4, as the repair page does).
import { Button, Divider, Drawer, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ServiceKind } from '@rueda/domain';
import { StaleNotice } from '@/components/stale-notice';
import { useRevalidateOnLanguageChange } from '@/lib/form-validation';
import { notifyError, notifySuccess, notifyWarning } from '@/lib/notify';
import { writeFailureOf } from '@/lib/write-error';
import { useCreateService } from '../api/create-service';
import { isStaleServiceError, useUpdateService } from '../api/update-service';
import type { CatalogueItem } from '../catalogue';
import {
  newServiceValues,
  serverFieldErrors,
  serviceValidator,
  serviceValuesOf,
  toCreateInput,
  toUpdateInput,
  type ServiceFormValues,
} from '../service-form';
import { BasicsFields, LegacyFields, PackFields, PriceFields, StockFields, WorkFields } from './service-fields';

/** What the drawer edits: an item of a kind, or a new one (item null). */
export interface EditTarget {
  kind: ServiceKind;
  item: CatalogueItem | null;
}

/** What the form offers from the rest of the catalogue. */
export interface CatalogueChoices {
  /** The maintenances a pack may include (the archived ones only when already chosen). */
  maintenances: { value: string; label: string; archived: boolean }[];
  /** The maintenances' groups, to pick one already in use. */
  groups: string[];
}

interface ServiceFormProps extends EditTarget {
  choices: CatalogueChoices;
  currencySymbol: string;
  onClose: () => void;
  onStale: (current: CatalogueItem | null) => void;
}

function ServiceForm({ kind, item, choices, currencySymbol, onClose, onStale }: ServiceFormProps) {
  const { t } = useTranslation('catalogue');
  const form = useForm<ServiceFormValues>({
    mode: 'controlled',
    initialValues: item ? serviceValuesOf(kind, item) : newServiceValues(kind),
    validate: serviceValidator(kind),
  });
  useRevalidateOnLanguageChange(form);
  const create = useCreateService();
  const update = useUpdateService({ onStale });
  const isSaving = create.isPending || update.isPending;

  function onError(error: Error) {
    if (isStaleServiceError(error)) return;
    const fieldErrors = serverFieldErrors(error);
    if (Object.keys(fieldErrors).length > 0) form.setErrors(fieldErrors);
    notifyError(t(`toasts.${writeFailureOf(error)}`));
  }

  function submit(values: ServiceFormValues) {
    if (!item) {
      create.mutate(toCreateInput(kind, values), {
        onSuccess: ({ service }) => {
          notifySuccess(t('toasts.created', { title: service.title }));
          onClose();
        },
        onError,
      });
      return;
    }
    const input = toUpdateInput(kind, item, values);
    if (!input) {
      onClose();
      return;
    }
    update.mutate(input, {
      onSuccess: () => {
        notifySuccess(t('toasts.saved'));
        onClose();
      },
      onError,
    });
  }

  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack gap="lg">
        <BasicsFields kind={kind} form={form} groups={choices.groups} />
        <PriceFields kind={kind} form={form} currencySymbol={currencySymbol} isLocked={item?.priceLocked === true} />
        {kind === 'stockItems' ? <StockFields form={form} /> : <WorkFields kind={kind} form={form} />}
        {kind === 'packs' ? <PackFields form={form} maintenances={choices.maintenances} /> : null}
        <LegacyFields kind={kind} form={form} />
        <Divider />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {item ? t('actions.save') : t('actions.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The item being edited: it stays as it was loaded while the form is open, until a stale save loads the current one. */
function ServiceEditor({ kind, item: loaded, ...props }: Omit<ServiceFormProps, 'onStale'>) {
  const { t } = useTranslation('catalogue');
  const [item, setItem] = useState(loaded);
  const [version, setVersion] = useState(0);
  const [isStale, setIsStale] = useState(false);

  function onStale(current: CatalogueItem | null) {
    if (current) setItem(current);
    setVersion((count) => count + 1);
    setIsStale(true);
    notifyWarning(t('conflict.message'));
  }

  return (
    <Stack gap="md">
      {isStale ? <StaleNotice namespace="catalogue" onClose={() => setIsStale(false)} /> : null}
      <ServiceForm key={version} kind={kind} item={item} {...props} onStale={onStale} />
    </Stack>
  );
}

export interface ServiceDrawerProps {
  /** The item of the last opening (kept while the drawer closes). */
  target: EditTarget | null;
  opened: boolean;
  /** Changes whenever the drawer opens, so each opening starts from the item as it is then. */
  openingKey: number;
  choices: CatalogueChoices;
  currencySymbol: string;
  onClose: () => void;
}

export function ServiceDrawer({ target, opened, openingKey, choices, currencySymbol, onClose }: ServiceDrawerProps) {
  const { t } = useTranslation('catalogue');
  const title = target?.item ? t('form.editTitle', { title: target.item.title }) : target ? t(`new.${target.kind}`) : '';
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="lg"
      title={title}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {target ? (
        <ServiceEditor
          key={openingKey}
          kind={target.kind}
          item={target.item}
          choices={choices}
          currencySymbol={currencySymbol}
          onClose={onClose}
        />
      ) : null}
    </Drawer>
  );
}
