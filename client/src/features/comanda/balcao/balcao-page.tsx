import { useNavigate } from 'react-router-dom';
import { Stack } from '@mantine/core';
import { PagamentoDialog } from '../pagamento/pagamento-dialog';
import { ProdutoPicker } from '../produto-picker';
import { PedidoEmMontagem } from './pedido-em-montagem';
import { PedidosDoDia } from './pedidos-do-dia';
import { LinkPainel } from './link-painel';
import { useBalcao } from './use-balcao';

/**
 * 'Balcão' (issue 37): counter and takeaway orders. Items come from the same picker as a table's tab; 'Pagar e enviar'
 * opens the tab's payment dialog at once, 'Enviar' leaves it to pay at pickup. Below, today's orders still to hand
 * over, cooking or ready, with 'Receber' and 'Entregue'.
 */
export function BalcaoPage() {
  const b = useBalcao();
  const navigate = useNavigate();
  return (
    <Stack gap="md" maw={760} data-testid="tela-balcao">
      <PedidoEmMontagem b={b} />
      <PedidosDoDia pedidos={b.pedidos} onReceber={b.receber} onEntregar={b.entregar} />
      <LinkPainel />
      <ProdutoPicker aberto={b.picker} nomes={[]} onClose={() => b.setPicker(false)} onAdicionar={b.adicionar} />
      {b.pagamento && (
        <PagamentoDialog
          venda={b.pagamento.venda}
          itens={b.pagamento.itens}
          aberto
          onClose={() => b.fimDoPagamento(false)}
          onVenda={(venda) => void b.aoPagar(venda)}
          onFechada={() => b.fimDoPagamento(true)}
          // the pre-bill screen reads only the tab (a counter order has no table)
          onImprimir={() => navigate(`/mesa/0/conta/${b.pagamento!.venda.id}`)}
        />
      )}
    </Stack>
  );
}
