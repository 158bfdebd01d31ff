import { useParams } from 'react-router';
import { LegacyRepairPage } from '@/features/repairs';

export function LegacyRepairRoute() {
  const { id = '' } = useParams();
  return <LegacyRepairPage key={id} id={id} />;
}
