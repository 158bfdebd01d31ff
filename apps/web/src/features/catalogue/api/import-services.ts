import type { FunctionInput } from '@rueda/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { catalogueKeys } from './query-keys';

/** A kind's spreadsheet rows: a preview (`apply: false`, nothing written) or the import itself. */
export function useImportServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FunctionInput<'servicesImport'>) => call('servicesImport', input),
    onSuccess: (answer) => {
      if (answer.applied) void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
    },
  });
}
