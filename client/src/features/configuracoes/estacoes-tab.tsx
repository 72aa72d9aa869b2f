import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Loader, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import type { EstacaoDTO } from '@comanda/shared';
import { ConfirmarExclusao } from '../../components/confirmar-exclusao';
import { Dialogo } from '../../components/dialogo';
import { executarAcao } from '../../lib/acao';
import { useAcao } from '../../lib/use-acao';
import { alterarEstacao, criarEstacao, excluirEstacao } from './api';
import { useEstacoes } from './use-estacoes';

/** 'Estações de produção' (issue 13): the kitchen/bar stations the menu's categories route their orders to. */
export function EstacoesTab() {
  const { estacoes, aplicar } = useEstacoes();
  const [renomear, setRenomear] = useState<EstacaoDTO | null>(null);
  const [excluir, setExcluir] = useState<EstacaoDTO | null>(null);

  async function alternar(e: EstacaoDTO, ativo: boolean) {
    const r = await executarAcao(() => alterarEstacao(e.id, { ativo }), {
      ok: ativo ? 'Estação ativada!' : 'Estação desativada!',
      erro: 'Erro ao atualizar estação',
    });
    if (r.ok) aplicar({ estacao: r.valor });
  }

  return (
    <Stack data-testid="config-estacoes">
      <div>
        <Title order={4}>Estações de produção</Title>
        <Text size="sm" c="dimmed">
          Cozinha, bar e outras praças que recebem os pedidos. Cada categoria do cardápio escolhe a sua; uma estação
          inativa não recebe novos pedidos.
        </Text>
      </div>
      <NovaEstacao onCriada={(estacao) => aplicar({ estacao })} />
      {!estacoes && <Loader size="sm" />}
      {estacoes?.length === 0 && <Text c="dimmed">Nenhuma estação cadastrada</Text>}
      {estacoes?.map((e) => (
        <EstacaoLinha
          key={e.id}
          estacao={e}
          onAtiva={(ativo) => void alternar(e, ativo)}
          onRenomear={() => setRenomear(e)}
          onExcluir={() => setExcluir(e)}
        />
      ))}
      {renomear && (
        <RenomearDialog
          estacao={renomear}
          onClose={() => setRenomear(null)}
          onSalva={(estacao) => aplicar({ estacao })}
        />
      )}
      <ConfirmarExclusao
        aberto={!!excluir}
        titulo="Excluir estação"
        descricao={excluir ? `Tem certeza que deseja excluir a estação ${excluir.nome}?` : ''}
        onClose={() => setExcluir(null)}
        onConfirmar={async () => {
          // a station still in use answers 409 with the categories to move first: the error toast shows it
          const r = await executarAcao(() => excluirEstacao(excluir!.id), {
            ok: 'Estação excluída!',
            erro: 'Não foi possível excluir a estação',
          });
          if (r.ok) aplicar({ removidaId: excluir!.id });
          setExcluir(null);
        }}
      />
    </Stack>
  );
}

interface LinhaProps {
  estacao: EstacaoDTO;
  onAtiva(ativo: boolean): void;
  onRenomear(): void;
  onExcluir(): void;
}

function EstacaoLinha({ estacao: e, onAtiva, onRenomear, onExcluir }: LinhaProps) {
  return (
    <Card withBorder radius="md" p="xs" data-testid="estacao">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            {e.nome}
          </Text>
          <Badge variant="light" color={e.ativo ? 'green' : 'gray'}>
            {e.ativo ? 'Ativa' : 'Inativa'}
          </Badge>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Switch
            size="md"
            checked={e.ativo}
            onChange={(ev) => onAtiva(ev.currentTarget.checked)}
            aria-label={`Estação ${e.nome} ativa`}
            mr="xs"
          />
          <ActionIcon size={44} variant="subtle" aria-label={`Renomear ${e.nome}`} onClick={onRenomear}>
            <IconEdit size={20} />
          </ActionIcon>
          <ActionIcon size={44} variant="subtle" color="red" aria-label={`Excluir ${e.nome}`} onClick={onExcluir}>
            <IconTrash size={20} />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}

function NovaEstacao({ onCriada }: { onCriada(e: EstacaoDTO): void }) {
  const [nome, setNome] = useState('');
  const { executar, enviando } = useAcao();
  async function criar(ev: React.FormEvent) {
    ev.preventDefault();
    const r = await executar(() => criarEstacao(nome.trim()), { ok: 'Estação criada!', erro: 'Erro ao criar estação' });
    if (!r.ok) return;
    onCriada(r.valor);
    setNome('');
  }
  return (
    <form onSubmit={criar}>
      <Group align="flex-end" wrap="nowrap" gap="xs">
        <TextInput
          label="Nova estação"
          placeholder="Ex.: Chapa"
          maxLength={60}
          value={nome}
          onChange={(e) => setNome(e.currentTarget.value)}
          style={{ flex: 1 }}
          size="md"
        />
        <Button type="submit" size="md" leftSection={<IconPlus size={16} />} loading={enviando} disabled={!nome.trim()}>
          Adicionar
        </Button>
      </Group>
    </form>
  );
}

function RenomearDialog({
  estacao,
  onClose,
  onSalva,
}: {
  estacao: EstacaoDTO;
  onClose(): void;
  onSalva(e: EstacaoDTO): void;
}) {
  const [nome, setNome] = useState(estacao.nome);
  const { executar, enviando } = useAcao();
  async function salvar(ev: React.FormEvent) {
    ev.preventDefault();
    const r = await executar(() => alterarEstacao(estacao.id, { nome: nome.trim() }), {
      ok: 'Estação renomeada!',
      erro: 'Erro ao renomear estação',
    });
    if (!r.ok) return;
    onSalva(r.valor);
    onClose();
  }
  return (
    <Dialogo opened onClose={onClose} title="Renomear estação">
      <form onSubmit={salvar}>
        <Stack>
          <TextInput
            label="Nome"
            required
            maxLength={60}
            value={nome}
            onChange={(e) => setNome(e.currentTarget.value)}
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={enviando} disabled={!nome.trim()}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialogo>
  );
}
