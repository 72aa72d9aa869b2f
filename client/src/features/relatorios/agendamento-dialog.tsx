import { useCallback, useEffect, useState } from 'react';
import { ActionIcon, Alert, Button, Group, SegmentedControl, Select, Stack, TagsInput, Text } from '@mantine/core';
import { Dialogo } from '../../components/dialogo';
import { IconTrash } from '@tabler/icons-react';
import {
  AGENDAMENTOS_MAX,
  AGENDAMENTO_MAX_DESTINATARIOS,
  PERIODO_LABEL,
  PERIODOS_RELATORIO,
  formatDataHora,
  type AgendamentoDTO,
} from '@comanda/shared';
import { executarAcao } from '../../lib/acao';
import { criarAgendamento, listarAgendamentos, removerAgendamento, statusEnvio } from './api';

/** Whether the server can send e-mail, and the company's schedules. */
function useAgendamentos() {
  const [smtp, setSmtp] = useState<boolean | null>(null);
  const [lista, setLista] = useState<AgendamentoDTO[]>([]);
  const carregar = useCallback(
    () =>
      listarAgendamentos()
        .then(setLista)
        .catch(() => {}),
    [],
  );
  useEffect(() => {
    statusEnvio()
      .then((s) => setSmtp(s.smtp_configurado))
      .catch(() => setSmtp(false));
    void carregar();
  }, [carregar]);
  return { smtp, lista, carregar };
}

/** 'Programar Envio': ADMIN schedules the report by e-mail; says plainly when the server has no SMTP. */
export function AgendamentoDialog({ onClose }: { onClose(): void }) {
  const { smtp, lista, carregar } = useAgendamentos();
  const [frequencia, setFrequencia] = useState<'diaria' | 'semanal'>('diaria');
  const [periodo, setPeriodo] = useState('ontem');
  const [destinatarios, setDestinatarios] = useState<string[]>([]);

  async function salvar() {
    const r = await executarAcao(() => criarAgendamento({ frequencia, periodo, destinatarios }), {
      ok: 'Envio programado!',
      erro: 'Erro ao programar envio',
    });
    if (!r.ok) return;
    setDestinatarios([]);
    void carregar();
  }
  return (
    <Dialogo opened onClose={onClose} title="Programar Envio" size="lg">
      <Stack>
        {smtp === false && <Alert color="yellow">Envio por e-mail não configurado no servidor (SMTP_URL).</Alert>}
        <SegmentedControl
          data={[
            { value: 'diaria', label: 'Diário' },
            { value: 'semanal', label: 'Semanal' },
          ]}
          value={frequencia}
          onChange={(v) => setFrequencia(v as 'diaria' | 'semanal')}
        />
        <Select
          label="Período do relatório"
          data={PERIODOS_RELATORIO.map((p) => ({ value: p, label: PERIODO_LABEL[p] }))}
          value={periodo}
          onChange={(v) => v && setPeriodo(v)}
          allowDeselect={false}
        />
        <TagsInput
          label="Destinatários"
          placeholder="e-mail e Enter"
          description={`Até ${AGENDAMENTO_MAX_DESTINATARIOS} e-mails`}
          value={destinatarios}
          onChange={setDestinatarios}
          maxTags={AGENDAMENTO_MAX_DESTINATARIOS}
        />
        {lista.length >= AGENDAMENTOS_MAX && (
          <Text size="sm" c="dimmed">
            Limite de {AGENDAMENTOS_MAX} agendamentos atingido. Remova um para criar outro.
          </Text>
        )}
        <Group justify="flex-end">
          <Button disabled={!smtp || destinatarios.length === 0 || lista.length >= AGENDAMENTOS_MAX} onClick={salvar}>
            Salvar
          </Button>
        </Group>
        {lista.map((a) => (
          <LinhaAgendamento key={a.id} agendamento={a} onRemover={() => removerAgendamento(a.id).then(carregar)} />
        ))}
      </Stack>
    </Dialogo>
  );
}

function LinhaAgendamento({ agendamento: a, onRemover }: { agendamento: AgendamentoDTO; onRemover(): void }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size="sm">
        {a.frequencia === 'diaria' ? 'Diário' : 'Semanal'} · {a.destinatarios.join(', ')} · próximo{' '}
        {formatDataHora(a.proximo_envio)}
        {a.ultimo_erro ? ` · erro: ${a.ultimo_erro}` : ''}
      </Text>
      <ActionIcon color="red" variant="subtle" aria-label="Remover agendamento" onClick={onRemover}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
