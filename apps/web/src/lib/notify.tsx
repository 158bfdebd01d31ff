// Toasts (docs/product.md §8, §9): the Notifications container sets position, limit and timeout once.
import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

/** A button in a toast, e.g. the undo of what the toast reports; pressing it closes the toast. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

function show(color: string, message: string, action?: ToastAction): void {
  if (!action) {
    notifications.show({ color, message });
    return;
  }
  const id = notifications.show({
    color,
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          style={{ flexShrink: 0 }}
          onClick={() => {
            notifications.hide(id);
            action.onClick();
          }}
        >
          {action.label}
        </Button>
      </Group>
    ),
  });
}

export function notifyError(message: string): void {
  show('red', message);
}

export function notifyWarning(message: string): void {
  show('yellow', message);
}

export function notifySuccess(message: string, action?: ToastAction): void {
  show('teal', message, action);
}

/** News the user did not cause (docs/product.md §19.2: a new appointment, a customer alert), with the way to it. */
export function notifyInfo(message: string, action?: ToastAction): void {
  show('indigo', message, action);
}
