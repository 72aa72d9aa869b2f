import { useState } from 'react';
import { Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import { tempoDesde, type AgenteDTO } from '@comanda/shared';
import { Dialogo } from '../../components/dialogo';
import { executarAcao } from '../../lib/acao';
import { useImpressao } from '../../lib/impressao-store';
import { revogarAgente } from './api';
import { BaixarAgenteBotao, ConectarAgenteDialog } from './conectar-agente-dialog';

interface Props {
  agentes: AgenteDTO[] | null;
  onCriado(): void;
  onRevogado(id: number): void;
}

/** The print agents: the program on a computer of the restaurant that reaches the printers. */
export function AgentesSecao({ agentes, onCriado, onRevogado }: Props) {
  const [conectar, setConectar] = useState(false);
  const [revogar, setRevogar] = useState<AgenteDTO | null>(null);
  return (
    <Stack data-testid="agentes">
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start" mt="md">
        <div style={{ flex: '1 1 320px' }}>
          <Title order={4}>Agentes de impressão</Title>
          <Text size="sm" c="dimmed">
            O agente roda num computador da rede do restaurante (Node.js 20 ou mais novo) e envia os pedidos às
            impressoras. Baixe o agente.js, conecte um agente e rode o comando mostrado.
          </Text>
        </div>
        <Group gap="xs" style={{ flex: 'none' }}>
          <BaixarAgenteBotao />
          <Button variant="light" leftSection={<IconPlugConnected size={16} />} onClick={() => setConectar(true)}>
            Conectar agente
          </Button>
        </Group>
      </Group>
      {!agentes && <Loader size="sm" />}
      {agentes?.length === 0 && <Text c="dimmed">Nenhum agente cadastrado</Text>}
      {agentes?.map((a) => (
        <AgenteLinha key={a.id} agente={a} onRevogar={() => setRevogar(a)} />
      ))}
      <ConectarAgenteDialog aberto={conectar} onClose={() => setConectar(false)} onCriado={onCriado} />
      <RevogarDialog agente={revogar} onClose={() => setRevogar(null)} onRevogado={onRevogado} />
    </Stack>
  );
}

/** One agent and its connection, live from the shell's printer store once `impressao:estado` has spoken. */
function AgenteLinha({ agente: a, onRevogar }: { agente: AgenteDTO; onRevogar(): void }) {
  const vivo = useImpressao((s) => s.estado?.agentes.find((x) => x.id === a.id));
  const conectado = vivo?.conectado ?? a.conectado;
  const desde = vivo ? vivo.desde : conectado ? a.conectado_desde : a.desconectado_desde;
  return (
    <Card withBorder radius="md" p="xs" data-testid="agente">
      <Group justify="space-between" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={700} truncate>
              {a.nome}
            </Text>
            <Badge variant="light" color={conectado ? 'green' : 'gray'} data-testid="agente-estado">
              {conectado ? 'Conectado' : 'Desconectado'}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {desde ? `${conectado ? 'Conectado' : 'Desconectado'} ${tempoDesde(desde)}` : 'Ainda não se conectou'}
          </Text>
        </Stack>
        <Button variant="subtle" color="red" onClick={onRevogar} style={{ flex: 'none' }}>
          Revogar
        </Button>
      </Group>
    </Card>
  );
}

/** Revoking disconnects the agent at once; its token stops working for good. */
function RevogarDialog({
  agente,
  onClose,
  onRevogado,
}: {
  agente: AgenteDTO | null;
  onClose(): void;
  onRevogado(id: number): void;
}) {
  const [enviando, setEnviando] = useState(false);
  async function revogar() {
    setEnviando(true);
    const r = await executarAcao(() => revogarAgente(agente!.id), {
      ok: 'Agente revogado!',
      erro: 'Não foi possível revogar o agente',
    });
    setEnviando(false);
    if (r.ok) onRevogado(agente!.id);
    onClose();
  }
  return (
    <Dialogo opened={!!agente} onClose={onClose} title="Revogar agente">
      <Text mb="md">
        O agente {agente ? `"${agente.nome}"` : ''} será desconectado agora e o token dele deixará de funcionar. Para
        voltar a imprimir nesse computador, conecte um novo agente.
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={enviando}>
          Cancelar
        </Button>
        <Button color="red" loading={enviando} onClick={() => void revogar()}>
          Revogar
        </Button>
      </Group>
    </Dialogo>
  );
}
