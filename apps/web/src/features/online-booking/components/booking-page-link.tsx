// The saved page's address, to copy into a message or a social profile, or to open and see as customers do.
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '@/lib/public-config';

export function BookingPageLink({ url }: { url: string }) {
  const { t } = useTranslation('online-booking');
  const clipboard = useClipboard({ timeout: 2000 });
  // PUBLIC_URL unset or this machine (docs/configuration.md): said before the address is shared with anyone.
  const onlyHere = usePublicConfig().linksOnlyHere;
  return (
    <Stack gap="xs">
      {onlyHere ? (
        <Alert color="orange" variant="light" role="alert">
          {t('link.onlyHere')}
        </Alert>
      ) : null}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput label={t('link.label')} value={url} readOnly style={{ flex: 1 }} onFocus={(event) => event.currentTarget.select()} />
        <Button variant="light" color={clipboard.copied ? 'teal' : undefined} onClick={() => clipboard.copy(url)}>
          {clipboard.copied ? t('link.copied') : t('link.copy')}
        </Button>
        <Button variant="default" component="a" href={url} target="_blank" rel="noopener noreferrer">
          {t('link.open')}
        </Button>
      </Group>
    </Stack>
  );
}
