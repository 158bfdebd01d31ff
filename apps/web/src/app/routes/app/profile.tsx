import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProfileDetails, useAccount } from '@/features/account';
import { SignOutButton, usePermission } from '@/features/auth';
import { Page } from '@/features/shell';
import { BillingSummary } from '@/features/subscription';

export function ProfileRoute() {
  const { t } = useTranslation();
  // The navigation guard renders this only once the account is loaded.
  const account = useAccount().data;
  // docs/roles.md: the subscription is the admin's; a free workshop has nothing to bill.
  const showsBilling = usePermission('subscription.manage') && account?.workshop !== null && account?.isFree === false;
  return (
    <Page title={t('profile.title')}>
      {account ? (
        <Stack gap="lg">
          <ProfileDetails account={account} signOut={<SignOutButton />} />
          {showsBilling ? <BillingSummary /> : null}
        </Stack>
      ) : null}
    </Page>
  );
}
