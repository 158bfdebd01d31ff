// The workshop in use's outgoing and incoming transfers, newest first, and the chain's shops it may send to
// (docs/product.md §32.4).
import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { transfersKeys } from './query-keys';

export function useTransfers() {
  return useQuery({ queryKey: transfersKeys.list(), queryFn: ({ signal }) => call('transfersList', null, { signal }) });
}
