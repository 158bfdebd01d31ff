// A bike's page (docs/product.md §12): its details edited in place, its owner, its history (every repair of it,
// a previous owner's too), moving it to another customer, and deleting it (leads, only without repairs).
import { Alert, Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePermission } from '@/features/auth';
import { BikePhoto } from '@/features/photos';
import { Page } from '@/features/shell';
import { BikeSuspensions } from '@/features/suspensions';
import { notifyWarning } from '@/lib/notify';
import { useBike } from '../api/bikes';
import { useBikeLabel } from '@/lib/bike-label';
import { customerNameOf } from '../customers';
import { BikeDetails } from './bike-details';
import { BikeHistory } from './bike-history';
import { DeleteBikeDialog } from './delete-bike-dialog';
import { RecordPageState } from './record-page-state';
import { TransferBikeDialog } from './transfer-bike-dialog';

export function BikePage({ id }: { id: string }) {
  const { t } = useTranslation('customers');
  const bikeLabel = useBikeLabel();
  const page = useBike(id);
  const mayDelete = usePermission('customers.delete');
  const [isStale, setIsStale] = useState(false);
  const [isTransferOpen, transferDialog] = useDisclosure(false);
  const [isDeleteOpen, deleteDialog] = useDisclosure(false);

  if (page.isPending || page.isError) {
    const texts = { notFound: t('bikePage.notFound'), loadFailed: t('bikePage.loadFailed') };
    return <RecordPageState title={t('bikePage.title')} query={page} texts={texts} />;
  }

  const { bike, owner, repairs } = page.data;
  const name = bikeLabel(bike);
  const ownerName = customerNameOf(owner) || owner.phone || t('list.unnamed');
  const actions = (
    <Group gap="sm">
      <Button variant="default" onClick={transferDialog.open}>
        {t('transfer.open')}
      </Button>
      {mayDelete ? (
        <Button variant="light" color="red" onClick={deleteDialog.open}>
          {t('deleteBike.open')}
        </Button>
      ) : null}
    </Group>
  );

  return (
    <Page title={name} actions={actions}>
      <Stack gap="md">
        <Button component={Link} to={paths.app.customer.getHref(owner.id)} variant="subtle" w="fit-content" px={0}>
          {t('bikePage.backTo', { name: ownerName })}
        </Button>
        {isStale ? (
          <Alert color="yellow" role="status" title={t('bikeConflict.title')} withCloseButton onClose={() => setIsStale(false)}>
            {t('bikeConflict.message')}
          </Alert>
        ) : null}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <BikeDetails
              key={bike.lastUpdate}
              bike={bike}
              onStale={() => {
                setIsStale(true);
                notifyWarning(t('bikeConflict.message'));
              }}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="md">
              <Paper withBorder p="md" radius="md" component="section" aria-labelledby="bike-owner-title">
                <Title order={2} size="h4" id="bike-owner-title">
                  {t('bikePage.owner')}
                </Title>
                <Anchor component={Link} to={paths.app.customer.getHref(owner.id)} data-testid="bike-owner">
                  {ownerName}
                </Anchor>
                {owner.phone ? <Text size="sm">{owner.phone}</Text> : null}
              </Paper>
              {/* docs/product.md §12.3: the bike's photo, resized on upload */}
              <BikePhoto bike={bike} />
            </Stack>
          </Grid.Col>
        </Grid>
        {/* docs/product.md §13: the bike's fork and shock, their services and when the next are due */}
        <BikeSuspensions bike={bike} />
        <BikeHistory bikeId={bike.id} repairs={repairs} ownerId={owner.id} />
      </Stack>
      <TransferBikeDialog opened={isTransferOpen} onClose={transferDialog.close} bike={bike} bikeName={name} />
      <DeleteBikeDialog opened={isDeleteOpen} onClose={deleteDialog.close} id={bike.id} customerId={owner.id} name={name} />
    </Page>
  );
}
