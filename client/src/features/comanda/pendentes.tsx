import { Alert, Badge, Card, CloseButton, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudUpload } from '@tabler/icons-react';
import { formatBRL } from '@comanda/shared';
import { dispensarRecusada, useFila } from '../../lib/fila-offline';

/** Writes made offline on this table, waiting on the device to be sent: shown as 'pendente' in the tab. */
export function PendentesList({ mesaId }: { mesaId: number }) {
  const pendentes = useFila((s) => s.pendentes).filter((p) => p.mesaId === mesaId);
  if (pendentes.length === 0) return null;
  return (
    <Card withBorder radius="md" data-testid="pendentes">
      <Group gap={6} mb="xs">
        <IconCloudUpload size={18} />
        <Text fw={700}>Aguardando conexão ({pendentes.length})</Text>
      </Group>
      <Stack gap={4}>
        {pendentes.map((p) => (
          <Group key={p.chave} justify="space-between" wrap="nowrap" data-testid="item-pendente">
            <Text size="sm">
              {p.tipo === 'remocao'
                ? `Remover ${p.rotulo}`
                : p.tipo === 'nome'
                  ? `Nome do cliente: ${p.rotulo}`
                  : p.tipo === 'conta'
                    ? 'Pedir Conta'
                    : p.rotulo}
            </Text>
            <Group gap={6} wrap="nowrap">
              {p.total != null && (
                <Text size="sm" fw={600}>
                  {formatBRL(p.total)}
                </Text>
              )}
              <Badge color="yellow" variant="light">
                pendente
              </Badge>
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

/** A queued write the server refused on replay (e.g. the tab was closed meanwhile): shown until the waiter dismisses it. */
export function RecusadasAlert({ mesaId }: { mesaId?: number }) {
  const recusadas = useFila((s) => s.recusadas).filter((r) => mesaId === undefined || r.mesaId === mesaId);
  if (recusadas.length === 0) return null;
  return (
    <Stack gap="xs">
      {recusadas.map((r) => (
        <Alert
          key={r.chave}
          color="red"
          icon={<IconAlertTriangle size={18} />}
          title="Pedido não enviado"
          data-testid="recusada"
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text size="sm">
              {r.rotulo}: {r.motivo}
            </Text>
            <CloseButton aria-label="Dispensar aviso" onClick={() => dispensarRecusada(r.chave)} />
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
