import { useState } from 'react';
import { Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCash, IconCheck, IconMotorbike, IconToolsKitchen2 } from '@tabler/icons-react';
import {
  SITUACAO_ENTREGA_LABEL,
  enderecoEmLinha,
  formatBRL,
  formatTelefone,
  pagamentoNaEntrega,
  type EntregaDTO,
  type SituacaoEntrega,
} from '@comanda/shared';
import { Dialogo } from '../../../components/dialogo';
import { CancelarIfood } from './cancelar-ifood';

interface Props {
  entregas: EntregaDTO[] | null;
  onMover(e: EntregaDTO, situacao: SituacaoEntrega, entregador?: string): Promise<boolean>;
  /** the tab's payment dialog */
  onReceber(vendaId: number): void;
}

/** The columns of the screen, in order; delivered ones show only while their bill is open (then they leave). */
const COLUNAS: SituacaoEntrega[] = ['preparando', 'pronto', 'saiu', 'entregue'];
const COR: Record<SituacaoEntrega, string> = { preparando: 'orange', pronto: 'green', saiu: 'blue', entregue: 'gray' };

/** The open deliveries by status, each with its origin, address, what to collect and the next move. */
export function ListaEntregas({ entregas, onMover, onReceber }: Props) {
  const [saindo, setSaindo] = useState<EntregaDTO | null>(null);
  if (!entregas)
    return (
      <Group justify="center" py="md">
        <Loader size="sm" aria-label="Carregando entregas" />
      </Group>
    );
  return (
    <SimpleGrid cols={{ base: 1, md: entregas.some((e) => e.situacao === 'entregue') ? 4 : 3 }} spacing="md">
      {COLUNAS.map((situacao) => {
        const daColuna = entregas.filter((e) => e.situacao === situacao);
        if (situacao === 'entregue' && daColuna.length === 0) return null;
        return (
          <Stack key={situacao} gap="xs" data-testid={`coluna-${situacao}`}>
            <Group gap="xs">
              <Title order={3} size="h5">
                {situacao === 'entregue' ? 'Entregue, a receber' : SITUACAO_ENTREGA_LABEL[situacao]}
              </Title>
              <Badge color={COR[situacao]} variant="light">
                {daColuna.length}
              </Badge>
            </Group>
            {daColuna.length === 0 && (
              <Text c="dimmed" size="sm">
                Nenhuma entrega.
              </Text>
            )}
            {daColuna.map((e) => (
              <EntregaCard key={e.venda_id} entrega={e} onMover={onMover} onSaiu={setSaindo} onReceber={onReceber} />
            ))}
          </Stack>
        );
      })}
      <SaiuDialog entrega={saindo} onClose={() => setSaindo(null)} onMover={onMover} />
    </SimpleGrid>
  );
}

function EntregaCard({
  entrega: e,
  onMover,
  onSaiu,
  onReceber,
}: {
  entrega: EntregaDTO;
  onMover: Props['onMover'];
  onSaiu(e: EntregaDTO): void;
  onReceber: Props['onReceber'];
}) {
  return (
    <Card withBorder radius="md" p="sm" data-testid={`entrega-${e.venda_id}`}>
      <Group justify="space-between" wrap="nowrap" mb={4} align="start">
        <Text fw={700}>{e.rotulo}</Text>
        {e.origem === 'ifood' ? (
          <Badge color="red" variant="filled">
            iFood #{e.ifood_display_id}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">
            Própria
          </Badge>
        )}
      </Group>
      <Text size="sm">{enderecoEmLinha(e.endereco)}</Text>
      {e.endereco.referencia && (
        <Text size="sm" c="dimmed">
          Ref.: {e.endereco.referencia}
        </Text>
      )}
      {e.telefone && <Text size="sm">Tel.: {formatTelefone(e.telefone)}</Text>}
      {e.observacoes && <Text size="sm">Obs.: {e.observacoes}</Text>}
      <Text size="sm" fw={600} mt={4}>
        {formatBRL(e.venda.total)} ·{' '}
        {pagamentoNaEntrega({ forma: e.pagamento?.forma ?? null, troco_para: e.pagamento?.troco_para })}
      </Text>
      {e.entregador && (
        <Text size="sm" c="dimmed">
          Entregador: {e.entregador}
        </Text>
      )}
      <AcoesDaEntrega entrega={e} onMover={onMover} onSaiu={onSaiu} onReceber={onReceber} />
      {e.origem === 'ifood' && e.venda.situacao === 'A' && (
        <CancelarIfood vendaId={e.venda_id} displayId={e.ifood_display_id} />
      )}
    </Card>
  );
}

/** 'Receber' while the tab is open, and the one next move of the delivery. */
function AcoesDaEntrega({
  entrega: e,
  onMover,
  onSaiu,
  onReceber,
}: {
  entrega: EntregaDTO;
  onMover: Props['onMover'];
  onSaiu(e: EntregaDTO): void;
  onReceber: Props['onReceber'];
}) {
  return (
    <Group grow gap="xs" mt={8}>
      {e.venda.situacao === 'A' && (
        <Button size="xs" variant="default" leftSection={<IconCash size={14} />} onClick={() => onReceber(e.venda_id)}>
          Receber
        </Button>
      )}
      {e.situacao === 'preparando' && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconToolsKitchen2 size={14} />}
          onClick={() => void onMover(e, 'pronto')}
        >
          Pronto
        </Button>
      )}
      {e.situacao === 'pronto' && (
        <Button size="xs" leftSection={<IconMotorbike size={14} />} onClick={() => onSaiu(e)}>
          Saiu
        </Button>
      )}
      {e.situacao === 'saiu' && (
        <Button
          size="xs"
          color="green"
          leftSection={<IconCheck size={14} />}
          onClick={() => void onMover(e, 'entregue')}
        >
          Entregue
        </Button>
      )}
    </Group>
  );
}

/** 'Saiu': the courier's name, then the delivery moves to 'Saiu para entrega'. */
function SaiuDialog({
  entrega,
  onClose,
  onMover,
}: {
  entrega: EntregaDTO | null;
  onClose(): void;
  onMover: Props['onMover'];
}) {
  const [nome, setNome] = useState('');
  const enviar = async () => {
    if (!entrega || !nome.trim()) return;
    if (await onMover(entrega, 'saiu', nome.trim())) {
      setNome('');
      onClose();
    }
  };
  return (
    <Dialogo opened={!!entrega} onClose={onClose} title={entrega ? `Saiu para entrega — ${entrega.rotulo}` : ''}>
      <form
        onSubmit={(ev) => {
          ev.preventDefault();
          void enviar();
        }}
      >
        <Stack>
          <TextInput
            label="Nome do entregador"
            required
            maxLength={60}
            data-autofocus
            value={nome}
            onChange={(ev) => setNome(ev.currentTarget.value)}
          />
          <Button type="submit" disabled={!nome.trim()} leftSection={<IconMotorbike size={16} />}>
            Confirmar saída
          </Button>
        </Stack>
      </form>
    </Dialogo>
  );
}
