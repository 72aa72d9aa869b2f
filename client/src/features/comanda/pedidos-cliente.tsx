import { useEffect, useState } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconCheck, IconShoppingBag, IconX } from '@tabler/icons-react';
import {
  SITUACAO_PEDIDO_CLIENTE_LABEL,
  formatBRL,
  formatHora,
  type ItemPedidoClienteDTO,
  type PedidoClienteDTO,
} from '@comanda/shared';
import { Dialogo } from '../../components/dialogo';
import { usePedidosClienteDaMesa, type Recusa } from './use-pedidos-cliente';

/**
 * 'Pedidos do cliente': what diners ordered from the table's (or a numbered card's, issue 37) link and a waiter has not decided yet (issue 22). Each
 * order and each of its lines can be approved (it goes to production like a waiter's item) or refused with a reason
 * the diner sees. Nothing here is in the tab's totals until approved.
 */
export function PedidosClienteBloco(onde: { mesaId: number } | { vendaId: number }) {
  const { pedidos, aprovar, recusa, setRecusa, recusar, enviando } = usePedidosClienteDaMesa(onde);
  if (pedidos.length === 0 && !recusa) return null;
  return (
    <Card
      withBorder
      radius="md"
      style={{ borderColor: 'var(--mantine-color-orange-6)', borderWidth: 2 }}
      data-testid="pedidos-cliente"
    >
      <Group gap={8} mb="sm" wrap="nowrap">
        <IconShoppingBag size={20} color="var(--mantine-color-orange-6)" aria-hidden />
        <Title order={4}>Pedidos do cliente para aprovar ({pedidos.length})</Title>
      </Group>
      <Stack gap="sm">
        {pedidos.map((p) => (
          <PedidoCard
            key={p.id}
            pedido={p}
            enviando={enviando}
            onAprovar={(itemId) => void aprovar(p, itemId)}
            onRecusar={(itemId) => setRecusa({ pedido: p, itemId })}
          />
        ))}
      </Stack>
      <RecusarDialog recusa={recusa} enviando={enviando} onClose={() => setRecusa(null)} onRecusar={recusar} />
    </Card>
  );
}

interface PedidoProps {
  pedido: PedidoClienteDTO;
  enviando: boolean;
  /** no id: every line still waiting */
  onAprovar(itemId?: number): void;
  onRecusar(itemId?: number): void;
}

function PedidoCard({ pedido: p, enviando, onAprovar, onRecusar }: PedidoProps) {
  const pendentes = p.itens.filter((i) => i.situacao === 'pendente');
  return (
    <Card withBorder radius="sm" p="sm" data-testid="pedido-cliente">
      <Group justify="space-between" wrap="nowrap" mb={6}>
        <div style={{ minWidth: 0 }}>
          <Text fw={700} lineClamp={1}>
            {p.cliente_nome}
          </Text>
          <Text size="xs" c="dimmed">
            Pedido às {formatHora(p.criado_em)} · {formatBRL(p.valor_pendente)}
          </Text>
        </div>
        <Badge color="orange" variant="light" style={{ flexShrink: 0 }}>
          {SITUACAO_PEDIDO_CLIENTE_LABEL.pendente}
        </Badge>
      </Group>
      <Stack gap={6}>
        {pendentes.map((i) => (
          <LinhaPedido
            key={i.id}
            item={i}
            dono={i.cliente_nome !== p.cliente_nome ? i.cliente_nome : null}
            enviando={enviando}
            onAprovar={() => onAprovar(i.id)}
            onRecusar={() => onRecusar(i.id)}
          />
        ))}
      </Stack>
      <Group justify="flex-end" mt="sm" gap="xs">
        <Button variant="light" color="red" leftSection={<IconX size={16} />} onClick={() => onRecusar()}>
          Recusar pedido
        </Button>
        <Button color="green" leftSection={<IconCheck size={16} />} loading={enviando} onClick={() => onAprovar()}>
          Aprovar pedido
        </Button>
      </Group>
    </Card>
  );
}

interface LinhaProps {
  item: ItemPedidoClienteDTO;
  /** the line's person when someone else sent it (a shared-cart line) */
  dono: string | null;
  enviando: boolean;
  onAprovar(): void;
  onRecusar(): void;
}

function LinhaPedido({ item: i, dono, enviando, onAprovar, onRecusar }: LinhaProps) {
  return (
    <Stack gap={4} data-testid="pedido-cliente-item">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            {i.quantidade}x {i.nome}
          </Text>
          {i.sabores.length > 0 && <Text size="xs">Sabores: {i.sabores.map((s) => s.nome).join(' / ')}</Text>}
          {i.adicionais.map((a) => (
            <Text size="xs" key={a.id}>
              + {a.quantidade > 1 ? `${a.quantidade}x ` : ''}
              {a.nome}
            </Text>
          ))}
          {i.observacao && (
            <Text size="xs" fs="italic" c="dimmed">
              Obs.: {i.observacao}
            </Text>
          )}
          {dono && (
            <Text size="xs" c="dimmed">
              Para {dono}
            </Text>
          )}
        </Stack>
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {formatBRL(i.valor_total)}
        </Text>
      </Group>
      <Group gap={6} justify="flex-end">
        <Button
          size="compact-md"
          variant="light"
          color="green"
          disabled={enviando}
          aria-label={`Aprovar ${i.nome}`}
          onClick={onAprovar}
        >
          Aprovar
        </Button>
        <Button
          size="compact-md"
          variant="light"
          color="red"
          disabled={enviando}
          aria-label={`Recusar ${i.nome}`}
          onClick={onRecusar}
        >
          Recusar
        </Button>
      </Group>
    </Stack>
  );
}

/** The reason is required: the diner reads it as 'Recusado: motivo'. */
function RecusarDialog(p: { recusa: Recusa | null; enviando: boolean; onClose(): void; onRecusar(m: string): void }) {
  const [motivo, setMotivo] = useState('');
  const [erro, setErro] = useState('');
  useEffect(() => (setMotivo(''), setErro('')), [p.recusa]);
  const item = p.recusa?.itemId != null ? p.recusa.pedido.itens.find((i) => i.id === p.recusa!.itemId) : null;
  return (
    <Dialogo opened={!!p.recusa} onClose={p.onClose} title={item ? `Recusar ${item.nome}` : 'Recusar pedido'}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!motivo.trim()) return setErro('Informe o motivo');
          p.onRecusar(motivo.trim());
        }}
      >
        <Stack>
          <Text size="sm">
            {item
              ? `${item.quantidade}x ${item.nome} de ${p.recusa!.pedido.cliente_nome}`
              : `Todos os itens ainda aguardando do pedido de ${p.recusa?.pedido.cliente_nome ?? ''}`}
          </Text>
          <Textarea
            label="Motivo"
            description="O cliente verá este motivo no celular"
            withAsterisk
            data-autofocus
            maxLength={200}
            autosize
            minRows={2}
            value={motivo}
            error={erro}
            onChange={(e) => setMotivo(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={p.onClose}>
              Cancelar
            </Button>
            <Button type="submit" color="red" loading={p.enviando}>
              Recusar
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialogo>
  );
}
