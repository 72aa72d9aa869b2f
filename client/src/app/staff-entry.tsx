import { lazy, useState, type ComponentType } from 'react';
import { useSession } from '../lib/session-store';
import { montarComMantine } from './mantine-root';

// The staff app (router, shell, screens, full Mantine CSS) loads only once someone is signed in; the login page only
// on /login (or once signed out): the table map does not download it.
const StaffAppSobDemanda = lazy(() => import('./staff-app'));
const LoginSobDemanda = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));

type Login = ComponentType<{ onEntrou: () => void }>;
const naLogin = () => window.location.pathname.replace(/\/$/, '') === '/login';

/** /login renders the light login page; after signing in the staff app takes over at "/" without a reload. */
function StaffOuLogin({ StaffApp, LoginPage }: { StaffApp: ComponentType; LoginPage: Login }) {
  const logado = useSession((s) => !!s.token);
  const [telaDeLogin, setTelaDeLogin] = useState(naLogin);
  if (telaDeLogin && !logado) {
    return (
      <LoginPage
        onEntrou={() => {
          window.history.pushState(null, '', '/');
          setTelaDeLogin(false);
        }}
      />
    );
  }
  if (telaDeLogin) window.history.replaceState(null, '', '/');
  return <StaffApp />;
}

export async function montar(el: HTMLElement) {
  // the screen this page opens with was downloading with this chunk (main.tsx): mounting with it, rather than through
  // lazy(), avoids a spinner, a suspended render and a second commit (issue 17)
  const [StaffApp, LoginPage] = naLogin()
    ? [StaffAppSobDemanda, (await import('../features/auth/login-page')).LoginPage]
    : [(await import('./staff-app')).default, LoginSobDemanda];
  montarComMantine(el, () => <StaffOuLogin StaffApp={StaffApp} LoginPage={LoginPage} />);
}
