// Where the toasts show (docs/product.md §9: top-right, at most 20, 5000 ms). A module of its own: the container's
// code (its transitions) loads just after the page's first paint, not before it (decision 041). A toast raised
// meanwhile waits in Mantine's store and shows as soon as the container is there.
import { TOAST_LIMIT, TOAST_POSITION, TOAST_TIMEOUT_MS } from '@rueda/domain';
import { Notifications } from '@mantine/notifications';

export function Toasts() {
  return <Notifications position={TOAST_POSITION} limit={TOAST_LIMIT} autoClose={TOAST_TIMEOUT_MS} />;
}
