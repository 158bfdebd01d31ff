// docs/product.md §30.4: one item of a stale change beside the repair as it is now: the same ('Igual'), no longer
// applicable, or a choice between the user's value and the workshop's.
import { Badge, Group, Paper, Radio, SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import { mechanicsQueryOptions } from '@/lib/mechanics';
import { fieldLabel, type OfflineT } from '../change-text';
import type { Choice, ConflictRow } from '../conflicts';

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as the user reads it: a date as a date, a list or a record by the names it holds. */
function summary(t: OfflineT, value: unknown, names: ReadonlyMap<string, string>): string {
  if (value === undefined || value === null) return t('conflict.none');
  if (value === '') return t('conflict.empty');
  if (typeof value === 'string') return INSTANT.test(value) ? formatDateTime(value) : (names.get(value) ?? value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? t('conflict.empty') : value.map((item) => summary(t, item, names)).join(', ');
  const record = value as Record<string, unknown>;
  const named =
    record.title ?? record.label ?? (record.name !== undefined ? [record.name, record.surname].filter(Boolean).join(' ') : undefined);
  if (typeof named === 'string' && named !== '') return named;
  const parts = Object.values(record).filter((part) => part !== '' && part !== null && part !== undefined && typeof part !== 'object');
  return parts.length === 0 ? t('conflict.empty') : parts.map((part) => summary(t, part, names)).join(' · ');
}

function statusText(t: OfflineT, status: string, observations: string): string {
  const name = t(`repairs:statuses.${status as 'finished'}`);
  return observations ? `${name} — ${observations}` : name;
}

/** The row's label, and the user's and the workshop's values in words. */
function textsOf(t: OfflineT, row: ConflictRow, names: ReadonlyMap<string, string>): { label: string; mine: string; theirs: string } {
  switch (row.kind) {
    case 'status':
      return {
        label: t('fields.status'),
        mine: statusText(t, row.mine.status, row.mine.observations),
        theirs: `${statusText(t, row.theirs.status, row.theirs.observations)} (${t('conflict.statusSince', { when: formatDateTime(row.theirs.since) })})`,
      };
    case 'check': {
      const tick = (checked: boolean | null) =>
        checked === null ? t('conflict.gone') : t(checked ? 'conflict.checked' : 'conflict.unchecked');
      return { label: row.label, mine: tick(row.mine), theirs: tick(row.theirs) };
    }
    case 'field':
      return { label: fieldLabel(t, row.field), mine: summary(t, row.mine, names), theirs: summary(t, row.theirs, names) };
  }
}

export interface ConflictRowViewProps {
  row: ConflictRow;
  choice: Choice;
  onChoose: (choice: Choice) => void;
}

export function ConflictRowView({ row, choice, onChoose }: ConflictRowViewProps) {
  const { t } = useTranslation(['offline', 'repairs']);
  // Mechanics are named, not shown by their ids.
  const isMechanics = row.kind === 'field' && row.field === 'mechanics';
  const mechanics = useQuery({ ...mechanicsQueryOptions(), enabled: isMechanics }).data;
  const names = new Map((isMechanics ? (mechanics ?? []) : []).map((mechanic) => [mechanic.id, mechanic.name]));
  const texts = textsOf(t, row, names);
  if (row.isSame || !row.canKeepMine)
    return (
      <Paper component="li" withBorder p="sm" radius="md" aria-label={texts.label}>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={600}>
              {texts.label}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {texts.mine}
            </Text>
          </div>
          <Badge variant="light" color={row.isSame ? 'gray' : 'red'} style={{ flexShrink: 0 }}>
            {row.isSame ? t('conflict.same') : t('conflict.gone')}
          </Badge>
        </Group>
      </Paper>
    );
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Radio.Group label={texts.label} value={choice} onChange={(value) => onChoose(value as Choice)}>
        <SimpleGrid cols={2} spacing="sm" mt="xs">
          <Radio
            value="mine"
            label={t('conflict.keepMine')}
            description={texts.mine}
            styles={{ description: { whiteSpace: 'pre-wrap' } }}
          />
          <Radio
            value="theirs"
            label={t('conflict.keepTheirs')}
            description={texts.theirs}
            styles={{ description: { whiteSpace: 'pre-wrap' } }}
          />
        </SimpleGrid>
      </Radio.Group>
    </Paper>
  );
}
