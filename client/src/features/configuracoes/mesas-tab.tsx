import { useCallback, useEffect, useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Dialogo } from '../../components/dialogo';
import { IconCalendarEvent, IconEdit, IconPlus, IconStack2, IconTrash } from '@tabler/icons-react';
import { SITUACAO_MESA_LABEL, padMesa, situacaoMapa, temPermissao, type MesaDTO, nomeDaMesa } from '@comanda/shared';
import { executarAcao } from '../../lib/acao';
import { criarMesasEmLote, excluirMesa, listarMesas, salvarMesa } from './api';
import { toast } from '../../lib/notify';
import { ConfirmarExclusao } from '../../components/confirmar-exclusao';
import { COR_SITUACAO, subtituloMesa } from '../../components/mesa-visual';
import { acoesPossiveis } from '../../components/mesa-acoes';
import { MesaAcoesDialog } from '../../components/mesa-acoes-dialog';
import { useSession } from '../../lib/session-store';
import { ImprimirQrMesas, QrMesaAcoes } from './qr-mesas';

type Num = number | string;

export function MesasTab() {
  const [mesas, setMesas] = useState<MesaDTO[]>([]);
  const [editando, setEditando] = useState<MesaDTO | 'nova' | null>(null);
  const [lote, setLote] = useState(false);
  const [excluir, setExcluir] = useState<MesaDTO | null>(null);
  // reserve / block / release: the same dialog as the map card's menu (issue 15)
  const [acoes, setAcoes] = useState<MesaDTO | null>(null);
  const perfil = useSession((s) => s.user?.perfil);
  // the printed table cards (issue 22): ADMIN and GERENTE
  const qr = temPermissao(perfil, 'edit_tables');
  const carregar = useCallback(
    () =>
      listarMesas()
        .then(setMesas)
        .catch((e) => toast.erro('Erro ao carregar mesas', e.message)),
    [],
  );
  useEffect(() => void carregar(), [carregar]);

  return (
    <Stack>
      <Group justify="flex-end">
        {qr && <ImprimirQrMesas />}
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditando('nova')}>
          Nova Mesa
        </Button>
        <Button variant="light" leftSection={<IconStack2 size={16} />} onClick={() => setLote(true)}>
          Criar em Lote
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 6 }} spacing="sm">
        {mesas.map((m) => (
          <MesaConfigCard
            key={m.id}
            mesa={m}
            podeAcoes={acoesPossiveis(m, perfil).length > 0}
            qr={qr}
            onAcoes={() => setAcoes(m)}
            onEditar={() => setEditando(m)}
            onExcluir={() => setExcluir(m)}
          />
        ))}
      </SimpleGrid>
      {editando && (
        <MesaDialog mesa={editando === 'nova' ? null : editando} onClose={() => setEditando(null)} onSalvo={carregar} />
      )}
      <MesaAcoesDialog
        mesa={acoes}
        onClose={() => setAcoes(null)}
        onAtualizada={(nova) => setMesas((l) => l.map((x) => (x.id === nova.id ? nova : x)))}
      />
      {lote && <LoteDialog onClose={() => setLote(false)} onSalvo={carregar} />}
      <ConfirmarExclusao
        aberto={!!excluir}
        titulo="Excluir mesa"
        descricao={excluir ? `Tem certeza que deseja excluir a mesa ${padMesa(excluir.numero)}?` : ''}
        onClose={() => setExcluir(null)}
        onConfirmar={async () => {
          const r = await executarAcao(() => excluirMesa(excluir!.id), {
            ok: 'Mesa excluída!',
            erro: 'Erro ao excluir mesa',
          });
          if (!r.ok) return;
          setExcluir(null);
          void carregar();
        }}
      />
    </Stack>
  );
}

interface CardProps {
  mesa: MesaDTO;
  podeAcoes: boolean;
  /** the table card's QR actions */
  qr: boolean;
  onAcoes(): void;
  onEditar(): void;
  onExcluir(): void;
}

function MesaConfigCard({ mesa: m, podeAcoes, qr, onAcoes, onEditar, onExcluir }: CardProps) {
  return (
    <Card withBorder radius="md" p="sm" data-testid={`config-mesa-${m.numero}`}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={800} fz="xl">
          {padMesa(m.numero)}
        </Text>
        <Group gap={2} wrap="nowrap">
          {podeAcoes && (
            <ActionIcon
              variant="subtle"
              aria-label={`Reservar, bloquear ou liberar a mesa ${m.numero}`}
              title="Reservar, bloquear ou liberar"
              onClick={onAcoes}
            >
              <IconCalendarEvent size={16} />
            </ActionIcon>
          )}
          <ActionIcon variant="subtle" aria-label={`Editar mesa ${m.numero}`} onClick={onEditar}>
            <IconEdit size={16} />
          </ActionIcon>
          <ActionIcon variant="subtle" color="red" aria-label={`Excluir mesa ${m.numero}`} onClick={onExcluir}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
      <Text size="sm" lineClamp={1}>
        {m.nome}
      </Text>
      {(m.situacao === 'R' || m.situacao === 'X') && (
        <Text size="xs" c="dimmed" lineClamp={1} data-testid="config-mesa-detalhe">
          {subtituloMesa(m, m.situacao)}
        </Text>
      )}
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {m.capacidade} lugares
        </Text>
        <Badge size="xs" variant="light" color={COR_SITUACAO[situacaoMapa(m.situacao)]}>
          {SITUACAO_MESA_LABEL[situacaoMapa(m.situacao)]}
        </Badge>
      </Group>
      {qr && <QrMesaAcoes mesa={m} />}
    </Card>
  );
}

function MesaDialog({ mesa, onClose, onSalvo }: { mesa: MesaDTO | null; onClose(): void; onSalvo(): void }) {
  const [numero, setNumero] = useState<Num>(mesa?.numero ?? '');
  const [nome, setNome] = useState(mesa?.nome ?? '');
  const [capacidade, setCapacidade] = useState<Num>(mesa?.capacidade ?? 4);
  const [erro, setErro] = useState('');
  async function salvar(e: React.FormEvent) {
    e.preventDefault();
    if (numero === '' || !nome.trim() || capacidade === '') return setErro('Preencha todos os campos obrigatórios');
    const body = { numero: Number(numero), nome: nome.trim(), capacidade: Number(capacidade) };
    const r = await executarAcao(() => salvarMesa(mesa?.id ?? null, body), {
      ok: mesa ? 'Mesa atualizada!' : 'Mesa criada!',
      erro: mesa ? 'Erro ao atualizar mesa' : 'Erro ao criar mesa',
    });
    if (!r.ok) return;
    onSalvo();
    onClose();
  }
  return (
    <Dialogo opened onClose={onClose} title={mesa ? 'Editar Mesa' : 'Nova Mesa'}>
      <form onSubmit={salvar}>
        <Stack>
          <NumberInput
            label="Número"
            withAsterisk
            min={1}
            value={numero}
            onChange={setNumero}
            onBlur={() => nome || numero === '' || setNome(nomeDaMesa(Number(numero)))}
          />
          <TextInput label="Nome" withAsterisk value={nome} onChange={(e) => setNome(e.currentTarget.value)} />
          <NumberInput label="Capacidade" withAsterisk min={1} value={capacidade} onChange={setCapacidade} />
          {erro && (
            <Text c="red" size="sm">
              {erro}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit">Salvar</Button>
          </Group>
        </Stack>
      </form>
    </Dialogo>
  );
}

function LoteDialog({ onClose, onSalvo }: { onClose(): void; onSalvo(): void }) {
  const [inicial, setInicial] = useState<Num>('');
  const [final, setFinal] = useState<Num>('');
  const [capacidade, setCapacidade] = useState<Num>(4);
  const [erro, setErro] = useState('');
  async function salvar(e: React.FormEvent) {
    e.preventDefault();
    if (inicial === '' || final === '' || capacidade === '') return setErro('Preencha todos os campos obrigatórios');
    if (Number(inicial) >= Number(final)) return setErro('Número inicial deve ser menor que o final');
    if (Number(final) - Number(inicial) > 50) return setErro('Máximo de 50 mesas por vez');
    const r = await executarAcao(
      () =>
        criarMesasEmLote({
          numeroInicial: Number(inicial),
          numeroFinal: Number(final),
          capacidade: Number(capacidade),
        }),
      { erro: 'Erro ao criar mesas em lote' },
    );
    if (!r.ok) return;
    const { criadas, ignoradas } = r.valor;
    toast.ok(`${criadas} mesa(s) criada(s)!`, ignoradas.length ? `Já existiam: ${ignoradas.join(', ')}` : undefined);
    onSalvo();
    onClose();
  }
  return (
    <Dialogo opened onClose={onClose} title="Criar Mesas em Lote">
      <form onSubmit={salvar}>
        <Stack>
          <Group grow>
            <NumberInput label="Número inicial" withAsterisk min={1} value={inicial} onChange={setInicial} />
            <NumberInput label="Número final" withAsterisk min={1} value={final} onChange={setFinal} />
          </Group>
          <NumberInput label="Capacidade" withAsterisk min={1} value={capacidade} onChange={setCapacidade} />
          <Text size="xs" c="dimmed">
            Números que já existem são ignorados.
          </Text>
          {erro && (
            <Text c="red" size="sm">
              {erro}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit">Criar</Button>
          </Group>
        </Stack>
      </form>
    </Dialogo>
  );
}
