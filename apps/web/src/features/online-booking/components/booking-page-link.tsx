// The saved page's address, to copy into a message or a social profile, or to open and see as customers do.
import { Button, Group, TextInput } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';

export function BookingPageLink({ url }: { url: string }) {
  const { t } = useTranslation('online-booking');
  const clipboard = useClipboard({ timeout: 2000 });
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput label={t('link.label')} value={url} readOnly style={{ flex: 1 }} onFocus={(event) => event.currentTarget.select()} />
      <Button variant="light" color={clipboard.copied ? 'teal' : undefined} onClick={() => clipboard.copy(url)}>
        {clipboard.copied ? t('link.copied') : t('link.copy')}
      </Button>
      <Button variant="default" component="a" href={url} target="_blank" rel="noopener noreferrer">
        {t('link.open')}
      </Button>
    </Group>
  );
}
