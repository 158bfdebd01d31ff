// A mechanics write puts its answer in the shared list (the repairs' pickers read it too), then refreshes it.
import type { TMechanic } from '@rueda/domain';
import { useQueryClient } from '@tanstack/react-query';
import { mechanicsQueryKey as mechanicsKey } from '@/lib/mechanics';

export function useStoreMechanic() {
  const queryClient = useQueryClient();
  return (mechanic: TMechanic) => {
    queryClient.setQueryData<TMechanic[]>(mechanicsKey, (list) =>
      list === undefined
        ? list
        : list.some((old) => old.id === mechanic.id)
          ? list.map((old) => (old.id === mechanic.id ? mechanic : old))
          : [...list, mechanic],
    );
    void queryClient.invalidateQueries({ queryKey: mechanicsKey });
  };
}
