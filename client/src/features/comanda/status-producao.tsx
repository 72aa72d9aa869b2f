import { Badge, Button, Group } from '@mantine/core';
import { STATUS_PRODUCAO_LABEL, temPermissao, type ItemDTO } from '@comanda/shared';
import { useSession } from '../../lib/session-store';
import { entregarItens } from '../../components/api';
import { executarAcao } from '../../lib/acao';

const COR = { pendente: 'blue', em_preparo: 'orange', pronto: 'green', entregue: 'gray' } as const;

/** An order item's production status on the tab screen; a ready item can be marked delivered right here. */
export function StatusProducao({ item }: { item: ItemDTO }) {
  const perfil = useSession((s) => s.user?.perfil);
  if (item.estacao_id == null) return null; // not produced: delivered at once
  async function entregar() {
    await executarAcao(() => entregarItens([item.id]), {
      ok: ['Item entregue', item.produto_nome],
      erro: 'Não foi possível marcar como entregue',
    });
  }
  return (
    <Group gap={6} mt={2} wrap="nowrap">
      <Badge
        size="sm"
        variant={item.status_producao === 'pronto' ? 'filled' : 'light'}
        color={COR[item.status_producao]}
        data-testid="item-status"
      >
        {STATUS_PRODUCAO_LABEL[item.status_producao]}
        {item.estacao_nome ? ` · ${item.estacao_nome}` : ''}
      </Badge>
      {item.status_producao === 'pronto' && temPermissao(perfil, 'deliver_items') && (
        <Button size="compact-xs" color="green" variant="light" onClick={entregar} data-testid="item-entregar">
          Entregue
        </Button>
      )}
    </Group>
  );
}
