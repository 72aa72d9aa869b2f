import { useEffect, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { FORMA_PAGAMENTO_LABEL, formatBRL, formatDataHora, type FormaPagamento, type HistoricoVendaDTO } from '@comanda/shared';
import { historico } from './api';

type Obj = Record<string, any> | null;

/** One line per recorded change of the tab's money (who, when, what, why), from the generic tab history. */
function descrever(h: HistoricoVendaDTO): string {
  const antes = h.antes as Obj;
  const depois = h.depois as Obj;
  switch (h.tipo) {
    case 'taxa_servico':
      return depois?.cobrar ? 'Taxa de serviço incluída' : `Taxa de serviço removida (${formatBRL(antes?.taxa_servico)})`;
    case 'desconto':
      return depois?.desconto ? `Desconto de ${formatBRL(depois.desconto)}${depois.tipo === 'percentual' ? ` (${depois.valor}%)` : ''}` : 'Desconto removido';
    case 'pagamento':
      return `Pagamento ${FORMA_PAGAMENTO_LABEL[depois?.forma as FormaPagamento] ?? ''} ${formatBRL(depois?.valor)}${(depois?.troco ?? 0) > 0 ? ` (troco ${formatBRL(depois?.troco)})` : ''}`;
    case 'pagamento_removido':
      return `Pagamento removido: ${FORMA_PAGAMENTO_LABEL[antes?.forma as FormaPagamento] ?? ''} ${formatBRL(antes?.valor)}`;
    case 'fechamento':
      return 'Conta fechada';
    case 'cancelamento':
      return 'Comanda cancelada';
    default:
      return h.tipo;
  }
}

export function HistoricoConta({ vendaId, versao }: { vendaId: number; versao: string }) {
  const [linhas, setLinhas] = useState<HistoricoVendaDTO[]>([]);
  useEffect(() => {
    historico(vendaId).then(setLinhas).catch(() => {});
  }, [vendaId, versao]);
  if (linhas.length === 0) return <Text size="xs" c="dimmed">Nenhuma alteração registrada</Text>;
  return (
    <Stack gap={2} data-testid="historico-conta">
      {linhas.map((h) => (
        <Text key={h.id} size="xs">
          {formatDataHora(h.created_at)} · {h.usuario}: {descrever(h)}{h.motivo ? ` — ${h.motivo}` : ''}
        </Text>
      ))}
    </Stack>
  );
}
