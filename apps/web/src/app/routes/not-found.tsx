import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { LanguageSwitch } from '@/components/language-switch';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh" p="md" pos="relative">
      <Group pos="absolute" top={16} right={16}>
        <LanguageSwitch />
      </Group>
      <Stack align="center" gap="md" maw={480} ta="center">
        <Text fz={64} fw={800} c="dimmed" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1} size="h2">
          {t('notFound.title')}
        </Title>
        <Text c="dimmed">{t('notFound.description')}</Text>
        <Button component={Link} to={paths.home.getHref()}>
          {t('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
