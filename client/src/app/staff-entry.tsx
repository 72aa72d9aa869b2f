import { lazy, useState } from 'react';
import { LoginPage } from '../features/auth/login-page';
import { useSession } from '../lib/session-store';
import { montarComMantine } from './mantine-root';

// The staff app (router, shell, screens, full Mantine CSS) loads only once someone is signed in.
const StaffApp = lazy(() => import('./staff-app'));

/** /login renders the light login page; after signing in the staff app takes over at "/" without a reload. */
function StaffOuLogin() {
  const logado = useSession((s) => !!s.token);
  const [naLogin, setNaLogin] = useState(() => window.location.pathname.replace(/\/$/, '') === '/login');
  if (naLogin && !logado) {
    return (
      <LoginPage
        onEntrou={() => {
          window.history.pushState(null, '', '/');
          setNaLogin(false);
        }}
      />
    );
  }
  if (naLogin) window.history.replaceState(null, '', '/');
  return <StaffApp />;
}

export const montar = (el: HTMLElement) => montarComMantine(el, StaffOuLogin);
