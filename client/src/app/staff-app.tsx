import { useEffect } from 'react';
import { BrowserRouter, Navigate, Outlet, Route, Routes, useNavigate } from 'react-router-dom';
import { AppLayout } from '../components/app-layout';
import { NotFoundPage } from '../components/not-found-page';
import { Notificacoes } from '../components/notificacoes';
import { LoginPage } from '../features/auth/login-page';
import { useSession } from '../features/auth/session-store';
import { staffPages } from './staff-pages';
import { ConexaoIndicator } from '../components/conexao-indicator';
import { conectarStaff, desconectarStaff } from '../lib/socket';
import { api } from '../lib/api-client';

function Protegido() {
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
  useEffect(() => {
    if (!token) return;
    conectarStaff();
    return () => desconectarStaff();
  }, [token]);
  if (!user) return <Navigate to="/login" replace />;
  // the server revokes this token at once; leave locally even if it cannot be reached
  const encerrar = async () => {
    await api.post('/api/auth/logout').catch(() => {});
    sair();
    navigate('/login');
  };
  return (
    <AppLayout user={user} onSair={encerrar} extraHeader={<ConexaoIndicator />}>
      <Outlet />
    </AppLayout>
  );
}

export default function StaffApp() {
  return (
    <BrowserRouter>
      <Notificacoes />
      <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route element={<Protegido />}>
        {staffPages.rotas.map((r) => (
          <Route key={r.path} path={r.path} element={r.element} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      </Routes>
    </BrowserRouter>
  );
}
