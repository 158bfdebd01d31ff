import { Anchor, Box, Button, Container, Group, Paper, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { acceptCookies, useCookiesAccepted } from '../cookie-consent';

/** Set on <html> while the banner shows, for fixed elements (a side bar, a footer) to keep clear of it. */
export const COOKIE_BANNER_HEIGHT_VARIABLE = '--rueda-cookie-banner-height';

/** Keeps the page's end scrollable above the banner, so no button stays hidden under it. */
function useReservedSpace(height: number) {
  useEffect(() => {
    const { body, documentElement } = document;
    const previousPadding = body.style.paddingBottom;
    body.style.paddingBottom = `${height}px`;
    documentElement.style.setProperty(COOKIE_BANNER_HEIGHT_VARIABLE, `${height}px`);
    return () => {
      body.style.paddingBottom = previousPadding;
      documentElement.style.removeProperty(COOKIE_BANNER_HEIGHT_VARIABLE);
    };
  }, [height]);
}

function Banner() {
  const { t } = useTranslation('public');
  const { ref, height } = useElementSize<HTMLDivElement>();
  useReservedSpace(Math.ceil(height));

  return (
    // Fixed at the bottom, above the page but below dialogs (Mantine's modals sit at z-index 200).
    <Box
      ref={ref}
      component="section"
      aria-label={t('cookies.banner.label')}
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      style={{ zIndex: 190 }}
    >
      <Paper radius={0} shadow="xl" py="sm" bg="dark.6" style={{ borderTop: '1px solid var(--mantine-color-dark-3)' }}>
        <Container size="lg">
          <Group justify="space-between" align="center" wrap="nowrap" gap="md">
            <Text size="sm" style={{ flex: 1 }}>
              {t('cookies.banner.text')} {/* A plain link: the banner lives outside the router, on every page including the 404. */}
              <Anchor href={paths.law.cookiesPolicy.getHref()} size="sm" fw={600}>
                {t('cookies.banner.policyLink')}
              </Anchor>
            </Text>
            <Button onClick={() => acceptCookies()} style={{ flexShrink: 0 }}>
              {t('cookies.banner.accept')}
            </Button>
          </Group>
        </Container>
      </Paper>
    </Box>
  );
}

/** The app-wide cookie notice (docs/product.md §2), shown until this browser accepts it. */
export function CookieBanner() {
  const isAccepted = useCookiesAccepted();
  return isAccepted ? null : <Banner />;
}
