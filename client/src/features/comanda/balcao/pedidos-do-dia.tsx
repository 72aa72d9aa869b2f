import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCash, IconCheck } from '@tabler/icons-react';
import { formatBRL, rotuloComanda, type PedidoBalcaoDTO } from '@comanda/shared';

interface Props {
  pedidos: PedidoBalcaoDTO[] | null;
  onReceber(vendaId: number): void;
  onEntregar(vendaId: number): void;
}

/** Today's counter orders still to hand over: ready ones first, each with what is left to pay. */
export function PedidosDoDia({ pedidos, onReceber, onEntregar }: Props) {
  if (!pedidos)
    return (
      <Group justify="center" py="md">
        <Loader size="sm" />
      </Group>
    );
  const ordenados = [...pedidos].sort(
    (a, b) => Number(b.estado === 'pronto') - Number(a.estado === 'pronto') || a.venda.numero! - b.venda.numero!,
  );
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Pedidos de hoje
      </Title>
      {ordenados.length === 0 && (
        <Text c="dimmed" size="sm">
          Nenhum pedido aguardando retirada.
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {ordenados.map((p) => (
          <PedidoCard key={p.venda.id} pedido={p} onReceber={onReceber} onEntregar={onEntregar} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function PedidoCard({
  pedido: { venda, estado },
  onReceber,
  onEntregar,
}: { pedido: PedidoBalcaoDTO } & Omit<Props, 'pedidos'>) {
  const pronto = estado === 'pronto';
  return (
    <Card withBorder radius="md" p="sm" data-testid={`pedido-balcao-${venda.numero}`}>
      <Group justify="space-between" wrap="nowrap" mb={6}>
        <Text fw={700}>{rotuloComanda(venda)}</Text>
        <Badge color={pronto ? 'green' : 'orange'} variant={pronto ? 'filled' : 'light'}>
          {pronto ? 'Pronto' : 'Preparando'}
        </Badge>
      </Group>
      <Text size="sm" c={venda.restante > 0 ? 'red' : 'dimmed'} mb={8}>
        {venda.restante > 0 ? `A receber: ${formatBRL(venda.restante)}` : 'Pago'}
      </Text>
      <Group grow gap="xs">
        {venda.restante > 0 || venda.situacao === 'A' ? (
          <Button size="xs" variant="light" leftSection={<IconCash size={14} />} onClick={() => onReceber(venda.id)}>
            Receber
          </Button>
        ) : null}
        <Button
          size="xs"
          color="green"
          variant={pronto ? 'filled' : 'light'}
          leftSection={<IconCheck size={14} />}
          onClick={() => onEntregar(venda.id)}
        >
          Entregue
        </Button>
      </Group>
    </Card>
  );
}
