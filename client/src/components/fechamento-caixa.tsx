import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { formatBRL, type FechamentoCaixaDTO } from '@comanda/shared';
import { exportarFechamentoCaixa } from './api';
import { toast } from '../lib/notify';
import { TabelaSimples } from './tabela-simples';

/** The cash-up (fechamento de caixa): shown on the Caixa screen and as the 'Pagamentos' report. */
export function FechamentoCaixa({ dados }: { dados: FechamentoCaixaDTO }) {
  const exportar = (formato: 'pdf' | 'xlsx') =>
    exportarFechamentoCaixa(dados.periodo, formato).catch((e) => toast.erro('Erro ao exportar', e.message));
  const cards: [string, string][] = [
    ['Total recebido', formatBRL(dados.totalRecebido)],
    ['Taxa de serviço', formatBRL(dados.taxaServico)],
    ['Descontos', formatBRL(dados.totalDescontos)],
    ['Troco dado', formatBRL(dados.troco)],
  ];
  return (
    <Stack data-testid="fechamento-caixa">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={4}>Fechamento de caixa · {dados.periodoLabel}</Title>
        <Group gap="xs" className="cv-no-print">
          <Button size="xs" variant="light" leftSection={<IconFileTypePdf size={14} />} onClick={() => exportar('pdf')}>
            PDF
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconFileSpreadsheet size={14} />}
            onClick={() => exportar('xlsx')}
          >
            Excel
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {cards.map(([k, v]) => (
          <Card key={k} withBorder radius="md" p="sm">
            <Text size="xs" c="dimmed">
              {k}
            </Text>
            <Text fw={800} fz="lg">
              {v}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Tabela
          titulo="Por forma de pagamento"
          cab={['Forma', 'Qtd.', 'Valor']}
          linhas={dados.porForma.map((f) => [f.label, String(f.quantidade), formatBRL(f.valor)])}
          testId="caixa-formas"
        />
        <Tabela
          titulo="Por operador"
          cab={['Operador', 'Qtd.', 'Valor']}
          linhas={dados.porOperador.map((o) => [o.operador, String(o.quantidade), formatBRL(o.valor)])}
        />
      </SimpleGrid>
      {/* the sales channels (issue 39): salão, balcão, cartão, entrega própria, iFood */}
      <Tabela
        titulo="Por canal"
        cab={['Canal', 'Comandas', 'Valor']}
        linhas={dados.porCanal.map((c) => [c.label, String(c.quantidade), formatBRL(c.valor)])}
        testId="caixa-canais"
      />
      <Tabela
        titulo="Descontos concedidos"
        cab={['Comanda', 'Valor', 'Motivo', 'Por']}
        linhas={dados.descontos.map((d) => [
          `#${d.venda_id} · ${d.comanda}`,
          formatBRL(d.valor),
          d.motivo ?? '',
          d.usuario,
        ])}
      />
      <Text size="sm" c="dimmed">
        {dados.comandasFechadas} comanda(s) fechada(s) · vendas {formatBRL(dados.totalVendas)}
        {dados.taxaEntrega > 0 ? ` · taxas de entrega ${formatBRL(dados.taxaEntrega)}` : ''}
      </Text>
    </Stack>
  );
}

function Tabela({
  titulo,
  cab,
  linhas,
  testId,
}: {
  titulo: string;
  cab: string[];
  linhas: string[][];
  testId?: string;
}) {
  return (
    <Card withBorder radius="md" data-testid={testId}>
      <Text fw={700} mb="xs">
        {titulo}
      </Text>
      <TabelaSimples cab={cab} linhas={linhas} vazio="Nenhum registro" minWidth={300} />
    </Card>
  );
}
