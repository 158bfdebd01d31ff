import { useSearchParams } from 'react-router';
import { SALES_NEW_QUERY } from '@/config/paths';
import { ChargeScreen } from '@/features/sales';

/** docs/product.md §29.4: charging a repair (?repairId=…) or a counter sale. */
export function SalesChargeRoute() {
  const [params] = useSearchParams();
  const repairId = params.get(SALES_NEW_QUERY.repairId) || null;
  // A new screen per repair: nothing typed for one carries over to another.
  return <ChargeScreen key={repairId ?? 'counter'} repairId={repairId} />;
}
