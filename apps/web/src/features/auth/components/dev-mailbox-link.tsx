import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { devPaths } from '@/config/paths';
import { usePublicConfig } from '@/lib/public-config';

/** Where the development outbox's mails can be read; shown only when the server keeps one. */
export function DevMailboxLink() {
  const { t } = useTranslation('auth');
  const { devMailbox } = usePublicConfig();
  if (!devMailbox) return null;
  return (
    <Text size="xs" ta="center">
      <Anchor href={devPaths.mailbox} target="_blank" rel="noopener" c="dimmed">
        {t('auth.login.devMailbox')}
      </Anchor>
    </Text>
  );
}
