import { lazy, useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  TIPO_IMPRESSAO_LABEL,
  textoAguardando,
  textoEstadoImpressora,
  type EstacaoDTO,
  type ImpressoraDTO,
} from '@comanda/shared';
import { ConfirmarExclusao } from '../../components/confirmar-exclusao';
import { SobDemanda } from '../../components/sob-demanda';
import { executarAcao } from '../../lib/acao';
import { useImpressao } from '../../lib/impressao-store';
import { excluirImpressora } from './api';
import { AgentesSecao } from './agentes-secao';
import { AguardandoSecao } from './aguardando-secao';
import { useEstacoes } from './use-estacoes';
import { useImpressoras } from './use-impressoras';

// the form validates with the shared zod schema: it loads on first open
const ImpressoraDialog = lazy(() => import('./impressora-dialog').then((m) => ({ default: m.ImpressoraDialog })));

/** Settings › Impressoras (issue 23): printers, the agents that reach them, and jobs waiting for a person. */
export function ImpressorasTab() {
  const dados = useImpressoras();
  const { estacoes } = useEstacoes();
  const [editando, setEditando] = useState<ImpressoraDTO | 'nova' | null>(null);
  const [excluir, setExcluir] = useState<ImpressoraDTO | null>(null);
  return (
    <Stack data-testid="config-impressoras">
      <AguardandoSecao impressoes={dados.aguardando} onDecidida={dados.removerImpressao} />
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <div style={{ flex: '1 1 320px' }}>
          <Title order={4}>Impressoras</Title>
          <Text size="sm" c="dimmed">
            Impressoras térmicas da rede do restaurante. Cada uma imprime os pedidos das estações escolhidas.
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditando('nova')} style={{ flex: 'none' }}>
          Nova impressora
        </Button>
      </Group>
      {!dados.impressoras && <Loader size="sm" />}
      {dados.impressoras?.length === 0 && <Text c="dimmed">Nenhuma impressora cadastrada</Text>}
      {dados.impressoras?.map((i) => (
        <ImpressoraLinha
          key={i.id}
          impressora={i}
          estacoes={estacoes ?? []}
          onEditar={() => setEditando(i)}
          onExcluir={() => setExcluir(i)}
        />
      ))}
      <AgentesSecao agentes={dados.agentes} onCriado={dados.carregar} onRevogado={dados.removerAgente} />
      <SobDemanda ativo={!!editando}>
        <ImpressoraDialog
          impressora={editando === 'nova' ? null : editando}
          aberto={!!editando}
          estacoes={estacoes ?? []}
          onClose={() => setEditando(null)}
          onSalva={(impressora) => dados.aplicarImpressora({ impressora })}
        />
      </SobDemanda>
      <ConfirmarExclusao
        aberto={!!excluir}
        titulo="Excluir impressora"
        descricao={excluir ? `Tem certeza que deseja excluir a impressora ${excluir.nome}?` : ''}
        onClose={() => setExcluir(null)}
        onConfirmar={async () => {
          const r = await executarAcao(() => excluirImpressora(excluir!.id), {
            ok: 'Impressora excluída!',
            erro: 'Não foi possível excluir a impressora',
          });
          if (r.ok) dados.aplicarImpressora({ removidaId: excluir!.id });
          setExcluir(null);
        }}
      />
    </Stack>
  );
}

const COR = { online: 'green', offline: 'orange', desconhecida: 'gray' } as const;
const ROTULO = { online: 'Online', offline: 'Offline', desconhecida: 'Sem notícias' } as const;

interface LinhaProps {
  impressora: ImpressoraDTO;
  estacoes: EstacaoDTO[];
  onEditar(): void;
  onExcluir(): void;
}

/** One printer: name, address, what it prints and, for an active one, its live state from the shell's store. */
function ImpressoraLinha({ impressora: i, estacoes, onEditar, onExcluir }: LinhaProps) {
  const vivo = useImpressao((s) => s.estado?.impressoras.find((x) => x.id === i.id));
  const estado = vivo ?? i.estado;
  // no report yet: the agent learns a printer from its first job
  const situacao = estado.online ? 'online' : estado.desde ? 'offline' : 'desconhecida';
  const nomesEstacoes = estacoes.filter((e) => i.estacao_ids.includes(e.id)).map((e) => e.nome);
  return (
    <Card withBorder radius="md" p="xs" data-testid="impressora">
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={700} truncate>
              {i.nome}
            </Text>
            {!i.ativa ? (
              <Badge variant="light" color="gray">
                Desativada
              </Badge>
            ) : (
              <Badge variant="light" color={COR[situacao]} data-testid="impressora-estado">
                {ROTULO[situacao]}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {i.host}:{i.porta} · {i.largura} mm · {i.copias} {i.copias === 1 ? 'cópia' : 'cópias'}
          </Text>
          <Text size="sm">
            {i.tipos.map((t) => TIPO_IMPRESSAO_LABEL[t]).join(', ')}
            {nomesEstacoes.length > 0 && ` · ${nomesEstacoes.join(', ')}`}
          </Text>
          {i.ativa && (situacao === 'offline' || estado.aguardando > 0 || estado.erro) && (
            <Text size="sm" c="orange" fw={600}>
              {[
                situacao === 'offline' && textoEstadoImpressora({ ...estado, nome: i.nome }),
                textoAguardando(estado.aguardando),
                estado.erro,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="nowrap">
          <ActionIcon size={44} variant="subtle" aria-label={`Editar ${i.nome}`} onClick={onEditar}>
            <IconEdit size={20} />
          </ActionIcon>
          <ActionIcon size={44} variant="subtle" color="red" aria-label={`Excluir ${i.nome}`} onClick={onExcluir}>
            <IconTrash size={20} />
          </ActionIcon>
        </Group>
      </Group>
    </Card>
  );
}
