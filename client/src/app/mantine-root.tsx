import { StrictMode, Suspense, lazy, startTransition, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Center, Loader } from '@mantine/core';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Loader.css';
import { useNotifications } from '@mantine/notifications';
import { Providers } from './providers';

// The toast area (Mantine Notifications, its transitions and CSS) loads with the first toast, not with the login page.
const Notificacoes = lazy(() => import('../components/notificacoes').then((m) => ({ default: m.Notificacoes })));

function NotificacoesSobDemanda() {
  const pedidas = useNotifications().notifications.length > 0;
  const [montada, setMontada] = useState(false);
  if (pedidas && !montada) setMontada(true);
  return montada ? (
    <Suspense fallback={null}>
      <Notificacoes />
    </Suspense>
  ) : null;
}

/** Mounts a staff or platform app inside Mantine (the diner's app mounts itself without it). */
export function montarComMantine(el: HTMLElement, App: ComponentType): void {
  const root = createRoot(el);
  // as a transition, the first render yields to the browser every few milliseconds instead of one long task (the
  // staff map's shell and tables, issue 17); the page shows once, when the whole tree is ready
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <NotificacoesSobDemanda />
          <Suspense
            fallback={
              <Center mih="100dvh">
                <Loader />
              </Center>
            }
          >
            <App />
          </Suspense>
        </Providers>
      </StrictMode>,
    ),
  );
}
