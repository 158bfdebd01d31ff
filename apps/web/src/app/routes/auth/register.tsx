import { AuthLayout } from '@/components/layouts/auth-layout';
import { RegisterForm } from '@/features/auth';

export function RegisterRoute() {
  return (
    <AuthLayout>
      <RegisterForm />
    </AuthLayout>
  );
}
