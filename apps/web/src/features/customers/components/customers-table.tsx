import type { TCustomerListItem } from '@rueda/domain';
import { Anchor, Table, Text } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/dates';
import { customerNameOf } from '../customers';

/**
 * The customers found: each name is a link to the customer's page, so the keyboard reaches every row.
 * Drawn again only when the list changes, not on every key typed in the search box.
 */
export const CustomersTable = memo(function CustomersTable({ customers }: { customers: TCustomerListItem[] }) {
  const { t } = useTranslation('customers');
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.name')}</Table.Th>
            <Table.Th>{t('list.columns.phone')}</Table.Th>
            <Table.Th visibleFrom="md">{t('list.columns.email')}</Table.Th>
            <Table.Th>{t('list.columns.bikes')}</Table.Th>
            <Table.Th>{t('list.columns.lastVisit')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {customers.map((customer) => (
            <Table.Tr key={customer.id}>
              <Table.Td>
                <Anchor component={Link} to={paths.app.customer.getHref(customer.id)} fw={500}>
                  {customerNameOf(customer) || t('list.unnamed')}
                </Anchor>
              </Table.Td>
              <Table.Td>{customer.phone}</Table.Td>
              <Table.Td visibleFrom="md">{customer.email}</Table.Td>
              <Table.Td>{customer.bikeCount > 0 ? t('list.bikeCount', { count: customer.bikeCount }) : ''}</Table.Td>
              <Table.Td>
                {customer.lastVisit ? (
                  formatDate(customer.lastVisit)
                ) : (
                  <Text span c="dimmed" size="sm">
                    {t('list.never')}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});
