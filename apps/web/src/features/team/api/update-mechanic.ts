import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useStoreMechanic } from './mechanics-cache';

export interface UpdateMechanicInput {
  id: string;
  name?: string;
  /** False deactivates: no longer offered for new repairs, still on those that have them. */
  active?: boolean;
}

export function useUpdateMechanic() {
  const storeMechanic = useStoreMechanic();
  return useMutation({
    mutationFn: (input: UpdateMechanicInput) => call('mechanicsUpdate', input),
    onSuccess: storeMechanic,
  });
}
