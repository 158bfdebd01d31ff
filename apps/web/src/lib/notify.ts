// Toasts (docs/product.md §8, §9): the Notifications container sets position, limit and timeout once.
import { notifications } from '@mantine/notifications';

export function notifyError(message: string): void {
  notifications.show({ color: 'red', message });
}

export function notifyWarning(message: string): void {
  notifications.show({ color: 'yellow', message });
}

export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message });
}
