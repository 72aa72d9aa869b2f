import { useEffect, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { descreverHistorico, type HistoricoVendaDTO } from '@comanda/shared';
import { historico } from './api';

/** The payment panel shows only the money changes; the tab screen's 'Histórico' shows every change. */
const TIPOS_DINHEIRO = new Set([
  'taxa_servico',
  'desconto',
  'pagamento',
  'pagamento_removido',
  'fechamento',
  'cancelamento',
]);

export function HistoricoConta({ vendaId, versao }: { vendaId: number; versao: string }) {
  const [linhas, setLinhas] = useState<HistoricoVendaDTO[]>([]);
  useEffect(() => {
    historico(vendaId)
      .then((h) => setLinhas(h.filter((x) => TIPOS_DINHEIRO.has(x.tipo))))
      .catch(() => {});
  }, [vendaId, versao]);
  if (linhas.length === 0)
    return (
      <Text size="xs" c="dimmed">
        Nenhuma alteração registrada
      </Text>
    );
  return (
    <Stack gap={2} data-testid="historico-conta">
      {linhas.map((h) => (
        <Text key={h.id} size="xs">
          {descreverHistorico(h)}
        </Text>
      ))}
    </Stack>
  );
}
