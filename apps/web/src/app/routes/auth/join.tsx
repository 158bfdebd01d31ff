import { AuthLayout } from '@/components/layouts/auth-layout';
import { JoinInvitation } from '@/features/team';

/** Issue 16: an invitation's page, in the sign-in pages' frame. */
export function JoinRoute() {
  return (
    <AuthLayout>
      <JoinInvitation />
    </AuthLayout>
  );
}
