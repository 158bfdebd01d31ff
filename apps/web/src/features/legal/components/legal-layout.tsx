import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { paths } from '@/config/paths';
import { useSession } from '@/features/auth';
import { LEGAL_DOCUMENT_KEYS, type LegalDocumentKey } from '../legal-texts';

export interface LegalLayoutProps {
  current: LegalDocumentKey;
  children: ReactNode;
}

/**
 * The legal pages' own simple frame (they need no sign-in): the product, the language, a way back
 * (to the app when signed in, to the login page otherwise) and links between the three texts.
 */
export function LegalLayout({ current, children }: LegalLayoutProps) {
  const { t } = useTranslation('legal');
  const { t: tApp } = useTranslation();
  const session = useSession();
  const isSignedIn = session.status === 'signed-in';
  const backHref = isSignedIn ? paths.app.repairs.getHref() : paths.auth.login.getHref();

  return (
    <Box mih="100dvh">
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-dark-4)' }}>
        <Container size={800} py="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Anchor component={Link} to={backHref} fw={800} fz="xl" c="indigo.4" underline="never">
              {tApp('app.name')}
            </Anchor>
            <Group gap="sm" wrap="nowrap">
              <Button component={Link} to={backHref} variant="subtle" size="xs" leftSection={<span aria-hidden>←</span>}>
                {isSignedIn ? t('backToApp') : t('backToLogin')}
              </Button>
              <LanguageSwitch />
            </Group>
          </Group>
        </Container>
      </Box>
      <Container component="main" size={800} py="xl">
        <Box component="nav" aria-label={t('nav.label')} mb="xl">
          <Group gap="xs" wrap="wrap">
            {LEGAL_DOCUMENT_KEYS.map((key) => (
              <Button
                key={key}
                component={Link}
                to={paths.law[key].getHref()}
                size="compact-sm"
                variant={key === current ? 'light' : 'subtle'}
                color={key === current ? 'indigo' : 'gray'}
                aria-current={key === current ? 'page' : undefined}
              >
                {t(`nav.${key}`)}
              </Button>
            ))}
          </Group>
        </Box>
        {children}
        <Text size="xs" c="dimmed" mt="xl">
          {tApp('app.name')} · {tApp('app.tagline')}
        </Text>
      </Container>
    </Box>
  );
}
