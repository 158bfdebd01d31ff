import { CHAIN_READER_ROLE, type Language } from '@rueda/domain';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { AppLayout } from '@/components/layouts/app-layout';
import { paths } from '@/config/paths';
import { useAccount } from '@/features/account';
import { NotificationsBell } from '@/features/alerts';
import { AppUpdateNotice } from '@/features/app-update';
import { UserMenu, useSession } from '@/features/auth';
import { AppNavigation } from '@/features/navigation';
import { OutboxIndicator } from '@/features/offline';
import { trialDaysLeft } from '@/features/subscription';
import { ReadModeNoticeGate, WorkshopSwitcherGate } from '@/features/workshops';
import { call } from '@/lib/call';
import { prefetchRouteModule } from '../../route-modules';
// dayjs in the interface's language, Monday first (docs/product.md §1) for every signed-in screen: their dates and
// Mantine's pickers, which follow dayjs's global locale. The signed-out pages show no date and do without it.
import '@/lib/dates';

/** The workshop's name under the navigation, and how long its trial has left. */
function WorkshopSummary() {
  const { t } = useTranslation();
  const account = useAccount().data;
  if (!account?.workshop) return null;
  return (
    <Stack gap={6} px="xs" pb="xs">
      <Text size="sm" fw={600} truncate="end" title={account.workshop.name}>
        {account.workshop.name}
      </Text>
      {account.isTrialing && account.role !== CHAIN_READER_ROLE ? (
        <Anchor component={Link} to={paths.app.subscription.getHref()} size="xs" c="indigo.3">
          {t('subscription.trial.short', { count: trialDaysLeft(account.workshop.trialEndsAt, new Date()) })}
        </Anchor>
      ) : null}
    </Stack>
  );
}

/** docs/product.md §18.1: the header's choice of language is the account's too; if it cannot be saved it still applies here. */
function saveLanguage(language: Language): void {
  call('accountUpdate', { language }).catch(() => undefined);
}

/** The signed-in screens in the main layout. */
export function AppRoot() {
  const session = useSession();
  return (
    <AppLayout
      renderNavigation={(onNavigate) => <AppNavigation onNavigate={onNavigate} onPrefetch={prefetchRouteModule} />}
      navigationFooter={<WorkshopSummary />}
      onLanguageChange={saveLanguage}
      account={
        <Group gap="xs" wrap="nowrap">
          <WorkshopSwitcherGate />
          <OutboxIndicator account={session.status === 'signed-in' ? session.user.id : null} />
          <NotificationsBell />
          <UserMenu />
        </Group>
      }
    >
      <AppUpdateNotice />
      <ReadModeNoticeGate />
      <Outlet />
    </AppLayout>
  );
}
