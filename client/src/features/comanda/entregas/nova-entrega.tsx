import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconHistory, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { enderecoEmLinha, formatBRL, fromCents, toCents } from '@comanda/shared';
import type { FormaNaEntrega, NovaEntregaEstado } from './use-nova-entrega';

const FORMAS: { value: FormaNaEntrega; label: string }[] = [
  { value: 'dinheiro', label: 'Dinheiro' },
  { value: 'credito', label: 'Crédito' },
  { value: 'debito', label: 'Débito' },
  { value: 'pix', label: 'PIX' },
  { value: 'pago', label: 'Já pago' },
];

/** 'Nova entrega': phone first, the customer and address, the items, the fee and what the courier collects. */
export function NovaEntrega({ n }: { n: NovaEntregaEstado }) {
  return (
    <Card withBorder radius="md" p="md" data-testid="nova-entrega">
      <Stack gap="sm">
        <Title order={3} size="h4">
          Nova entrega
        </Title>
        <TextInput
          label="Telefone"
          placeholder="(11) 98765-4321"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          required
          value={n.telefone}
          onChange={(e) => n.setTelefone(e.currentTarget.value)}
        />
        {n.sugestao && (
          <Alert color="blue" variant="light" icon={<IconHistory size={18} />} title="Cliente já pediu antes">
            <Text size="sm" mb={6}>
              {n.sugestao.nome_cliente} · {enderecoEmLinha(n.sugestao.endereco)}
            </Text>
            <Button size="xs" variant="light" onClick={n.usarSugestao}>
              Usar este endereço
            </Button>
          </Alert>
        )}
        <TextInput
          label="Nome do cliente"
          required
          maxLength={60}
          value={n.nome}
          onChange={(e) => n.setNome(e.currentTarget.value)}
        />
        <CamposEndereco n={n} />
        <ItensDaEntrega n={n} />
        <Cobranca n={n} />
        <Button
          size="md"
          color="green"
          leftSection={<IconSend size={18} />}
          disabled={n.linhas.length === 0}
          loading={n.enviando}
          onClick={() => void n.enviar()}
        >
          Enviar pedido
        </Button>
      </Stack>
    </Card>
  );
}

function CamposEndereco({ n }: { n: NovaEntregaEstado }) {
  const e = n.endereco;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <TextInput
          label="Rua"
          required
          maxLength={120}
          value={e.logradouro}
          onChange={(ev) => n.campo('logradouro', ev.currentTarget.value)}
          style={{ gridColumn: 'span 2' }}
        />
        <TextInput
          label="Número"
          required
          maxLength={20}
          value={e.numero}
          onChange={(ev) => n.campo('numero', ev.currentTarget.value)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs">
        <TextInput
          label="Complemento"
          maxLength={60}
          value={e.complemento ?? ''}
          onChange={(ev) => n.campo('complemento', ev.currentTarget.value)}
        />
        <TextInput
          label="Bairro"
          required
          maxLength={60}
          value={e.bairro}
          onChange={(ev) => n.campo('bairro', ev.currentTarget.value)}
        />
        <TextInput
          label="Cidade"
          required
          maxLength={60}
          value={e.cidade}
          onChange={(ev) => n.campo('cidade', ev.currentTarget.value)}
        />
      </SimpleGrid>
      <TextInput
        label="Referência"
        maxLength={120}
        value={e.referencia ?? ''}
        onChange={(ev) => n.campo('referencia', ev.currentTarget.value)}
      />
    </>
  );
}

/** The items picked so far, each removable, the fee and the total. */
function ItensDaEntrega({ n }: { n: NovaEntregaEstado }) {
  const itens = n.linhas.reduce((s, l) => s + toCents(l.total), 0);
  const taxa = typeof n.taxa === 'number' ? toCents(n.taxa) : 0;
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text fw={600}>Itens</Text>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={() => n.setPicker(true)}>
          Adicionar itens
        </Button>
      </Group>
      {n.linhas.length === 0 && (
        <Text c="dimmed" size="sm">
          Escolha os itens do pedido.
        </Text>
      )}
      {n.linhas.map((l) => (
        <Group key={l.chave} justify="space-between" wrap="nowrap" data-testid="item-entrega">
          <Text size="sm" style={{ flex: 1 }}>
            {l.item.quantidade}× {l.nome}
          </Text>
          <Text size="sm" fw={600}>
            {formatBRL(l.total)}
          </Text>
          <ActionIcon variant="subtle" color="red" aria-label={`Remover ${l.nome}`} onClick={() => n.remover(l.chave)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <NumberInput
        label="Taxa de entrega"
        prefix="R$ "
        decimalSeparator=","
        thousandSeparator="."
        decimalScale={2}
        fixedDecimalScale
        min={0}
        max={999.99}
        value={n.taxa}
        onChange={n.setTaxa}
      />
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700} data-testid="total-entrega">
          {formatBRL(fromCents(itens + taxa))}
        </Text>
      </Group>
    </Stack>
  );
}

/** What the courier collects: the method, the note for change ('troco para') and the notes. */
function Cobranca({ n }: { n: NovaEntregaEstado }) {
  return (
    <Stack gap="xs">
      <Select
        label="Cobrar na entrega"
        data={FORMAS}
        value={n.forma}
        allowDeselect={false}
        onChange={(v) => v && n.setForma(v as FormaNaEntrega)}
      />
      {n.forma === 'dinheiro' && (
        <NumberInput
          label="Troco para"
          description="Deixe em branco se não precisar de troco"
          prefix="R$ "
          decimalSeparator=","
          thousandSeparator="."
          decimalScale={2}
          min={0}
          value={n.troco}
          onChange={n.setTroco}
        />
      )}
      <Textarea
        label="Observações"
        maxLength={300}
        autosize
        minRows={2}
        value={n.observacoes}
        onChange={(e) => n.setObservacoes(e.currentTarget.value)}
      />
    </Stack>
  );
}
