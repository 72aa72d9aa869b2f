import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { api } from '../lib/api-client';
import { executarAcao } from '../lib/acao';
import { onStaffEvent } from '../lib/socket';
import type { IfoodPedidoDTO } from '@comanda/shared';
import { useAlertas, type Alerta } from './alertas-store';

const idIfood = (vendaId: number | null, tipo: string) => `ifood-${vendaId ?? 'geral'}-${tipo}`;

/**
 * iFood's orders for the shell's one alert listener (components/alertas.tsx), for whoever runs the deliveries
 * (issue 39): a new order (with 'Aceitar' and 'Recusar' while the acceptance is manual, like a diner's order), an
 * order iFood cancelled, a cancellation iFood refused (CANCELLATION_REQUEST_FAILED) and a link problem. The
 * 'aguardando' banner leaves once the order is accepted, refused or cancelled, here or on another device.
 */
export function ouvirIfood(avisar: (a: Alerta) => void): (() => void)[] {
  return [
    onStaffEvent('ifood:alerta', ({ tipo, mensagem, pedido }) => {
      const vendaId = pedido?.venda_id ?? null;
      if (vendaId != null && pedido?.situacao !== 'aguardando') useAlertas.getState().remover(idIfood(vendaId, 'novo'));
      if (tipo === 'novo' && pedido && pedido.situacao !== 'aguardando') return;
      avisar({
        id: idIfood(vendaId, tipo),
        tipo: 'ifood',
        mesaNumero: null,
        texto: mensagem,
        desde: new Date().toISOString(),
        ...(pedido?.situacao === 'aguardando' && tipo === 'novo' ? { ifoodAguardando: pedido.venda_id } : {}),
      });
    }),
  ];
}

/** 'Aceitar' / 'Recusar' (with the reason) of an iFood order waiting for the staff. */
export function AcoesIfood({ vendaId, onFeito }: { vendaId: number; onFeito(): void }) {
  const [recusando, setRecusando] = useState(false);
  const [motivo, setMotivo] = useState('');
  const [enviando, setEnviando] = useState(false);
  async function fazer(caminho: 'aceitar' | 'recusar') {
    setEnviando(true);
    const r = await executarAcao(
      () =>
        api.post<IfoodPedidoDTO>(`/api/vendas/${vendaId}/ifood/${caminho}`, caminho === 'recusar' ? { motivo } : {}),
      {
        ok: caminho === 'aceitar' ? 'Pedido do iFood aceito' : 'Pedido do iFood recusado',
        erro: 'Erro ao responder o pedido do iFood',
      },
    );
    setEnviando(false);
    if (r.ok) onFeito();
  }
  if (recusando)
    return (
      <Group gap={4} wrap="nowrap">
        <TextInput
          size="sm"
          aria-label="Motivo da recusa"
          placeholder="Motivo"
          value={motivo}
          onChange={(e) => setMotivo(e.currentTarget.value)}
        />
        <Button
          size="md"
          variant="white"
          color="red"
          loading={enviando}
          disabled={!motivo.trim()}
          onClick={() => void fazer('recusar')}
        >
          Recusar
        </Button>
      </Group>
    );
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="md" variant="white" color="dark" loading={enviando} onClick={() => void fazer('aceitar')}>
        Aceitar
      </Button>
      <Button size="md" variant="outline" color="white" onClick={() => setRecusando(true)}>
        Recusar
      </Button>
    </Group>
  );
}
