import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Group, Stack } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { PagamentoDialog } from '../pagamento/pagamento-dialog';
import { ProdutoPicker } from '../produto-picker';
import { usePagamentoEntrega } from './use-pagamento-entrega';
import { ListaEntregas } from './lista-entregas';
import { NovaEntrega } from './nova-entrega';
import { useEntregas } from './use-entregas';
import { useNovaEntrega } from './use-nova-entrega';

/**
 * 'Entregas' (issue 39): the open deliveries by status, live (own phone/WhatsApp orders and iFood's, with iFood's
 * number), with the moves 'Pronto', 'Saiu' (the courier's name) and 'Entregue'; 'Nova entrega' takes a phone order.
 */
export function EntregasPage() {
  const lista = useEntregas();
  const pag = usePagamentoEntrega(lista.carregar);
  const navigate = useNavigate();
  const [nova, setNova] = useState(false);
  const n = useNovaEntrega(() => {
    setNova(false);
    lista.carregar();
  });
  return (
    <Stack gap="md" data-testid="tela-entregas">
      {/* the shell's header names the screen ('Entregas') */}
      <Group justify="flex-end">
        <Button
          variant={nova ? 'default' : 'filled'}
          leftSection={nova ? <IconX size={16} /> : <IconPlus size={16} />}
          onClick={() => setNova((v) => !v)}
        >
          {nova ? 'Fechar' : 'Nova entrega'}
        </Button>
      </Group>
      {nova && <NovaEntrega n={n} />}
      <ListaEntregas entregas={lista.entregas} onMover={lista.mover} onReceber={(id) => void pag.receber(id)} />
      <ProdutoPicker aberto={n.picker} nomes={[]} onClose={() => n.setPicker(false)} onAdicionar={n.adicionar} />
      {pag.pagamento && (
        <PagamentoDialog
          venda={pag.pagamento.venda}
          itens={pag.pagamento.itens}
          aberto
          onClose={pag.fim}
          onVenda={(venda) => void pag.aoPagar(venda)}
          onFechada={pag.fim}
          // the pre-bill screen reads only the tab (a delivery has no table)
          onImprimir={() => navigate(`/mesa/0/conta/${pag.pagamento!.venda.id}`)}
        />
      )}
    </Stack>
  );
}
