import { useParams } from 'react-router';
import { BikeTagPage } from '@/features/repairs';

/** docs/product.md §12.4: the printable tag of the repair's bike (a module of its own: the QR code's code loads only here). */
export function RepairTagRoute() {
  const { id = '' } = useParams();
  return <BikeTagPage key={id} id={id} />;
}
