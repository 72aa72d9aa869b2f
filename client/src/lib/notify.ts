import { notifications } from '@mantine/notifications';

/** Toasts (spec: at most one at a time; errors 5 s). */
export const toast = {
  ok: (title: string, message?: string, autoClose = 5000) => notifications.show({ color: 'green', title, message: message ?? '', autoClose }),
  erro: (title: string, message?: string) => notifications.show({ color: 'red', title, message: message ?? '', autoClose: 5000 }),
  info: (title: string, message?: string, autoClose = 5000) => notifications.show({ color: 'blue', title, message: message ?? '', autoClose }),
};
