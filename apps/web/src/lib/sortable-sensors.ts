// The sensors of the app's sortable lists (dnd-kit): the mouse or a finger after a short move, so a
// click on a link or a button in an item still clicks; and the keyboard: Space picks the item up, the
// arrows move it, Space or Enter drops it, Escape cancels.
import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

const POINTER = { activationConstraint: { distance: 6 } };

/** The mouse or a finger alone, for a list that moves its items with the keyboard itself (the repairs board). */
export function usePointerSensors() {
  return useSensors(useSensor(PointerSensor, POINTER));
}

export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, POINTER),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
}
