import { useEffect, useState } from 'react';
import { Card, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { formatBRL, formatDataHora, type CancelamentosDTO, type PeriodoRelatorio } from '@comanda/shared';
import { buscarCancelamentos } from './api';
import { toast } from '../../lib/notify';

/** Report type 'Cancelamentos' (issue 15): voids per waiter and per product, with the reasons. */
export function Cancelamentos({ periodo }: { periodo: PeriodoRelatorio }) {
  const [dados, setDados] = useState<CancelamentosDTO | null>(null);
  useEffect(() => {
    setDados(null);
    buscarCancelamentos(periodo)
      .then(setDados)
      .catch((e) => toast.erro('Erro ao carregar relatório', e.message));
  }, [periodo]);
  if (!dados) return <Skeleton h={200} radius="md" />;
  return (
    <Stack data-testid="relatorio-cancelamentos">
      <SimpleGrid cols={2}>
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            Itens cancelados
          </Text>
          <Text fw={800} fz="xl">
            {dados.quantidade}
          </Text>
        </Card>
        <Card withBorder radius="md">
          <Text size="sm" c="dimmed">
            Valor cancelado
          </Text>
          <Text fw={800} fz="xl">
            {formatBRL(dados.valor)}
          </Text>
        </Card>
      </SimpleGrid>
      <Tabela
        titulo="Por funcionário"
        cab={['Funcionário', 'Itens', 'Valor']}
        linhas={dados.porFuncionario.map((f) => [f.funcionario, String(f.quantidade), formatBRL(f.valor)])}
      />
      <Tabela
        titulo="Por produto"
        cab={['Produto', 'Itens', 'Valor', 'Motivos']}
        linhas={dados.porProduto.map((p) => [
          p.produto,
          String(p.quantidade),
          formatBRL(p.valor),
          p.motivos.join('; '),
        ])}
      />
      <Tabela
        titulo="Detalhes"
        cab={['Quando', 'Funcionário', 'Item', 'Valor', 'Motivo']}
        linhas={dados.linhas.map((l) => [
          formatDataHora(l.created_at),
          l.funcionario + (l.aprovador ? ` (aprov. ${l.aprovador})` : ''),
          `${l.quantidade}× ${l.produto}`,
          formatBRL(l.valor),
          l.motivo ?? '—',
        ])}
      />
    </Stack>
  );
}

/** One breakdown of the voids, or a line saying there were none. */
function Tabela({ titulo, cab, linhas }: { titulo: string; cab: string[]; linhas: string[][] }) {
  return (
    <Card withBorder radius="md">
      <Title order={4} mb="sm">
        {titulo}
      </Title>
      {linhas.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nenhum cancelamento no período selecionado
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                {cab.map((c) => (
                  <Table.Th key={c}>{c}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {linhas.map((l, i) => (
                <Table.Tr key={i}>
                  {l.map((c, j) => (
                    <Table.Td key={j}>{c}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
