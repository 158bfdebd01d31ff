import { useMutation } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { useStoreMechanic } from './mechanics-cache';

export function useCreateMechanic() {
  const storeMechanic = useStoreMechanic();
  return useMutation({
    mutationFn: (name: string) => call('mechanicsCreate', { name }),
    onSuccess: storeMechanic,
  });
}
