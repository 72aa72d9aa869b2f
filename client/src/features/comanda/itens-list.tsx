import { ActionIcon, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMinus, IconTrash, IconUser } from '@tabler/icons-react';
import { formatBRL, type ItemDTO, type ItemProducaoDTO } from '@comanda/shared';
import { StatusProducao } from './status-producao';

interface Props {
  itens: ItemDTO[];
  /** lines removed after the kitchen started them: struck through, not counted */
  cancelados: ItemProducaoDTO[];
  podeRemover: boolean;
  onCancelar(i: ItemDTO, modo: 'remover' | 'reduzir'): void;
}

/** 'Itens do Pedido (N)': product, quantity, unit price, flavours, extras ('Nx' when above 1), notes, line total. */
export function ItensList({ itens, cancelados, podeRemover, onCancelar }: Props) {
  return (
    <Card withBorder radius="md">
      <Title order={4} mb="sm">
        Itens do Pedido ({itens.length})
      </Title>
      {itens.length === 0 && (
        <Text c="dimmed" size="sm">
          Nenhum item no pedido
        </Text>
      )}
      <Stack gap="xs">
        {itens.map((i) => (
          <ItemPedido key={i.id} item={i} podeRemover={podeRemover} onCancelar={onCancelar} />
        ))}
        {cancelados.map((c) => (
          <LinhaCancelada key={`c${c.id}`} item={c} />
        ))}
      </Stack>
    </Card>
  );
}

function ItemPedido({ item: i, podeRemover, onCancelar }: { item: ItemDTO } & Omit<Props, 'itens' | 'cancelados'>) {
  return (
    <Card withBorder radius="sm" p="xs" data-testid="item-pedido">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>
            {i.quantidade}x {i.produto_nome}
          </Text>
          <Text size="xs" c="dimmed">
            {formatBRL(i.preco_unitario)} cada
          </Text>
          {i.cliente_nome && (
            <Group gap={4} wrap="nowrap" c="blue" data-testid="item-cliente">
              <IconUser size={14} aria-hidden />
              <Text size="sm" c="inherit" lineClamp={1}>
                {i.cliente_nome}
              </Text>
            </Group>
          )}
          <Detalhes
            sabores={i.sabores.map((s) => s.sabor_nome)}
            adicionais={i.adicionais.map((a) => ({
              nome: a.adicional_nome,
              quantidade: a.quantidade,
              preco: a.preco,
            }))}
            observacoes={i.observacoes}
          />
          <StatusProducao item={i} />
        </Stack>
        <Stack gap={4} align="flex-end">
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatBRL(i.total)}
          </Text>
          <BotoesDoItem item={i} podeRemover={podeRemover} onCancelar={onCancelar} />
        </Stack>
      </Group>
    </Card>
  );
}

function BotoesDoItem({ item: i, podeRemover, onCancelar }: { item: ItemDTO } & Omit<Props, 'itens' | 'cancelados'>) {
  return (
    <Group gap={4} wrap="nowrap">
      {/* a partial void: same reason/approval rules as removing the line */}
      {i.quantidade > 1 && (
        <ActionIcon
          size={44}
          variant="light"
          disabled={!podeRemover}
          aria-label={`Reduzir quantidade de ${i.produto_nome}`}
          title="Reduzir quantidade"
          onClick={() => onCancelar(i, 'reduzir')}
        >
          <IconMinus size={20} />
        </ActionIcon>
      )}
      {/* a 44 px target (not a bare icon); the dialog it opens asks for confirmation */}
      <ActionIcon
        size={44}
        color="red"
        variant="light"
        disabled={!podeRemover}
        aria-label={`Remover ${i.produto_nome}`}
        title="Remover item"
        onClick={() => onCancelar(i, 'remover')}
      >
        <IconTrash size={20} />
      </ActionIcon>
    </Group>
  );
}

function Detalhes(p: {
  sabores: string[];
  adicionais: { nome: string; quantidade: number; preco?: number }[];
  observacoes: string | null;
}) {
  return (
    <>
      {p.sabores.length > 0 && <Text size="sm">Sabores: {p.sabores.join(' / ')}</Text>}
      {p.adicionais.map((a, k) => (
        <Text size="sm" key={k}>
          + {a.quantidade > 1 ? `${a.quantidade}x ` : ''}
          {a.nome}
          {a.preco ? ` (${formatBRL(a.preco)})` : ''}
        </Text>
      ))}
      {p.observacoes && (
        <Text size="sm" fs="italic" c="dimmed">
          Obs.: {p.observacoes}
        </Text>
      )}
    </>
  );
}

/** A line removed after the kitchen started it (issue 13): it stays visible, struck through in red, out of the totals. */
function LinhaCancelada({ item }: { item: ItemProducaoDTO }) {
  return (
    <Card
      withBorder
      radius="sm"
      p="xs"
      data-testid="item-cancelado"
      style={{ borderColor: 'var(--mantine-color-red-6)' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0, textDecoration: 'line-through' }} c="red">
          <Text fw={600} c="inherit">
            {item.quantidade}x {item.produto_nome}
          </Text>
          <Detalhes sabores={item.sabores} adicionais={item.adicionais} observacoes={item.observacoes} />
        </Stack>
        <Badge color="red" variant="filled">
          Cancelado
        </Badge>
      </Group>
    </Card>
  );
}
