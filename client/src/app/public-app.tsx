import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ComandaPublicaPage } from '../features/publico/comanda-publica-page';
import { PaginaNaoEncontrada } from '../features/publico/comanda-nao-encontrada';
import { AreaDeAvisos } from '../features/publico/ui/aviso';
import { aplicarTema } from '../features/publico/ui/tema';

// The diner's app has a single route, so it parses the path itself and ships without the router nor Mantine.
const TOKEN = /^\/comanda\/([A-Za-z0-9_-]+)\/?$/;

export function PublicApp() {
  const token = TOKEN.exec(window.location.pathname)?.[1];
  return (
    <>
      {token ? <ComandaPublicaPage token={token} /> : <PaginaNaoEncontrada />}
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
