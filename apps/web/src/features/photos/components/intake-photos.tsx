// The fast intake's photos (docs/product.md §12.3): taken with the tablet's camera (or chosen) before the repair
// exists, kept here, and uploaded by the intake right after the repair is created (uploadRepairPhotos).
import { CloseButton, Group, Input, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface IntakePhotosProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
}

export function IntakePhotos({ files, onChange }: IntakePhotosProps) {
  const { t } = useTranslation('photos');
  return (
    <Input.Wrapper label={t('intake.label')} description={t('intake.description')} id="intake-photos">
      <input
        id="intake-photos"
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        style={{ display: 'block', marginTop: 4 }}
        onChange={(event) => {
          const chosen = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          onChange([...files, ...chosen]);
        }}
      />
      {files.map((file, index) => (
        <Group key={`${file.name}-${index}`} gap="xs" mt={4}>
          <Text size="sm">{file.name}</Text>
          <CloseButton
            size="sm"
            aria-label={t('intake.remove', { name: file.name })}
            onClick={() => onChange(files.filter((_, other) => other !== index))}
          />
        </Group>
      ))}
    </Input.Wrapper>
  );
}
