import { Suspense, lazy, useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useNavigate } from 'react-router-dom';
import { AppLayout } from '../components/app-layout';
import { NotFoundPage } from '../components/not-found-page';
import { useSession } from '../lib/session-store';
import { staffPages } from './staff-pages';
import { ConexaoIndicator } from '../components/conexao-indicator';
import { conectarStaff, desconectarStaff, useConexao } from '../lib/socket';
import { manterSessaoEmUso } from '../lib/sessao';
import { iniciarFila, reenviar } from '../lib/fila-offline';
import { marcarVisibilidade, registrarServiceWorker } from '../lib/pwa';
import { SemConexaoBar } from '../components/sem-conexao-bar';
import { AlertasBanner, useAlertasDoSalao } from '../components/alertas';
import { encerrarSessao } from '../components/api';
import { useImpressaoTempoReal } from '../lib/impressao-tempo-real';
import { estilosNoPrimeiroToque } from './estilos-staff';

// staff-entry.tsx loads the chunk of the screen the browser starts on before mounting
export { precarregarTela } from './staff-pages';

// reached only after signing out: the table map does not download the login page
const LoginPage = lazy(() => import('../features/auth/login-page').then((m) => ({ default: m.LoginPage })));

function Protegido({ telaCheia = false }: { telaCheia?: boolean }) {
  const user = useSession((s) => s.user);
  const sair = useSession((s) => s.sair);
  const navigate = useNavigate();
  useEffect(() => {
    // a revoked or expired token ends the session
    const onExpirada = () => {
      sair();
      navigate('/login', { replace: true });
    };
    window.addEventListener('sessao-expirada', onExpirada);
    return () => window.removeEventListener('sessao-expirada', onExpirada);
  }, [sair, navigate]);
  const token = useSession((s) => s.token);
  useAlertasDoSalao();
  useImpressaoTempoReal(!!token);
  useEffect(() => {
    if (!token) return;
    conectarStaff();
    const parar = manterSessaoEmUso();
    // writes queued offline (kept across a reload) go out as soon as the server answers again
    void iniciarFila();
    void registrarServiceWorker();
    const pararVisibilidade = marcarVisibilidade();
    const off = useConexao.subscribe(
      (s, antes) => s.estado === 'conectado' && antes.estado !== 'conectado' && void reenviar(),
    );
    return () => {
      parar();
      off();
      pararVisibilidade();
      desconectarStaff();
    };
  }, [token]);
  if (!user) return <Navigate to="/login" replace />;
  // the server revokes this token at once; leave locally even if it cannot be reached
  const encerrar = async () => {
    await encerrarSessao().catch(() => {});
    sair();
    navigate('/login');
  };
  const pagina = (
    <Suspense
      fallback={
        <Center mih="40dvh">
          <Loader />
        </Center>
      }
    >
      <Outlet />
    </Suspense>
  );
  if (telaCheia) return pagina;
  return (
    <AppLayout user={user} onSair={encerrar} extraHeader={<ConexaoIndicator />}>
      <SemConexaoBar />
      <AlertasBanner />
      {pagina}
    </AppLayout>
  );
}

function LoginRota() {
  const logado = useSession((s) => !!s.token);
  const navigate = useNavigate();
  if (logado) return <Navigate to="/" replace />;
  return <LoginPage onEntrou={() => navigate('/')} />;
}

export default function StaffApp() {
  // the first screen has its components' CSS (estilos-staff.ts); the rest of Mantine's comes with the first touch
  useEffect(estilosNoPrimeiroToque, []);
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/login" element={<LoginRota />} />
        <Route element={<Protegido />}>
          {staffPages.rotas
            .filter((r) => !r.telaCheia)
            .map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        <Route element={<Protegido telaCheia />}>
          {staffPages.rotas
            .filter((r) => r.telaCheia)
            .map((r) => (
              <Route key={r.path} path={r.path} element={r.element} />
            ))}
        </Route>
      </Routes>
    </BrowserRouter>
  );
}
