import { useParams } from 'react-router';
import { BikeTagPage, RepairPage } from '@/features/repairs';

export function RepairRoute() {
  const { id = '' } = useParams();
  // A new page per repair: nothing edited on one carries over to the next.
  return <RepairPage key={id} id={id} />;
}

/** Issue 12 point 4: the printable tag of the repair's bike. */
export function RepairTagRoute() {
  const { id = '' } = useParams();
  return <BikeTagPage key={id} id={id} />;
}
