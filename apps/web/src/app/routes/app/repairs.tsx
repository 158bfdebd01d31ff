import { RepairsScreen } from '@/features/repairs';

export function RepairsRoute() {
  return <RepairsScreen />;
}
