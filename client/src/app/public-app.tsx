import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ComandaPublicaPage } from '../features/publico/comanda-publica-page';
import { MesaPublicaPage } from '../features/publico/mesa-publica-page';
import { PaginaNaoEncontrada } from '../features/publico/comanda-nao-encontrada';
import { AreaDeAvisos } from '../features/publico/ui/aviso';
import { aplicarTema } from '../features/publico/ui/tema';

// The diner's app has two routes, so it parses the path itself and ships without the router nor Mantine.
const TOKEN = /^\/comanda\/([A-Za-z0-9_-]+)\/?$/;
/** a table's printed card (issue 22) */
const CODIGO = /^\/m\/([A-Za-z0-9_-]+)\/?$/;

function Pagina() {
  const token = TOKEN.exec(window.location.pathname)?.[1];
  if (token) return <ComandaPublicaPage token={token} />;
  const codigo = CODIGO.exec(window.location.pathname)?.[1];
  if (codigo) return <MesaPublicaPage codigo={codigo} />;
  return <PaginaNaoEncontrada />;
}

export function PublicApp() {
  return (
    <>
      <Pagina />
      <AreaDeAvisos />
    </>
  );
}

export function montar(el: HTMLElement): void {
  aplicarTema();
  createRoot(el).render(
    <StrictMode>
      <PublicApp />
    </StrictMode>,
  );
}
