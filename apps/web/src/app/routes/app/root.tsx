import { Outlet } from 'react-router';
import { AppLayout } from '@/components/layouts/app-layout';
import { UserMenu } from '@/features/auth';

export function AppRoot() {
  return (
    <AppLayout account={<UserMenu />}>
      <Outlet />
    </AppLayout>
  );
}
