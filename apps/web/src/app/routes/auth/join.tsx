import { AuthLayout } from '@/components/layouts/auth-layout';
import { JoinInvitation } from '@/features/team';

/** An invitation's page (docs/product.md §17.2), in the sign-in pages' frame. */
export function JoinRoute() {
  return (
    <AuthLayout>
      <JoinInvitation />
    </AuthLayout>
  );
}
