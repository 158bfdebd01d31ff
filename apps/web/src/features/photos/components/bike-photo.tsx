// A bike's photo (docs/product.md §12.3): shown, added or replaced (the tablet's camera), removed after a confirmation.
import type { TBike } from '@rueda/domain';
import { Button, Center, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify';
import { useBikePhoto, useDeleteBikePhoto, useSetBikePhoto } from '../api/bike-photo';
import { photoErrorKey } from './photo-errors';
import { PhotoFileButton } from './photo-file-button';
import { PhotoImage } from './photo-image';

export function BikePhoto({ bike, height = 180 }: { bike: Pick<TBike, 'id'>; height?: number }) {
  const { t } = useTranslation('photos');
  const photo = useBikePhoto(bike.id);
  const set = useSetBikePhoto(bike.id);
  const remove = useDeleteBikePhoto(bike.id);
  const [isConfirmOpen, confirm] = useDisclosure(false);

  const upload = (files: File[]) => {
    const [file] = files;
    if (file) set.mutate(file, { onError: (error) => notifyError(t(photoErrorKey(error))) });
  };

  if (photo.isPending) return <Skeleton h={height} aria-label={t('bike.alt')} />;
  const current = photo.data ?? null;

  return (
    <Stack gap="xs">
      {current ? (
        <PhotoImage id={current.id} size="large" alt={t('bike.alt')} height={height} />
      ) : (
        <Center h={height} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          <Text c="dimmed" size="sm">
            {photo.isError ? t('imageFailed') : t('bike.empty')}
          </Text>
        </Center>
      )}
      <Group gap="xs">
        <PhotoFileButton
          variant="light"
          size="xs"
          loading={set.isPending}
          onFiles={upload}
          label={current ? t('bike.replace') : t('bike.add')}
        >
          {current ? t('bike.replace') : t('bike.add')}
        </PhotoFileButton>
        {current ? (
          <Button variant="subtle" color="red" size="xs" onClick={confirm.open}>
            {t('bike.delete')}
          </Button>
        ) : null}
      </Group>
      <Modal
        opened={isConfirmOpen}
        onClose={confirm.close}
        title={t('bike.deleteTitle')}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        <Stack gap="md">
          <Text>{t('bike.deleteMessage')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={confirm.close}>
              {t('actions.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: confirm.close, onError: () => notifyError(t('errors.deleteFailed')) })}
            >
              {t('actions.confirmDelete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
