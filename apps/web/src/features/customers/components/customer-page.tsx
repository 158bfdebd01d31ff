// The customer page (docs/product.md §11.2): contact details edited in place, their bikes and repairs, what
// they spent and when they last came, a new repair for them, and deleting them (admins and managers).
import { Button, Grid, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StaleNotice } from '@/components/stale-notice';
import { paths } from '@/config/paths';
import { ReadOnlyArea } from '@/components/read-only-area';
import { usePermission } from '@/features/auth';
import { CustomerRecords } from '@/features/records';
import { FastIntake } from '@/features/repairs';
import { Page } from '@/features/shell';
import { notifyWarning } from '@/lib/notify';
import { useCustomer } from '../api/get-customer';
import { customerNameOf } from '../customers';
import { CustomerDetails } from './customer-details';
import { ChainCustomerPart } from './chain/customer-part';
import { CustomerBikes, CustomerRepairs, CustomerTotals } from './customer-history';
import { DeleteCustomerDialog } from './delete-customer-dialog';
import { NewBikeDialog } from './new-bike-dialog';
import { RecordPageState } from './record-page-state';

export function CustomerPage({ id }: { id: string }) {
  const { t } = useTranslation('customers');
  const customer = useCustomer(id);
  const mayDelete = usePermission('customers.delete');
  const mayExport = usePermission('customers.export');
  // docs/product.md §32.2: a chain's administrator reading the workshop changes nothing of the customer.
  const mayEdit = usePermission('customers.edit');
  const [isStale, setIsStale] = useState(false);
  const [isIntakeOpen, intake] = useDisclosure(false);
  const [isDeleteOpen, deleteDialog] = useDisclosure(false);
  const [isNewBikeOpen, newBikeDialog] = useDisclosure(false);

  if (customer.isPending || customer.isError) {
    const texts = { notFound: t('page.notFound'), loadFailed: t('page.loadFailed') };
    return <RecordPageState title={t('page.title')} query={customer} texts={texts} />;
  }

  const page = customer.data;
  const name = customerNameOf(page.customer) || page.customer.phone || t('page.title');
  const actions = (
    <Group gap="sm">
      {mayEdit ? <Button onClick={intake.open}>{t('actions.newRepair')}</Button> : null}
      <CustomerRecords page={page} name={name} mayDelete={mayDelete} mayExport={mayExport} />
      {/* docs/product.md §11.4: a customer with repairs is anonymised (CustomerRecords) rather than deleted. */}
      {mayDelete && page.repairs.length === 0 ? (
        <Button variant="light" color="red" onClick={deleteDialog.open}>
          {t('actions.delete')}
        </Button>
      ) : null}
    </Group>
  );

  return (
    <Page title={name} actions={actions}>
      <Stack gap="md">
        <Button component={Link} to={paths.app.customers.getHref()} variant="subtle" w="fit-content" px={0}>
          {t('actions.back')}
        </Button>
        {isStale ? <StaleNotice namespace="customers" onClose={() => setIsStale(false)} /> : null}
        <ReadOnlyArea readOnly={!mayEdit}>
          <Grid gap="md">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <CustomerDetails
                key={page.customer.lastUpdate}
                customer={page.customer}
                onStale={() => {
                  setIsStale(true);
                  notifyWarning(t('conflict.message'));
                }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="md">
                <CustomerTotals page={page} />
                <CustomerBikes bikes={page.bikes} onNewBike={newBikeDialog.open} />
              </Stack>
            </Grid.Col>
          </Grid>
        </ReadOnlyArea>
        <CustomerRepairs repairs={page.repairs} />
        <ChainCustomerPart customerId={page.customer.id} />
      </Stack>
      <FastIntake opened={isIntakeOpen} onClose={intake.close} customer={page.customer} />
      <NewBikeDialog opened={isNewBikeOpen} onClose={newBikeDialog.close} customerId={page.customer.id} />
      <DeleteCustomerDialog opened={isDeleteOpen} onClose={deleteDialog.close} id={page.customer.id} name={name} />
    </Page>
  );
}
