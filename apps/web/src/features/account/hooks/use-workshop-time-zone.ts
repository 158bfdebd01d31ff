import { workshopTimeZone } from '@/lib/workshop-zone';
import { useAccount } from '../api/get-account';

/** The workshop's time zone (its booking calendar's): dates are shown and picked on its clock (docs/product.md §1). */
export function useWorkshopTimeZone(): string {
  return useAccount().data?.workshop?.timeZone ?? workshopTimeZone();
}
