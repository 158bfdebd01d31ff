// A photo's image from its authenticated route, with a placeholder while it loads and if it fails.
import type { PhotoSize } from '@rueda/domain';
import { Center, Image, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePhotoImage } from '../api/photo-image';

export interface PhotoImageProps {
  id: string;
  size: PhotoSize;
  alt: string;
  /** Pixels: the box the image fits (thumbnails are square boxes). */
  height: number;
  width?: number | string;
}

export function PhotoImage({ id, size, alt, height, width = '100%' }: PhotoImageProps) {
  const { t } = useTranslation('photos');
  const image = usePhotoImage(id, size);
  if (image.isPending) return <Skeleton h={height} w={width} radius="sm" />;
  if (image.isError) {
    return (
      <Center h={height} w={width} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
        <Text size="xs" c="dimmed" ta="center">
          {t('imageFailed')}
        </Text>
      </Center>
    );
  }
  return <Image src={image.data} alt={alt} h={height} w={width} fit="contain" radius="sm" />;
}
