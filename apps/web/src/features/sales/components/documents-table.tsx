// docs/product.md §29: the documents list's rows, newest first: number (a link to the document), issue day,
// customer, kind and total.
import type { TSalesDocument } from '@rueda/domain';
import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '../sales-format';

export function DocumentsTable({ documents }: { documents: readonly TSalesDocument[] }) {
  const { t } = useTranslation('sales');
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
                <Anchor component={Link} to={paths.app.salesDocument.getHref(document.id)} fw={600}>
                  {document.numberText}
                </Anchor>
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
