import { ActionIcon, Button, Card, Checkbox, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCash, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { formatBRL, fromCents, toCents } from '@comanda/shared';
import type { useBalcao } from './use-balcao';

/** The order being put together: its items, the customer's name, 'Para viagem', and the two ways to send it. */
export function PedidoEmMontagem({ b }: { b: ReturnType<typeof useBalcao> }) {
  const vazio = b.linhas.length === 0;
  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            Novo pedido
          </Title>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => b.setPicker(true)}>
            Adicionar itens
          </Button>
        </Group>
        <ItensDoPedido b={b} />
        <Group align="end" wrap="wrap">
          <TextInput
            label="Nome (opcional)"
            value={b.nome}
            maxLength={60}
            onChange={(e) => b.setNome(e.currentTarget.value)}
            style={{ flex: 1, minWidth: 160 }}
          />
          <Checkbox
            label="Para viagem"
            checked={b.viagem}
            onChange={(e) => b.setViagem(e.currentTarget.checked)}
            mb={8}
          />
        </Group>
        {/* stacked on a phone: 'Pagar e enviar' (the fast-food flow) first */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <Button
            size="md"
            color="green"
            leftSection={<IconCash size={18} />}
            disabled={vazio}
            loading={b.enviando}
            onClick={() => void b.enviar(true)}
          >
            Pagar e enviar
          </Button>
          <Button
            size="md"
            variant="default"
            leftSection={<IconSend size={18} />}
            disabled={vazio}
            loading={b.enviando}
            onClick={() => void b.enviar(false)}
          >
            Enviar
          </Button>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

/** The items picked so far, each removable, and their total. */
function ItensDoPedido({ b }: { b: ReturnType<typeof useBalcao> }) {
  const total = fromCents(b.linhas.reduce((s, l) => s + toCents(l.total), 0));
  const vazio = b.linhas.length === 0;
  return (
    <>
      {vazio ? (
        <Text c="dimmed" size="sm">
          Escolha os itens do pedido.
        </Text>
      ) : (
        <Stack gap={4} data-testid="itens-balcao">
          {b.linhas.map((l) => (
            <Group key={l.chave} justify="space-between" wrap="nowrap">
              <Text size="sm" style={{ flex: 1 }}>
                {l.item.quantidade}× {l.nome}
              </Text>
              <Text size="sm" fw={600}>
                {formatBRL(l.total)}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remover ${l.nome}`}
                onClick={() => b.remover(l.chave)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between">
            <Text fw={700}>Total</Text>
            <Text fw={700} data-testid="total-balcao">
              {formatBRL(total)}
            </Text>
          </Group>
        </Stack>
      )}
    </>
  );
}
