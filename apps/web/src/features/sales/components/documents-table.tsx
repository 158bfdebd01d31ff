// docs/product.md §29: the documents list's rows, newest first: number (a link to the document), issue day,
// customer, kind and total; in Spain a small badge on a row whose VERI*FACTU record the AEAT refused or accepted with
// errors (docs/product.md §29.7), read with the list's filters from the address.
import type { TSalesDocument } from '@rueda/domain';
import { Anchor, Badge, Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { useFlaggedDocuments } from '../api/flagged-documents';
import { useTaxSettings } from '../api/get-tax-settings';
import { filtersOfParams } from '../document-filters';
import { formatMoney } from '../sales-format';

export function DocumentsTable({ documents }: { documents: readonly TSalesDocument[] }) {
  const { t } = useTranslation('sales');
  const [params] = useSearchParams();
  const spanish = useTaxSettings().data?.settings?.country === 'ES';
  const flagged = useFlaggedDocuments(filtersOfParams(params), { enabled: spanish });
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table aria-label={t('documents.tableLabel')} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('documents.number')}</Table.Th>
            <Table.Th>{t('documents.date')}</Table.Th>
            <Table.Th>{t('documents.customer')}</Table.Th>
            <Table.Th>{t('documents.kind')}</Table.Th>
            <Table.Th ta="right">{t('documents.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.map((document) => (
            <Table.Tr key={document.id}>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Anchor component={Link} to={paths.app.salesDocument.getHref(document.id)} fw={600}>
                    {document.numberText}
                  </Anchor>
                  {flagged.has(document.id) ? (
                    <Badge size="xs" variant="light" color={flagged.get(document.id) === 'refused' ? 'red' : 'orange'} tt="none">
                      {t(`sendState.badge.${flagged.get(document.id)!}`)}
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>{formatDate(document.issueDay)}</Table.Td>
              <Table.Td>{document.customer?.name ?? t('documents.noCustomer')}</Table.Td>
              <Table.Td>{t(`kinds.${document.kind}`)}</Table.Td>
              <Table.Td ta="right">{formatMoney(document.totalCents)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
