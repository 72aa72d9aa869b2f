import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { Center, Loader } from '@mantine/core';
import { Providers } from './app/providers';
import { routeSetDe } from './app/route-set';

// Each route set is its own chunk: a diner's phone never downloads the staff or admin app.
const sets = {
  staff: lazy(() => import('./app/staff-app')),
  admin: lazy(() => import('./app/admin-app')),
  publico: lazy(() => import('./app/public-app')),
};
const App = sets[routeSetDe(window.location.pathname)];

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <Suspense fallback={<Center mih="100dvh"><Loader /></Center>}>
        <App />
      </Suspense>
    </Providers>
  </StrictMode>,
);
