import { lazy, useState, type ComponentType } from 'react';
import { LoginPage } from '../features/auth/login-page';
import { preCargasRespondidas } from '../lib/pre-carga';
import { useSession } from '../lib/session-store';
import { montarComMantine } from './mantine-root';

// The staff app (router, shell, screens, full Mantine CSS) loads only once someone is signed in.
const StaffAppSobDemanda = lazy(() => import('./staff-app'));

const naLogin = () => window.location.pathname.replace(/\/$/, '') === '/login';

/** /login renders the light login page; after signing in the staff app takes over at "/" without a reload. */
function StaffOuLogin({ StaffApp }: { StaffApp: ComponentType }) {
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
  // off the login page the staff app is needed at once: mounting with it, rather than through lazy(), avoids a
  // spinner, a suspended render and a second commit (issue 17). So is the chunk of the screen the browser starts on
  // (one that fails to arrive is asked for again by the screen's lazy() when it renders).
  if (naLogin()) return montarComMantine(el, () => <StaffOuLogin StaffApp={StaffAppSobDemanda} />);
  // the screen's store takes the entry's early answers when its module is evaluated (the map's comes with the staff
  // app, the board's with its chunk): they are waited for first, so the first render has the data even when the
  // network is slower than the chunks (which are downloading meanwhile). Bounded: a slow server gets the screen with
  // its own loading state.
  await preCargasRespondidas(2500);
  const { default: StaffApp, precarregarTela } = await import('./staff-app');
  await precarregarTela(window.location.pathname).catch(() => {});
  montarComMantine(el, () => <StaffOuLogin StaffApp={StaffApp} />);
}
