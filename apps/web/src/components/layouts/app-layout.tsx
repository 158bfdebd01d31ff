import type { Language } from '@rueda/domain';
import { Anchor, AppShell, Burger, Group, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { paths } from '@/config/paths';

export interface AppLayoutProps {
  /** The main navigation; `onNavigate` closes the drawer on a tablet once a link is followed. */
  renderNavigation: (onNavigate: () => void) => ReactNode;
  /** Who is signed in and how to leave, at the header's end. */
  account: ReactNode;
  /** Shown under the navigation links (the workshop, its trial). */
  navigationFooter?: ReactNode;
  /** The header's language switch was used. */
  onLanguageChange?: (language: Language) => void;
  children: ReactNode;
}

const NAVBAR_ID = 'app-navigation';

/**
 * The links scroll on their own when the window is too short for them, with the browser's own thin scrollbar:
 * Mantine's ScrollArea would bring Floating UI's chunk to every signed-in screen's first load (decision 073).
 */
const NAVIGATION_SCROLL = { overflowY: 'auto', minHeight: 0, scrollbarWidth: 'thin', overscrollBehavior: 'contain' } as const;

/**
 * The signed-in screens: a header with the product, the language and the account; the navigation
 * on the left from the 'md' breakpoint (62em) up, behind a burger below it, so a tablet held upright
 * (768 px) gets the whole width for the page and one held sideways (1024 px) keeps the bar.
 */
export function AppLayout({ renderNavigation, account, navigationFooter, onLanguageChange, children }: AppLayoutProps) {
  const { t } = useTranslation();
  const [isNavbarOpen, { toggle, close }] = useDisclosure(false);
  const theme = useMantineTheme();
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, true, { getInitialValueInEffect: false });
  // Below the breakpoint a closed drawer is only moved off screen: keep its links out of reach of Tab
  // and of screen readers until the burger opens it.
  const isNavbarInert = !isWide && !isNavbarOpen;
  return (
    <AppShell header={{ height: 60 }} navbar={{ width: 248, breakpoint: 'md', collapsed: { mobile: !isNavbarOpen } }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={isNavbarOpen}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t(isNavbarOpen ? 'nav.close' : 'nav.open')}
              aria-expanded={isNavbarOpen}
              aria-controls={NAVBAR_ID}
            />
            <Anchor
              component={Link}
              to={paths.app.repairs.getHref()}
              underline="never"
              fw={800}
              fz="xl"
              c="indigo.4"
              aria-label={t('shell.home')}
            >
              {t('app.name')}
            </Anchor>
          </Group>
          <Group gap="md" wrap="nowrap">
            <LanguageSwitch onChange={onLanguageChange} />
            {account}
          </Group>
        </Group>
      </AppShell.Header>
      {/* Until cookies are accepted the banner sits at the bottom; the navigation ends above it. */}
      <AppShell.Navbar
        id={NAVBAR_ID}
        p="sm"
        aria-label={t('nav.label')}
        inert={isNavbarInert}
        style={{ bottom: 'var(--rueda-cookie-banner-height, 0px)' }}
      >
        <AppShell.Section grow style={NAVIGATION_SCROLL}>
          {renderNavigation(close)}
        </AppShell.Section>
        {navigationFooter ? <AppShell.Section pt="sm">{navigationFooter}</AppShell.Section> : null}
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
