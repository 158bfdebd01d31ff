// docs/product.md §29.6: the day's till (today in the workshop's zone unless a day is named), its opening float, cash
// put in or taken out and the close. Each answer is the day's report, which replaces the cached one.
import type { FunctionInput, TTillDay } from '@rueda/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '@/lib/call';
import { salesKeys } from './query-keys';

/** The till's keys: one per day named, null for today. */
export const tillKeys = {
  all: () => [...salesKeys.all, 'till'] as const,
  day: (day: string | null) => [...tillKeys.all(), day ?? 'today'] as const,
};

export function tillQueryOptions(day: string | null) {
  return queryOptions({
    queryKey: tillKeys.day(day),
    queryFn: ({ signal }) => call('tillGet', { day }, { signal }),
    staleTime: 15_000,
  });
}

export function useTill(day: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...tillQueryOptions(day), enabled });
}

/** One till function; its answer is the day's report, kept for the day asked and for the day it names. */
function useTillMutation<Input>(day: string | null, send: (input: Input) => Promise<TTillDay>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (report) => {
      queryClient.setQueryData(tillKeys.day(day), report);
      queryClient.setQueryData(tillKeys.day(report.day), report);
    },
  });
}

export function useTillOpen(day: string | null) {
  return useTillMutation(day, (floatCents: number) => call('tillOpen', { day, floatCents }));
}

export function useTillMove(day: string | null) {
  return useTillMutation(day, (move: Omit<FunctionInput<'tillMove'>, 'day'>) => call('tillMove', { day, ...move }));
}

export function useTillClose(day: string | null) {
  return useTillMutation(day, (countedCents: number) => call('tillClose', { day, countedCents }));
}
