import { useParams } from 'react-router';
import { RepairPage } from '@/features/repairs';

export function RepairRoute() {
  const { id = '' } = useParams();
  // A new page per repair: nothing edited on one carries over to the next.
  return <RepairPage key={id} id={id} />;
}
