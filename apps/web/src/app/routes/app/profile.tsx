import { hasAccess } from '@rueda/domain';
import { Suspense } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountCard, useAccount, WorkshopCard } from '@/features/account';
import { SignOutButton, usePermission, useSession } from '@/features/auth';
import { WorkshopHours } from '@/features/bookings';
import { MessagingCard } from '@/features/messaging';
import { OnlineBookingCard } from '@/features/online-booking';
import { Page } from '@/features/shell';
import { BillingSummary } from '@/features/subscription';
import { MechanicsCard, TeamCard } from '@/features/team';

/** docs/product.md §32.2: a workshop's admin's or a chain administrator's alone; its code comes only for them. */
const LazyChainCard = lazyNamed(() => import('@/features/chains'), 'LazyChainCard');

/** docs/product.md §18: the account, the workshop, its mechanics and team, and (for the admin) the subscription. */
export function ProfileRoute() {
  const { t } = useTranslation('profile');
  // The navigation guard renders this only once the account is loaded.
  const account = useAccount().data;
  // docs/roles.md: the subscription is the admin's; a free workshop has nothing to bill.
  const showsBilling = usePermission('subscription.manage') && account?.workshop !== null && account?.isFree === false;
  const maySetWorkshop = usePermission('workshop.settings');
  const maySetHours = usePermission('bookings.settings');
  const maySetMessages = usePermission('messaging.settings');
  const inWorkshop = Boolean(account?.workshop);
  // The mechanics are the workshop's working data: an expired workshop sees them again once it pays.
  const session = useSession();
  const isWorking = session.status === 'signed-in' && hasAccess(session.claims);
  return (
    <Page title={t('title')}>
      {account ? (
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <AccountCard account={account} signOut={<SignOutButton />} />
            <WorkshopCard workshop={account.workshop} mayEdit={maySetWorkshop} hours={maySetHours ? <WorkshopHours /> : null} />
          </SimpleGrid>
          {inWorkshop ? <TeamCard /> : null}
          {inWorkshop && isWorking ? <MechanicsCard /> : null}
          {inWorkshop && isWorking && maySetMessages ? <MessagingCard /> : null}
          {/* docs/product.md §22.1: the public booking page is set up with the workshop's settings, the admin's. */}
          {account.workshop && isWorking && maySetWorkshop ? <OnlineBookingCard workshopName={account.workshop.name} /> : null}
          {/* docs/product.md §32.2: a workshop's admin makes a chain of it; a chain's administrator grows it. */}
          {account.workshop && isWorking && (maySetWorkshop || account.isChainAdmin) ? (
            <Suspense fallback={null}>
              <LazyChainCard />
            </Suspense>
          ) : null}
          {showsBilling ? <BillingSummary /> : null}
        </Stack>
      ) : null}
    </Page>
  );
}
