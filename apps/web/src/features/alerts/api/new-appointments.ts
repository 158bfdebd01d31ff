// docs/product.md §19.2: the repairs the board highlights as new appointments (§3 `identifiers.appointments`),
// until the user marks them seen (§7: clear identifiers.appointments). The board in front of the user is
// seeing them: the bell's flag (§7: clear sources.appointments) is cleared while it shows.
import { useEffect, useMemo, useRef } from 'react';
import { useClearNotifications } from './clear-notifications';
import { useNotifications } from './get-notifications';

export function useNewAppointments({ isShown }: { isShown: boolean }) {
  const doc = useNotifications().data;
  const clear = useClearNotifications();
  const ids = doc?.identifiers.appointments;
  const newIds = useMemo<ReadonlySet<string>>(() => new Set(ids ?? []), [ids]);
  const isFlagged = doc?.sources.appointments === true;
  const { mutate, isPending } = clear;
  // Once per raised flag: a clear that fails is not tried again and again (the bell still offers it).
  const isCleared = useRef(false);
  useEffect(() => {
    if (!isFlagged) isCleared.current = false;
    else if (isShown && !isCleared.current) {
      isCleared.current = true;
      mutate('appointments');
    }
  }, [isShown, isFlagged, mutate]);
  // isKnown: the document has been read, so a later id in newIds is one that arrived while the board was open.
  return { newIds, isKnown: doc !== undefined, markSeen: () => mutate('appointmentIdentifiers'), isMarking: isPending };
}
