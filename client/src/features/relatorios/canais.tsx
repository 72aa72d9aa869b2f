import { useEffect, useState } from 'react';
import { Card, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  CANAIS_VENDA,
  CANAL_VENDA_LABEL,
  formatBRL,
  formatDataHora,
  rotuloComanda,
  type CanalVenda,
  type PeriodoRelatorio,
  type RelatorioVendas,
} from '@comanda/shared';
import { TabelaSimples } from '../../components/tabela-simples';
import { toast } from '../../lib/notify';
import { buscarVendasDoCanal } from './api';

/** Sales per channel (issue 39): salão, balcão, cartão, entrega própria, iFood — closed tabs and their total. */
export function TabelaCanais({ resumo }: { resumo: RelatorioVendas }) {
  return (
    <Card withBorder radius="md" data-testid="relatorio-canais">
      <Title order={4} mb="sm">
        Vendas por Canal
      </Title>
      <TabelaSimples
        cab={['Canal', 'Comandas', 'Valor']}
        linhas={resumo.porCanal.map((c) => [c.label, String(c.quantidade), formatBRL(c.valor)])}
        vazio="Nenhum registro no período selecionado"
        minWidth={300}
      />
      <Text size="sm" c="dimmed" mt="xs">
        Taxas de entrega no período: {formatBRL(resumo.taxaEntrega)}
      </Text>
    </Card>
  );
}

/** 'Canais': the split, and one channel's totals and latest tabs (each named by its label: 'Entrega #31 — Ana'). */
export function Canais({ periodo, resumo }: { periodo: PeriodoRelatorio; resumo: RelatorioVendas }) {
  const [canal, setCanal] = useState<CanalVenda>('entrega_propria');
  const [dados, setDados] = useState<RelatorioVendas | null>(null);
  useEffect(() => {
    setDados(null);
    buscarVendasDoCanal(periodo, canal)
      .then(setDados)
      .catch((e) => toast.erro('Erro ao carregar relatório', e.message));
  }, [periodo, canal]);
  return (
    <Stack>
      <TabelaCanais resumo={resumo} />
      <Select
        label="Canal"
        w={220}
        data={CANAIS_VENDA.map((c) => ({ value: c, label: CANAL_VENDA_LABEL[c] }))}
        value={canal}
        onChange={(v) => v && setCanal(v as CanalVenda)}
        allowDeselect={false}
      />
      {!dados ? (
        <Skeleton h={160} radius="md" />
      ) : (
        <Card withBorder radius="md" data-testid="relatorio-canal">
          <Title order={4}>{CANAL_VENDA_LABEL[canal]}</Title>
          <Text size="sm" c="dimmed" mb="sm">
            {dados.totalVendas} comanda(s) · {formatBRL(dados.totalValor)} · ticket médio {formatBRL(dados.ticketMedio)}
            {dados.taxaEntrega > 0 ? ` · taxas de entrega ${formatBRL(dados.taxaEntrega)}` : ''}
          </Text>
          <TabelaSimples
            cab={['Comanda', 'Fechamento', 'Total']}
            linhas={dados.vendas.map((v) => [rotuloComanda(v), formatDataHora(v.data_fechamento), formatBRL(v.total)])}
            vazio="Nenhuma venda deste canal no período"
            minWidth={300}
          />
        </Card>
      )}
    </Stack>
  );
}
