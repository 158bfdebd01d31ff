// docs/product.md §29.3, §29.8: the workshop's series: each one's code, what it numbers, how its numbers run and
// whether it is active; in Portugal, the validation code the AT gave it, with a badge saying whether it has one, and
// for an admin the way to enter it. The cells wrap rather than cut, so the table reads whole at 1024 px and on a tablet.
import type { TSalesSeries, TSalesTaxSettings } from '@rueda/domain';
import { Badge, Button, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SeriesCodeDialog } from './series-code-dialog';

/** A badge whose words wrap instead of being cut ("Sin código de validación", not "SIN CÓD…"). */
const WRAPPING_BADGE = { root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible' } } as const;

export interface SeriesTableProps {
  series: readonly TSalesSeries[];
  /** The workshop's country: a Portuguese series needs the AT's validation code. */
  country: TSalesTaxSettings['country'] | null;
  /** An admin may enter a series' code. */
  mayEdit: boolean;
}

function ValidationCode({ series, mayEdit, onEdit }: { series: TSalesSeries; mayEdit: boolean; onEdit: () => void }) {
  const { t } = useTranslation('sales');
  return (
    <Stack gap={6} align="flex-start">
      {series.validationCode ? (
        <>
          <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {series.validationCode}
          </Text>
          <Badge variant="light" color="green" tt="none" radius="sm" styles={WRAPPING_BADGE}>
            {t('series.at.given')}
          </Badge>
        </>
      ) : (
        <Badge variant="light" color="orange" tt="none" radius="sm" styles={WRAPPING_BADGE}>
          {t('series.at.missing')}
        </Badge>
      )}
      {mayEdit ? (
        <Button
          size="compact-sm"
          variant={series.validationCode ? 'subtle' : 'light'}
          onClick={onEdit}
          aria-label={t(series.validationCode ? 'series.at.changeOf' : 'series.at.addOf', { code: series.code })}
        >
          {t(series.validationCode ? 'series.at.change' : 'series.at.add')}
        </Button>
      ) : null}
    </Stack>
  );
}

export function SeriesTable({ series, country, mayEdit }: SeriesTableProps) {
  const { t } = useTranslation('sales');
  const [editing, setEditing] = useState<TSalesSeries | null>(null);
  if (series.length === 0) return <Text c="dimmed">{t('series.empty')}</Text>;
  const portuguese = country === 'PT';
  return (
    <>
      <Table aria-label={t('series.title')} verticalSpacing="sm" layout="auto">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('series.code')}</Table.Th>
            <Table.Th>{t('series.kind')}</Table.Th>
            <Table.Th>{t('series.numbering')}</Table.Th>
            {portuguese ? <Table.Th>{t('series.validationCode')}</Table.Th> : null}
            <Table.Th>{t('series.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {series.map((each) => (
            <Table.Tr key={each.id}>
              <Table.Td fw={600}>{each.code}</Table.Td>
              <Table.Td>{t(`series.kinds.${each.kind}`)}</Table.Td>
              <Table.Td>{t(`series.numberings.${each.numbering}`, { code: each.code, year: new Date().getFullYear() })}</Table.Td>
              {portuguese ? (
                <Table.Td>
                  <ValidationCode series={each} mayEdit={mayEdit} onEdit={() => setEditing(each)} />
                </Table.Td>
              ) : null}
              <Table.Td>
                <Badge variant="light" color={each.active ? 'green' : 'gray'} tt="none" styles={WRAPPING_BADGE}>
                  {each.active ? t('series.active') : t('series.inactive')}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {mayEdit && portuguese ? <SeriesCodeDialog series={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
