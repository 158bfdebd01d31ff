// docs/product.md §30.4: a change someone else's edit made stale, item by item beside the repair as it is now ('Tu
// cambio' and 'Ahora en el taller'); 'Aplicar' sends again only what the user kept, on the current version, or lets the
// change go when they kept nothing. A repair deleted meanwhile can only be let go.
import type { TRepair } from '@rueda/domain';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { FunctionError } from '@rueda/domain';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import { newChangeId } from '@/lib/outbox/change-id';
import type { QueuedChange } from '@/lib/outbox/queued-change';
import { useCurrentRepair } from '../api/get-current-state';
import { choiceOf, conflictRows, resolveConflict, toSendAgain, type Choice, type ConflictRow } from '../conflicts';
import { ConflictRowView } from './conflict-row';
import { DiscardControl } from './discard-control';

const LIST = { listStyle: 'none', margin: 0, padding: 0 } as const;

export interface StaleChoiceProps {
  change: QueuedChange;
  /** The change's id in the repair it changes. */
  repairId: string;
  onSave: (next: QueuedChange | null) => Promise<void>;
  onCancel: () => void;
}

/** The sheet a check row belongs to, named as the repair page names it, before its first item. */
function SheetHeading({ row, repair }: { row: ConflictRow; repair: TRepair }) {
  const { t } = useTranslation(['offline', 'repairs']);
  if (row.kind !== 'check') return null;
  const title = row.sheetTitle ?? t('repairs:controlSheets.untitled');
  const isGone = !repair.state.controlSheets.some((sheet) => sheet.controlSheetId === row.controlSheetId);
  return (
    <li>
      <Text size="sm" fw={700}>
        {t('repairs:controlSheets.sheetOf', { title })}
      </Text>
      {isGone ? (
        <Text size="xs" c="red">
          {t('conflict.sheetGone')}
        </Text>
      ) : null}
    </li>
  );
}

function Choices({ change, repair, onSave, onCancel }: Omit<StaleChoiceProps, 'repairId'> & { repair: TRepair }) {
  const { t } = useTranslation('offline');
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [isSaving, setIsSaving] = useState(false);
  const rows = conflictRows(change.call, repair, change.seenSheets);
  const apply = () => {
    setIsSaving(true);
    const resolution = resolveConflict(change.call, repair, rows, choices, newChangeId());
    void onSave(resolution.kind === 'remove' ? null : toSendAgain(change, resolution.call, repair)).finally(() => setIsSaving(false));
  };
  return (
    <Stack gap="sm">
      <Text size="sm">{t('conflict.intro')}</Text>
      <Text size="sm" c="dimmed">
        {t('conflict.lastChange', { when: formatDateTime(repair.lastUpdate) })}
      </Text>
      <SimpleGrid cols={2} spacing="sm" aria-hidden>
        <Text size="xs" fw={700} tt="uppercase">
          {t('conflict.mine')}
        </Text>
        <Text size="xs" fw={700} tt="uppercase">
          {t('conflict.theirs')}
        </Text>
      </SimpleGrid>
      <Stack component="ul" gap="xs" style={LIST}>
        {rows.map((row, index) => {
          const previous = rows[index - 1];
          const isNewSheet = row.kind === 'check' && (previous?.kind !== 'check' || previous.controlSheetId !== row.controlSheetId);
          return (
            <Fragment key={row.key}>
              {isNewSheet ? <SheetHeading row={row} repair={repair} /> : null}
              <ConflictRowView
                row={row}
                choice={choiceOf(choices, row)}
                onChoose={(choice) => setChoices({ ...choices, [row.key]: choice })}
              />
            </Fragment>
          );
        })}
      </Stack>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button onClick={apply} loading={isSaving}>
          {t('conflict.apply')}
        </Button>
      </Group>
    </Stack>
  );
}

export function StaleChoice({ change, repairId, onSave, onCancel }: StaleChoiceProps) {
  const { t } = useTranslation('offline');
  const current = useCurrentRepair(repairId);
  if (current.data) return <Choices change={change} repair={current.data} onSave={onSave} onCancel={onCancel} />;
  if (current.error instanceof FunctionError && current.error.code === 'not-found')
    return (
      <Stack gap="sm">
        <Alert color="red" role="alert">
          {t('conflict.repairGone')}
        </Alert>
        <DiscardControl onDiscard={() => onSave(null)} />
      </Stack>
    );
  if (current.isError)
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="red" role="alert" w="100%">
          {t('conflict.loadFailed')}
        </Alert>
        <Button variant="light" onClick={() => void current.refetch()}>
          {t('actions.retry')}
        </Button>
      </Stack>
    );
  return (
    <Group gap="sm">
      <Loader size="sm" />
      <Text size="sm">{t('conflict.loading')}</Text>
    </Group>
  );
}
