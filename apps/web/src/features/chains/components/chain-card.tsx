// docs/product.md §32.2: the profile's chain section. A workshop's admin makes the workshop the head office of a
// chain; the chain's administrator sees its workshops and administrators and adds another workshop they are admin of.
import { FunctionError, ZChainsCreateInputSchema, type TChain, type TMembership } from '@rueda/domain';
import { Badge, Button, Card, Group, NativeSelect, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { PlainList } from '@/components/plain-list';
import { useAccount } from '@/features/account';
import { usePermission } from '@/features/auth';
import { useRevalidateOnLanguageChange, zodFormValidator } from '@/lib/form-validation';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddWorkshopToChain, useChain, useCreateChain } from '../api/chain';
import { CustomerSharing } from './customer-sharing';

/** The server's refusals, by reason, as the `chain-settings:errors.*` texts. */
const REFUSALS = { 'already-in-chain': 'alreadyInChain', 'not-a-member': 'notMember', 'not-chain-admin': 'notChainAdmin' } as const;

function refusalOf(error: unknown): (typeof REFUSALS)[keyof typeof REFUSALS] | 'failed' {
  const reason = error instanceof FunctionError ? (error.details as { reason?: unknown } | undefined)?.reason : undefined;
  return typeof reason === 'string' && Object.hasOwn(REFUSALS, reason) ? REFUSALS[reason as keyof typeof REFUSALS] : 'failed';
}

function CreateChainForm() {
  const { t } = useTranslation('chain-settings');
  const create = useCreateChain();
  const form = useForm({ mode: 'controlled', initialValues: { name: '' }, validate: zodFormValidator(ZChainsCreateInputSchema) });
  useRevalidateOnLanguageChange(form);
  const onSubmit = form.onSubmit(({ name }) =>
    create.mutate(name.trim(), {
      onSuccess: () => notifySuccess(t('created')),
      onError: (error) => notifyError(t(`errors.${refusalOf(error)}`)),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('name')}
          autoComplete="off"
          required
          withAsterisk={false}
          style={{ flex: 1, minWidth: 220 }}
          {...form.getInputProps('name')}
        />
        <Button type="submit" mt={{ base: 0, xs: 25 }} loading={create.isPending}>
          {t('create')}
        </Button>
      </Group>
    </form>
  );
}

/** The account's other workshops it is the active admin of and that are not in this chain yet. */
function addable(memberships: readonly TMembership[], chain: TChain): TMembership[] {
  const inChain = new Set(chain.workshops.map((workshop) => workshop.id));
  return memberships.filter((membership) => membership.active && membership.role === 'admin' && !inChain.has(membership.workshopId));
}

function AddWorkshopForm({ chain }: { chain: TChain }) {
  const { t } = useTranslation('chain-settings');
  const memberships = useAccount().data?.memberships ?? [];
  const add = useAddWorkshopToChain();
  const [workshopId, setWorkshopId] = useState<string | null>(null);
  const choices = addable(memberships, chain);
  if (choices.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('noneToAdd')}
      </Text>
    );
  const submit = () => {
    const chosen = choices.find((choice) => choice.workshopId === workshopId);
    if (!chosen) return;
    add.mutate(chosen.workshopId, {
      onSuccess: () => {
        notifySuccess(t('added', { name: chosen.workshopName }));
        setWorkshopId(null);
      },
      onError: (error) => notifyError(t(`errors.${refusalOf(error)}`)),
    });
  };
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label={t('add')}
        data={[
          { value: '', label: t('addPlaceholder') },
          ...choices.map((choice) => ({ value: choice.workshopId, label: choice.workshopName })),
        ]}
        value={workshopId ?? ''}
        onChange={(event) => setWorkshopId(event.currentTarget.value || null)}
        style={{ flex: 1, minWidth: 220 }}
      />
      <Button onClick={submit} disabled={workshopId === null} loading={add.isPending}>
        {t('addSubmit')}
      </Button>
    </Group>
  );
}

function ChainDetails({ chain, isChainAdmin }: { chain: TChain; isChainAdmin: boolean }) {
  const { t } = useTranslation('chain-settings');
  return (
    <Stack gap="md">
      <Text fw={600}>{chain.name}</Text>
      <PlainList gap={6} aria-label={t('workshops')}>
        {chain.workshops.map((workshop) => (
          <Group key={workshop.id} component="li" gap="xs" wrap="nowrap">
            <Text size="sm">{workshop.name}</Text>
            {workshop.isHeadOffice ? (
              <Badge size="sm" variant="light">
                {t('headOffice')}
              </Badge>
            ) : null}
          </Group>
        ))}
      </PlainList>
      <Text size="sm" c="dimmed">
        {t('admins', { names: chain.admins.map((admin) => admin.name || admin.email).join(', ') })}
      </Text>
      {isChainAdmin ? <AddWorkshopForm chain={chain} /> : null}
      <CustomerSharing chain={chain} isChainAdmin={isChainAdmin} />
    </Stack>
  );
}

export function ChainCard() {
  const { t } = useTranslation('chain-settings');
  const mayCreate = usePermission('workshop.settings');
  const chain = useChain();
  function body() {
    if (chain.isPending) return <Skeleton height={60} radius="md" role="status" aria-label={t('loading')} />;
    if (chain.isError)
      return (
        <LoadError
          title={t('loadFailed')}
          description={t('loadFailedDescription')}
          retryLabel={t('retry')}
          onRetry={() => void chain.refetch()}
        />
      );
    const { chain: found, isChainAdmin } = chain.data;
    if (found) return <ChainDetails chain={found} isChainAdmin={isChainAdmin} />;
    return (
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('none')}
        </Text>
        {mayCreate ? <CreateChainForm /> : null}
      </Stack>
    );
  }
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('title')}
        </Title>
        {body()}
      </Stack>
    </Card>
  );
}
