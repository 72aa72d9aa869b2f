import { Card, Text, Timeline, Title } from '@mantine/core';
import { descreverHistorico } from '@comanda/shared';
import { HISTORICO_FALHOU, useHistorico } from './use-historico';

/** 'Histórico': every recorded change of the tab, newest first, for ADMIN, GERENTE and CAIXA. */
export function HistoricoTimeline({ vendaId, versao }: { vendaId: number; versao: string }) {
  const { linhas, falhou } = useHistorico(vendaId, versao);
  return (
    <Card withBorder radius="md" data-testid="historico-comanda">
      <Title order={4} mb="sm">
        Histórico
      </Title>
      {linhas.length === 0 ? (
        <Text size="sm" c="dimmed">
          {falhou ? HISTORICO_FALHOU : 'Nenhuma alteração registrada'}
        </Text>
      ) : (
        <Timeline bulletSize={12} lineWidth={2}>
          {[...linhas].reverse().map((h) => (
            <Timeline.Item key={h.id} color={h.motivo ? 'red' : 'blue'}>
              <Text size="sm" data-testid="historico-linha">
                {descreverHistorico(h)}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
