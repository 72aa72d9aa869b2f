import { useState } from 'react';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import {
  FORMA_PAGAMENTO_LABEL,
  formatBRL,
  formatHora,
  type FormaPagamento,
  type PagamentoDTO,
  type VendaDTO,
} from '@comanda/shared';
import { executarAcao } from '../../../lib/acao';
import { removerPagamento } from './api';

/** Payments recorded on the tab; managers may remove one (with a reason) while it is open. */
export function PagamentosLista({
  venda,
  pagamentos,
  podeRemover,
  onVenda,
}: {
  venda: VendaDTO;
  pagamentos: PagamentoDTO[];
  podeRemover: boolean;
  onVenda(v: VendaDTO): void;
}) {
  const [removendo, setRemovendo] = useState<{ id: number; motivo: string } | null>(null);
  const ativos = pagamentos.filter((p) => !p.removido_em);
  if (ativos.length === 0) return null;
  async function remover() {
    const r = await executarAcao(() => removerPagamento(venda.id, removendo!.id, removendo!.motivo.trim()), {
      ok: 'Pagamento removido',
      erro: 'Erro ao remover pagamento',
    });
    if (!r.ok) return;
    onVenda(r.valor);
    setRemovendo(null);
  }
  return (
    <Stack gap={4} data-testid="pagamentos-lista">
      <Text size="sm" fw={700}>
        Pagamentos
      </Text>
      {ativos.map((p) => (
        <Stack key={p.id} gap={2}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm">
              {FORMA_PAGAMENTO_LABEL[p.forma as FormaPagamento] ?? p.forma} · {formatHora(p.created_at)} · {p.usuario}
            </Text>
            <Group gap={4} wrap="nowrap">
              <Text size="sm" fw={600}>
                {formatBRL(p.valor)}
              </Text>
              {podeRemover && (
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label="Remover pagamento"
                  onClick={() => setRemovendo({ id: p.id, motivo: '' })}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              )}
            </Group>
          </Group>
          {p.troco > 0 && (
            <Text size="xs" c="dimmed">
              Recebido {formatBRL(p.valor_recebido)} · troco {formatBRL(p.troco)}
            </Text>
          )}
          {removendo?.id === p.id && (
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput
                size="xs"
                style={{ flex: 1 }}
                label="Motivo da remoção"
                value={removendo.motivo}
                onChange={(e) => setRemovendo({ id: p.id, motivo: e.currentTarget.value })}
              />
              <Button size="xs" color="red" disabled={!removendo.motivo.trim()} onClick={remover}>
                Remover
              </Button>
            </Group>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
