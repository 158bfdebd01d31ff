import { useMemo } from 'react';
import { useMechanics } from '../api/get-mechanics';

/** Mechanics' names by id (inactive ones too: older repairs still name them). */
export function useMechanicNames(): Map<string, string> {
  const { data } = useMechanics();
  return useMemo(() => new Map((data ?? []).map((mechanic) => [mechanic.id, mechanic.name])), [data]);
}
