import { useTranslation } from 'react-i18next';
import { ProfileDetails, useAccount } from '@/features/account';
import { SignOutButton } from '@/features/auth';
import { Page } from '@/features/shell';

export function ProfileRoute() {
  const { t } = useTranslation();
  // The navigation guard renders this only once the account is loaded.
  const account = useAccount().data;
  return <Page title={t('profile.title')}>{account ? <ProfileDetails account={account} signOut={<SignOutButton />} /> : null}</Page>;
}
