import { Suspense, lazy, useState, type ReactNode } from 'react';
import type { ItemPedidoBody, PedidoPublicoDTO, ProdutoPublicoDTO } from '@comanda/shared/schemas/pedidos';
import type { Origem } from './api';
import { CardapioPublico } from './cardapio-publico';
import { CarrinhoBarra, CarrinhoFolha } from './carrinho';
import { PedirNome, QuemPede } from './nome-cliente';
import { PedidosDaMesa } from './pedidos-mesa';
import type { SocketPublico } from './socket-publico';
import { useCardapioPublico } from './use-cardapio-publico';
import { useCarrinho, type QuaisEnviar } from './use-carrinho';
import { useNomeCliente } from './use-nome-cliente';
import { useFuncaoEstavel } from './use-funcao-estavel';
import { Spinner, cx, ui } from './ui/primitivos';
import s from './pedido.module.css';

// its own chunk, downloaded on the first opening: the menu page's first load stays within its budget
const Configurador = lazy(() => import('./configurador'));

const UM: Omit<ItemPedidoBody, 'produto_id'> = { quantidade: 1, sabores: [], adicionais: [], observacao: '' };

/**
 * The diner's ordering screen, the same on the table card and on a tab's link: the top (the bill's summary or the
 * free table), the table's orders with live status, the menu, then the bill's sections; the shared cart in a bar.
 * `podePedir`: the table has an open tab and the company takes orders from phones.
 */
export function TelaCliente({
  origem,
  socket,
  podePedir,
  pedidos,
  topo,
  children,
}: {
  origem: Origem;
  socket: SocketPublico | null;
  podePedir: boolean;
  pedidos: PedidoPublicoDTO[];
  topo: ReactNode;
  children?: ReactNode;
}) {
  const menu = useCardapioPublico(origem, socket);
  const carrinho = useCarrinho(origem, socket, podePedir);
  const nome = useNomeCliente();
  const [aberto, setAberto] = useState<ProdutoPublicoDTO | null>(null);
  const [verCarrinho, setVerCarrinho] = useState(false);

  // the name is asked first (once per phone); the action goes on right after it
  const adicionarSimples = useFuncaoEstavel(async (p: ProdutoPublicoDTO) => {
    let feito: Promise<unknown> = Promise.resolve();
    nome.comNome((n) => (feito = carrinho.adicionar(n, { produto_id: p.id, ...UM })));
    await feito;
  });
  const abrir = useFuncaoEstavel((p: ProdutoPublicoDTO) =>
    podePedir ? nome.comNome(() => setAberto(p)) : setAberto(p),
  );
  const tentarMenu = useFuncaoEstavel(() => void menu.carregar());
  const enviar = (quais: QuaisEnviar) =>
    nome.comNome((n) => void carrinho.enviar(quais, n).then((ok) => ok && setVerCarrinho(false)));
  const comBarra = podePedir && carrinho.linhas.length > 0;

  return (
    <main className={cx(ui.container, comBarra && s.comBarra)}>
      <div className={ui.pilha}>
        {topo}
        {podePedir && <QuemPede nome={nome.nome} onAlterar={nome.alterar} />}
        <PedidosDaMesa pedidos={pedidos} />
        <CardapioPublico
          cardapio={menu.cardapio}
          erro={menu.erro}
          onTentar={tentarMenu}
          onAbrir={abrir}
          onAdicionar={podePedir ? adicionarSimples : undefined}
        />
        {/* below the menu only once it is in (or failed): the menu's arrival then moves nothing already painted */}
        {(menu.cardapio || menu.erro) && children}
      </div>
      {comBarra && <CarrinhoBarra linhas={carrinho.linhas} onAbrir={() => setVerCarrinho(true)} />}
      {verCarrinho && podePedir && (
        <CarrinhoFolha
          linhas={carrinho.linhas}
          enviando={carrinho.enviando}
          onQuantidade={(l, q) => void carrinho.mudarQuantidade(l, q)}
          onEnviar={enviar}
          onFechar={() => setVerCarrinho(false)}
        />
      )}
      {aberto && (
        <Suspense
          fallback={
            <div className={s.carregandoFolha}>
              <Spinner />
            </div>
          }
        >
          <Configurador
            produto={aberto}
            onFechar={() => setAberto(null)}
            onAdicionar={podePedir ? (item) => carrinho.adicionar(nome.nome, item) : undefined}
          />
        </Suspense>
      )}
      {nome.pedindo && <PedirNome inicial={nome.nome} onConfirmar={nome.confirmar} onFechar={nome.cancelar} />}
    </main>
  );
}
