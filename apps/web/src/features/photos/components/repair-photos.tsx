// The repair page's photos (docs/product.md §12.3): thumbnails with who took them and when, one opened large,
// more added (the tablet's camera), one deleted after a confirmation.
import type { TPhoto } from '@rueda/domain';
import { Alert, Button, Card, Group, Image, Modal, SimpleGrid, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/dates';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useQueuedPhotos, type QueuedPhoto } from '../api/queued-photos';
import { useAddRepairPhotos, useDeleteRepairPhoto, useRepairPhotos } from '../api/repair-photos';
import { photoErrorKey } from './photo-errors';
import { PhotoFileButton } from './photo-file-button';
import { PhotoImage } from './photo-image';

/** A photo added without a connection, drawn from the device until the server has it (docs/product.md §30.3). */
function QueuedPhotoTile({ photo }: { photo: QueuedPhoto }) {
  const { t } = useTranslation('photos');
  const date = formatDateTime(new Date(photo.madeAt).toISOString());
  return (
    <Stack gap={4} data-queued-photo={photo.changeId}>
      <Image src={photo.src} alt={t('repair.waitingAlt', { date })} h={110} fit="cover" radius="sm" />
      <Text size="xs" c="yellow.4">
        {t('repair.waiting')}
      </Text>
    </Stack>
  );
}

export function RepairPhotos({ repairId }: { repairId: string }) {
  const { t } = useTranslation('photos');
  const photos = useRepairPhotos(repairId);
  const queued = useQueuedPhotos(repairId);
  const add = useAddRepairPhotos();
  const remove = useDeleteRepairPhoto(repairId);
  const [opened, setOpened] = useState<TPhoto | null>(null);
  const [deleting, setDeleting] = useState<TPhoto | null>(null);

  function upload(files: File[]) {
    add.mutate(
      { repairId, files },
      {
        onSuccess: ({ keptOnDevice }) => {
          if (keptOnDevice > 0) notifySuccess(t('repair.keptOnDevice', { count: keptOnDevice }));
        },
        onError: (error) => notifyError(t(photoErrorKey(error))),
      },
    );
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(t('repair.deleted'));
        setDeleting(null);
        setOpened(null);
      },
      onError: () => notifyError(t('errors.deleteFailed')),
    });
  }

  const queuedTiles = queued.map((photo) => <QueuedPhotoTile key={photo.changeId} photo={photo} />);
  let body;
  // Without a connection, the photos kept on the device show though the repair's own could not be read.
  if (!photos.isSuccess && queued.length > 0)
    body = (
      <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm">
        {queuedTiles}
      </SimpleGrid>
    );
  else if (photos.isPending) body = <Skeleton h={96} aria-label={t('repair.loading')} />;
  else if (photos.isError)
    body = (
      <Alert color="red" role="alert">
        <Text size="sm">{t('repair.loadFailed')}</Text>
        <Button variant="light" size="xs" mt="xs" onClick={() => void photos.refetch()}>
          {t('actions.retry')}
        </Button>
      </Alert>
    );
  else if (photos.data.length === 0 && queued.length === 0) body = <Text c="dimmed">{t('repair.empty')}</Text>;
  else
    body = (
      <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="sm">
        {photos.data.map((photo) => (
          <Stack key={photo.id} gap={4}>
            <UnstyledButton
              onClick={() => setOpened(photo)}
              aria-label={t('repair.open', { name: photo.takenBy.name, date: formatDateTime(photo.created) })}
            >
              <PhotoImage id={photo.id} size="thumb" alt="" height={110} />
            </UnstyledButton>
            <Text size="xs" c="dimmed" lineClamp={2}>
              {t('repair.takenBy', { name: photo.takenBy.name, date: formatDateTime(photo.created) })}
            </Text>
          </Stack>
        ))}
        {queuedTiles}
      </SimpleGrid>
    );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="section-photos">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5" id="section-photos">
          {t('title')}
        </Title>
        <PhotoFileButton multiple variant="light" size="xs" loading={add.isPending} onFiles={upload} label={t('repair.add')}>
          {t('repair.add')}
        </PhotoFileButton>
      </Group>
      {body}

      <Modal
        opened={opened !== null}
        onClose={() => setOpened(null)}
        size="xl"
        title={opened ? t('repair.takenBy', { name: opened.takenBy.name, date: formatDateTime(opened.created) }) : ''}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {opened ? (
          <Stack gap="sm">
            <PhotoImage id={opened.id} size="large" alt={t('title')} height={520} />
            <Group justify="flex-end">
              <Button variant="light" color="red" onClick={() => setDeleting(opened)}>
                {t('repair.delete')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>

      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('repair.deleteTitle')}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <Stack gap="md">
          <Text>{t('repair.deleteMessage')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDeleting(null)}>
              {t('actions.cancel')}
            </Button>
            <Button color="red" onClick={confirmDelete} loading={remove.isPending}>
              {t('actions.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
