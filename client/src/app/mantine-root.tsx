import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Center, Loader } from '@mantine/core';
import { Providers } from './providers';

/** Mounts a staff or platform app inside Mantine (the diner's app mounts itself without it). */
export function montarComMantine(el: HTMLElement, App: ComponentType): void {
  createRoot(el).render(
    <StrictMode>
      <Providers>
        <Suspense fallback={<Center mih="100dvh"><Loader /></Center>}>
          <App />
        </Suspense>
      </Providers>
    </StrictMode>,
  );
}
