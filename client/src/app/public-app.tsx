import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ComandaPublicaPage } from '../features/publico/comanda-publica-page';
import { MesaPublicaPage } from '../features/publico/mesa-publica-page';
import { PaginaNaoEncontrada } from '../features/publico/comanda-nao-encontrada';
import { cartaoDoCaminho, origemDoCaminho } from '../features/publico/caminhos';
import { CartaoPublicoPage } from '../features/publico/cartao-publico-page';
import { AreaDeAvisos } from '../features/publico/ui/aviso';
import { aplicarTema } from '../features/publico/ui/tema';
import { preCargasRespondidas } from '../lib/pre-carga';
import { origemBalcaoDoCaminho } from '../features/painel/caminhos';
import { PainelPage } from '../features/painel/painel-page';
import { PedidoPage } from '../features/painel/pedido-page';

// The diner's app has a few routes (a tab's link, a table's printed card, a numbered comanda card's QR, the counter's
// board and order page), so it parses the path itself and ships without the router nor Mantine.
function Pagina() {
  const balcao = origemBalcaoDoCaminho(window.location.pathname);
  if (balcao) return 'painel' in balcao ? <PainelPage codigo={balcao.painel} /> : <PedidoPage token={balcao.pedido} />;
  const cartao = cartaoDoCaminho(window.location.pathname);
  if (cartao) return <CartaoPublicoPage codigo={cartao} />;
  const origem = origemDoCaminho(window.location.pathname);
  if (!origem) return <PaginaNaoEncontrada />;
  return 'comanda' in origem ? <ComandaPublicaPage token={origem.comanda} /> : <MesaPublicaPage codigo={origem.mesa} />;
}

export function PublicApp() {
  return (
    <>
      <Pagina />
      <AreaDeAvisos />
    </>
  );
}

export async function montar(el: HTMLElement): Promise<void> {
  aplicarTema();
  // the entry's early requests (the bill or the place, the menu) answered and its Intl warm-up done before the first
  // render: the page starts from those answers (use-resposta-antecipada.ts) and its times cost no ICU load on the main
  // thread. Bounded: on a slow network the page mounts with its loading state and takes the answers when they come.
  await preCargasRespondidas(1500);
  createRoot(el).render(
    <StrictMode>
      <PublicApp />
    </StrictMode>,
  );
}
