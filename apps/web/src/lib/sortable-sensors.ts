// The sensors of the app's sortable lists (dnd-kit): the mouse or a finger after a short move, so a
// click on a link or a button in an item still clicks; and the keyboard: Space picks the item up, the
// arrows move it, Space or Enter drops it, Escape cancels.
import { KeyboardSensor, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';

export function useSortableSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
}
