import { ActionIcon, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatBRL, type ItemDTO } from '@comanda/shared';
import { StatusProducao } from './status-producao';

/** 'Itens do Pedido (N)': product, quantity, unit price, flavours, extras ('Nx' when above 1), notes, line total. */
export function ItensList({
  itens,
  podeRemover,
  onRemover,
}: {
  itens: ItemDTO[];
  podeRemover: boolean;
  onRemover(i: ItemDTO): void;
}) {
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
          <Card key={i.id} withBorder radius="sm" p="xs" data-testid="item-pedido">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600}>
                  {i.quantidade}x {i.produto_nome}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatBRL(i.preco_unitario)} cada
                </Text>
                {i.sabores.length > 0 && (
                  <Text size="sm">Sabores: {i.sabores.map((s) => s.sabor_nome).join(' / ')}</Text>
                )}
                {i.adicionais.map((a, k) => (
                  <Text size="sm" key={k}>
                    + {a.quantidade > 1 ? `${a.quantidade}x ` : ''}
                    {a.adicional_nome}
                    {a.preco > 0 ? ` (${formatBRL(a.preco)})` : ''}
                  </Text>
                ))}
                {i.observacoes && (
                  <Text size="sm" fs="italic" c="dimmed">
                    Obs.: {i.observacoes}
                  </Text>
                )}
                <StatusProducao item={i} />
              </Stack>
              <Group gap={4} wrap="nowrap">
                <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                  {formatBRL(i.total)}
                </Text>
                {/* a 44 px target (not a bare icon); the dialog it opens asks for confirmation */}
                <ActionIcon
                  size={44}
                  color="red"
                  variant="light"
                  disabled={!podeRemover}
                  aria-label={`Remover ${i.produto_nome}`}
                  title="Remover item"
                  onClick={() => onRemover(i)}
                >
                  <IconTrash size={20} />
                </ActionIcon>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
    </Card>
  );
}
