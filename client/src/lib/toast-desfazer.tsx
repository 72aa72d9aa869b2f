import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { mostrar } from './notify';

/** A success toast with 'Desfazer' for 5 s (issue 16: one-tap adds can be undone). */
export function toastDesfazer(title: string, message: string, onDesfazer: () => void) {
  const id: string = mostrar({
    color: 'green',
    title,
    autoClose: 5000,
    message: (
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-md"
          variant="light"
          data-testid="desfazer"
          onClick={() => (notifications.hide(id), onDesfazer())}
        >
          Desfazer
        </Button>
      </Group>
    ),
  });
  return id;
}
