import { NotFoundPage } from '../components/not-found-page';
import { Notificacoes } from '../components/notificacoes';
import { ComandaPublicaPage } from '../features/publico/comanda-publica-page';

// The diner's app has a single route, so it parses the path itself and ships without the router.
const TOKEN = /^\/comanda\/([A-Za-z0-9_-]+)\/?$/;

export default function PublicApp() {
  const token = TOKEN.exec(window.location.pathname)?.[1];
  return (
    <>
      <Notificacoes />
      {token ? <ComandaPublicaPage token={token} /> : <NotFoundPage voltar={null} />}
    </>
  );
}
