import { Stack, Text } from '@mantine/core';
import { descreverHistorico } from '@comanda/shared';
import { HISTORICO_FALHOU, useHistorico } from '../operacoes/use-historico';

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
  const historico = useHistorico(vendaId, versao);
  const linhas = historico.linhas.filter((x) => TIPOS_DINHEIRO.has(x.tipo));
  if (linhas.length === 0)
    return (
      <Text size="xs" c="dimmed">
        {historico.falhou ? HISTORICO_FALHOU : 'Nenhuma alteração registrada'}
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
