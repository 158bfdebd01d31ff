import { DashboardScreen } from '@/features/dashboard';

export function DashboardRoute() {
  return <DashboardScreen />;
}
