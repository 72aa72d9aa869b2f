import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Center, Loader } from '@mantine/core';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Loader.css';
import { Notificacoes } from '../components/notificacoes';
import { Providers } from './providers';

/** Mounts a staff or platform app inside Mantine (the diner's app mounts itself without it). */
export function montarComMantine(el: HTMLElement, App: ComponentType): void {
  createRoot(el).render(
    <StrictMode>
      <Providers>
        <Notificacoes />
        <Suspense fallback={<Center mih="100dvh"><Loader /></Center>}>
          <App />
        </Suspense>
      </Providers>
    </StrictMode>,
  );
}
