// docs/product.md §32.3: "Publicar en la cadena" on the head office's catalogue: which of the chain's workshops, which
// kinds of item, and whether the head office's prices are fixed. Its code and texts load when it opens.
import { FunctionError, SERVICE_KINDS, type ServiceKind, type TChain } from '@rueda/domain';
import { Button, Checkbox, Group, Modal, Skeleton, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { useAccount } from '@/features/account';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useChain } from '../api/chain';
import { usePublishCatalogue } from '../api/publish';

const REFUSALS = { 'not-head-office': 'notHeadOffice', 'not-in-chain': 'notInChain', 'not-chain-admin': 'notChainAdmin' } as const;

function refusalOf(error: unknown): (typeof REFUSALS)[keyof typeof REFUSALS] | 'failed' {
  const reason = error instanceof FunctionError ? (error.details as { reason?: unknown } | undefined)?.reason : undefined;
  return typeof reason === 'string' && Object.hasOwn(REFUSALS, reason) ? REFUSALS[reason as keyof typeof REFUSALS] : 'failed';
}

function PublishForm({ chain, onClose }: { chain: TChain; onClose: () => void }) {
  const { t } = useTranslation('chain-settings');
  const { t: tCatalogue } = useTranslation('catalogue');
  const others = chain.workshops.filter((workshop) => !workshop.isHeadOffice);
  const [workshopIds, setWorkshopIds] = useState<string[]>(others.map((workshop) => workshop.id));
  const [kinds, setKinds] = useState<string[]>([...SERVICE_KINDS]);
  const [lockPrices, setLockPrices] = useState(false);
  const [isChecked, setIsChecked] = useState(false);
  const publish = usePublishCatalogue();
  const submit = () => {
    setIsChecked(true);
    if (workshopIds.length === 0 || kinds.length === 0) return;
    publish.mutate(
      { workshopIds, kinds: kinds as ServiceKind[], lockPrices },
      {
        onSuccess: ({ workshops }) => {
          const sum = (key: 'created' | 'updated') => workshops.reduce((total, workshop) => total + workshop[key], 0);
          notifySuccess(t('publish.done', { count: workshops.length, created: sum('created'), updated: sum('updated') }));
          onClose();
        },
        onError: (error) => notifyError(t(`errors.${refusalOf(error)}`)),
      },
    );
  };
  return (
    <Stack gap="md">
      <Text size="sm">{t('publish.description')}</Text>
      <Checkbox.Group
        label={t('publish.workshops')}
        value={workshopIds}
        onChange={setWorkshopIds}
        error={isChecked && workshopIds.length === 0 ? t('publish.chooseWorkshop') : undefined}
      >
        <Stack gap={6} mt={6}>
          {others.map((workshop) => (
            <Checkbox key={workshop.id} value={workshop.id} label={workshop.name} />
          ))}
        </Stack>
      </Checkbox.Group>
      <Checkbox.Group
        label={t('publish.kinds')}
        value={kinds}
        onChange={setKinds}
        error={isChecked && kinds.length === 0 ? t('publish.chooseKind') : undefined}
      >
        <Group gap="md" mt={6}>
          {SERVICE_KINDS.map((kind) => (
            <Checkbox key={kind} value={kind} label={tCatalogue(`kinds.${kind}`)} />
          ))}
        </Group>
      </Checkbox.Group>
      <Switch
        label={t('publish.lockPrices')}
        description={t('publish.lockPricesHint')}
        checked={lockPrices}
        onChange={(event) => setLockPrices(event.currentTarget.checked)}
      />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('publish.cancel')}
        </Button>
        <Button onClick={submit} loading={publish.isPending}>
          {t('publish.submit')}
        </Button>
      </Group>
    </Stack>
  );
}

export function PublishDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('chain-settings');
  const chain = useChain();
  const workshopId = useAccount().data?.workshop?.id;
  let body;
  if (chain.isPending) body = <Skeleton height={160} radius="md" role="status" aria-label={t('loading')} />;
  else if (chain.isError)
    body = (
      <LoadError
        title={t('loadFailed')}
        description={t('loadFailedDescription')}
        retryLabel={t('retry')}
        onRetry={() => void chain.refetch()}
      />
    );
  else if (!chain.data.chain || chain.data.chain.headWorkshopId !== workshopId || chain.data.chain.workshops.length < 2)
    body = <Text size="sm">{t(chain.data.chain?.headWorkshopId === workshopId ? 'publish.alone' : 'publish.notHeadOffice')}</Text>;
  else body = <PublishForm chain={chain.data.chain} onClose={onClose} />;
  return (
    <Modal opened onClose={onClose} title={t('publish.title')} size="lg">
      {body}
    </Modal>
  );
}
