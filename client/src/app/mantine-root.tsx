import { StrictMode, Suspense, lazy, startTransition, useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Center, Loader } from '@mantine/core';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import { useNotifications } from '@mantine/notifications';
import { STORAGE } from '../lib/storage';
import { Providers } from './providers';

// The toast area (Mantine Notifications, its transitions and CSS) is not part of the first load. For a signed-in user it
// is fetched once the page is idle: the first toast may come when the phone has lost its signal ('Sem conexão com o
// servidor'), and a chunk that cannot be fetched then took the screen down with it. The login page fetches it with its
// first toast.
const carregarNotificacoes = () => import('../components/notificacoes');
const Notificacoes = lazy<ComponentType>(() =>
  carregarNotificacoes().then(
    (m) => ({ default: m.Notificacoes }),
    () => ({ default: () => null }),
  ),
);

function NotificacoesSobDemanda() {
  const pedidas = useNotifications().notifications.length > 0;
  const [montada, setMontada] = useState(false);
  useEffect(() => {
    if (!localStorage.getItem(STORAGE.userToken)) return;
    const buscar = () => void carregarNotificacoes().catch(() => {});
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(buscar, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const t = setTimeout(buscar, 1000);
    return () => clearTimeout(t);
  }, []);
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
