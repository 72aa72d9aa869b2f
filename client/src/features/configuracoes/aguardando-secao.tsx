import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import { TIPO_IMPRESSAO_LABEL, tempoDesde, type ImpressaoDTO } from '@comanda/shared';
import { useAcao } from '../../lib/use-acao';
import { decidirImpressao } from './api';

/**
 * Jobs that waited too long for their printer (issue 23): the kitchen gets no 40-minute-old order unless a person
 * says 'Imprimir mesmo assim'; 'Descartar' drops it. Hidden when there is none.
 */
export function AguardandoSecao({
  impressoes,
  onDecidida,
}: {
  impressoes: ImpressaoDTO[];
  onDecidida(id: number): void;
}) {
  if (impressoes.length === 0) return null;
  return (
    <Alert
      color="orange"
      icon={<IconClockExclamation size={20} />}
      title={`${impressoes.length} ${impressoes.length === 1 ? 'impressão aguarda' : 'impressões aguardam'} sua decisão`}
      data-testid="aguardando-decisao"
    >
      <Text size="sm" mb="xs">
        Estes pedidos ficaram tempo demais sem impressora. Confira com a cozinha antes de imprimir.
      </Text>
      <Stack gap="xs">
        {impressoes.map((j) => (
          <ImpressaoLinha key={j.id} impressao={j} onDecidida={() => onDecidida(j.id)} />
        ))}
      </Stack>
    </Alert>
  );
}

function ImpressaoLinha({ impressao: j, onDecidida }: { impressao: ImpressaoDTO; onDecidida(): void }) {
  const { executar, enviando } = useAcao();
  async function decidir(decisao: 'imprimir' | 'descartar') {
    const r = await executar(() => decidirImpressao(j.id, decisao), {
      ok: decisao === 'imprimir' ? 'Enviado para a impressora!' : 'Impressão descartada',
      erro: 'Não foi possível concluir',
    });
    if (r.ok) onDecidida();
  }
  return (
    <Card withBorder radius="md" p="xs" data-testid="impressao-aguardando">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0 }}>
          <Text fw={700} size="sm">
            {j.resumo}
          </Text>
          <Text size="xs" c="dimmed">
            {TIPO_IMPRESSAO_LABEL[j.tipo]} · {j.impressora_nome} · criado {tempoDesde(j.criado_em)}
            {j.ultimo_erro ? ` · ${j.ultimo_erro}` : ''}
          </Text>
        </div>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" disabled={enviando} onClick={() => void decidir('descartar')}>
            Descartar
          </Button>
          <Button size="xs" color="orange" disabled={enviando} onClick={() => void decidir('imprimir')}>
            Imprimir mesmo assim
          </Button>
        </Group>
      </Group>
    </Card>
  );
}
