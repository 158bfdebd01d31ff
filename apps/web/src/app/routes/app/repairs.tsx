import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RepairsEmptyState } from '@/features/repairs/components/repairs-empty-state';

export function RepairsRoute() {
  const { t } = useTranslation();
  return (
    <Container size="xl">
      <Stack gap="xl">
        <Title order={1} size="h2">
          {t('repairs.title')}
        </Title>
        <RepairsEmptyState />
      </Stack>
    </Container>
  );
}
