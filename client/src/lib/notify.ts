import { createElement, type ReactNode } from 'react';
import { notifications, type NotificationData } from '@mantine/notifications';

/** Toasts (spec: at most one at a time, errors 5 s): the newest replaces the current one instead of queueing behind it. */
export function mostrar(data: NotificationData) {
  notifications.clean();
  return notifications.show({ closeButtonProps: { 'aria-label': 'Fechar' }, ...data });
}

export const toast = {
  ok: (title: string, message?: string, autoClose = 5000) =>
    mostrar({ color: 'green', title, message: message ?? '', autoClose }),
  erro: (title: string, message?: string) => mostrar({ color: 'red', title, message: message ?? '', autoClose: 5000 }),
  info: (title: string, message?: string, autoClose = 5000) =>
    mostrar({ color: 'blue', title, message: message ?? '', autoClose }),
  /** a toast with one action (e.g. 'Mesa 07: 2 itens prontos' + 'Entregue'); stays longer so there is time to tap */
  acao: (title: string, acao: ReactNode, opts: { color?: string; autoClose?: number; testId?: string } = {}) =>
    mostrar({
      color: opts.color ?? 'green',
      title,
      message: createElement('div', { style: { marginTop: 6 } }, acao),
      autoClose: opts.autoClose ?? 15_000,
      'data-testid': opts.testId,
    } as NotificationData),
};
