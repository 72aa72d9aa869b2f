import { useEffect, useState } from 'react';
import {
  Badge,
  Box,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { Dialogo } from '../../components/dialogo';
import { IconCalendarTime, IconEye, IconFileSpreadsheet, IconFileTypePdf, IconPrinter } from '@tabler/icons-react';
import {
  PERIODO_LABEL,
  PERIODOS_RELATORIO,
  formatBRL,
  padMesa,
  temPermissao,
  type FechamentoCaixaDTO,
  type PeriodoRelatorio,
  type RelatorioCompleto,
} from '@comanda/shared';
import { FechamentoCaixa } from '../../components/fechamento-caixa';
import { TabelaSimples } from '../../components/tabela-simples';
import { buscarCompleto, buscarPagamentos, exportarCancelamentos, exportarRelatorio } from './api';
import { toast } from '../../lib/notify';
import { useSession } from '../../lib/session-store';
import { AgendamentoDialog } from './agendamento-dialog';
import { Cancelamentos } from './cancelamentos';
import { Canais, TabelaCanais } from './canais';

type Tipo = 'vendas' | 'canais' | 'produtos' | 'mesas' | 'funcionarios' | 'pagamentos' | 'preparo' | 'cancelamentos';
const minutos = (m: number) =>
  `${m.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} min`;

export function RelatoriosPage() {
  const perfil = useSession((s) => s.user?.perfil);
  return <Relatorios podeAgendar={temPermissao(perfil, 'edit_settings')} />;
}

const TIPOS: { value: Tipo; label: string }[] = [
  { value: 'vendas', label: 'Vendas' },
  { value: 'canais', label: 'Canais' },
  { value: 'produtos', label: 'Produtos' },
  { value: 'mesas', label: 'Mesas' },
  { value: 'funcionarios', label: 'Funcionários' },
  { value: 'pagamentos', label: 'Pagamentos' },
  { value: 'preparo', label: 'Tempo de preparo' },
  { value: 'cancelamentos', label: 'Cancelamentos' },
];

function Relatorios({ podeAgendar }: { podeAgendar: boolean }) {
  const [periodo, setPeriodo] = useState<PeriodoRelatorio>('hoje');
  const [tipo, setTipo] = useState<Tipo>('vendas');
  const [dados, setDados] = useState<RelatorioCompleto | null>(null);
  const [completo, setCompleto] = useState(false);
  const [agendar, setAgendar] = useState(false);
  useEffect(() => {
    setDados(null);
    buscarCompleto(periodo)
      .then(setDados)
      .catch((e) => toast.erro('Erro ao carregar relatório', e.message));
  }, [periodo]);

  const exportar = (formato: 'pdf' | 'xlsx') =>
    (tipo === 'cancelamentos' ? exportarCancelamentos(periodo, formato) : exportarRelatorio(periodo, formato)).catch(
      (e) => toast.erro('Erro ao exportar relatório', e.message),
    );

  return (
    <Stack data-testid="page-relatorios">
      <Group justify="space-between" wrap="wrap" className="cv-no-print">
        <Group gap="sm">
          <Select
            aria-label="Período"
            w={170}
            data={PERIODOS_RELATORIO.map((p) => ({ value: p, label: PERIODO_LABEL[p] }))}
            value={periodo}
            onChange={(v) => v && setPeriodo(v as PeriodoRelatorio)}
            allowDeselect={false}
          />
          <Select
            aria-label="Tipo de relatório"
            w={170}
            data={TIPOS}
            value={tipo}
            onChange={(v) => v && setTipo(v as Tipo)}
            allowDeselect={false}
          />
        </Group>
        <AcoesRelatorio
          podeAgendar={podeAgendar}
          onExportar={exportar}
          onCompleto={() => setCompleto(true)}
          onAgendar={() => setAgendar(true)}
        />
      </Group>
      {!dados ? (
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h={76} radius="md" />
          ))}
        </SimpleGrid>
      ) : tipo === 'cancelamentos' ? (
        <Cancelamentos periodo={periodo} />
      ) : tipo === 'pagamentos' ? (
        <Pagamentos periodo={periodo} />
      ) : tipo === 'canais' ? (
        <Canais periodo={periodo} resumo={dados.resumo} />
      ) : (
        <Conteudo dados={dados} tipo={tipo} />
      )}
      <RelatorioCompletoDialog dados={dados} aberto={completo} onClose={() => setCompleto(false)} />
      {agendar && <AgendamentoDialog onClose={() => setAgendar(false)} />}
    </Stack>
  );
}

function AcoesRelatorio({
  podeAgendar,
  onExportar,
  onCompleto,
  onAgendar,
}: {
  podeAgendar: boolean;
  onExportar(formato: 'pdf' | 'xlsx'): void;
  onCompleto(): void;
  onAgendar(): void;
}) {
  return (
    <Group gap="xs">
      <Button variant="light" leftSection={<IconFileTypePdf size={16} />} onClick={() => onExportar('pdf')}>
        Exportar PDF
      </Button>
      <Button variant="light" leftSection={<IconEye size={16} />} onClick={onCompleto}>
        Visualizar Completo
      </Button>
      <Button variant="light" leftSection={<IconFileSpreadsheet size={16} />} onClick={() => onExportar('xlsx')}>
        Exportar Excel
      </Button>
      {podeAgendar && (
        <Button variant="light" leftSection={<IconCalendarTime size={16} />} onClick={onAgendar}>
          Programar Envio
        </Button>
      )}
    </Group>
  );
}

/** 'Visualizar Completo': every report of the period on one printable page. */
function RelatorioCompletoDialog({
  dados,
  aberto,
  onClose,
}: {
  dados: RelatorioCompleto | null;
  aberto: boolean;
  onClose(): void;
}) {
  return (
    <Dialogo opened={aberto} onClose={onClose} fullScreen title="Relatório completo">
      {dados && (
        <Stack>
          <Group justify="space-between" className="cv-no-print">
            <Text c="dimmed">
              {dados.empresa.fantasia} · {dados.resumo.periodoLabel}
            </Text>
            <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
              Imprimir
            </Button>
          </Group>
          {(['vendas', 'produtos', 'mesas', 'funcionarios', 'preparo'] as Tipo[]).map((t) => (
            <Conteudo key={t} dados={dados} tipo={t} completo />
          ))}
        </Stack>
      )}
    </Dialogo>
  );
}

function Conteudo({ dados, tipo, completo }: { dados: RelatorioCompleto; tipo: Tipo; completo?: boolean }) {
  const r = dados.resumo;
  return (
    <Stack>
      {(tipo === 'vendas' || !completo) && <ResumoVendas resumo={r} />}
      {tipo === 'vendas' && (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TopProdutos dados={dados} />
          <PorHora porHora={r.porHora} total={r.totalVendas} />
        </SimpleGrid>
      )}
      {tipo === 'vendas' && <TabelaCanais resumo={r} />}
      {tipo === 'produtos' && (
        <Tabela
          titulo="Vendas por Produto"
          cab={['Produto', 'Quantidade', 'Valor']}
          linhas={dados.produtos.map((p) => [p.nome_produto, String(p.quantidade_total), formatBRL(p.valor_total)])}
        />
      )}
      {tipo === 'mesas' && (
        <Tabela
          titulo="Vendas por Mesa"
          cab={['Mesa', 'Comandas', 'Valor']}
          linhas={dados.mesas.map((m) => [
            m.mesa_numero == null ? '—' : padMesa(m.mesa_numero),
            String(m.total_vendas),
            formatBRL(m.valor_total),
          ])}
        />
      )}
      {tipo === 'preparo' && <TempoPreparo tempo={dados.tempoPreparo} />}
      {tipo === 'funcionarios' && (
        <Tabela
          titulo="Vendas por Funcionário"
          cab={['Funcionário', 'Comandas', 'Valor', 'Ticket Médio']}
          linhas={dados.funcionarios.map((f) => [
            f.funcionario,
            String(f.total_vendas),
            formatBRL(f.valor_total),
            formatBRL(f.ticket_medio),
          ])}
        />
      )}
    </Stack>
  );
}

/** The period's four figures and what the total includes. */
function ResumoVendas({ resumo: r }: { resumo: RelatorioCompleto['resumo'] }) {
  return (
    <>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {[
          ['Total de Vendas', formatBRL(r.totalValor)],
          ['Total de Comandas', String(r.totalVendas)],
          ['Ticket Médio', formatBRL(r.ticketMedio)],
          ['Produtos Cadastrados', String(r.produtosDistintos)],
        ].map(([k, v]) => (
          <Card key={k} withBorder radius="md" p="sm" data-testid={`card-${k}`}>
            <Text size="xs" c="dimmed">
              {k}
            </Text>
            <Text fw={800} fz="xl">
              {v}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed" data-testid="relatorio-taxa">
        Total inclui taxa de serviço de {formatBRL(r.taxaServico)}
        {r.taxaEntrega > 0 ? ` e taxas de entrega de ${formatBRL(r.taxaEntrega)}` : ''} · descontos concedidos{' '}
        {formatBRL(r.descontos)}
      </Text>
    </>
  );
}

function TempoPreparo({ tempo }: { tempo: RelatorioCompleto['tempoPreparo'] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Tabela
        titulo="Tempo de preparo por estação"
        cab={['Estação', 'Itens', 'Média', 'P90']}
        linhas={tempo.estacoes.map((e) => [e.nome, String(e.itens), minutos(e.media_min), minutos(e.p90_min)])}
      />
      <Tabela
        titulo="Produtos mais lentos"
        cab={['Produto', 'Itens', 'Média', 'P90']}
        linhas={tempo.produtosMaisLentos.map((e) => [
          e.nome,
          String(e.itens),
          minutos(e.media_min),
          minutos(e.p90_min),
        ])}
      />
    </SimpleGrid>
  );
}

function Pagamentos({ periodo }: { periodo: PeriodoRelatorio }) {
  const [dados, setDados] = useState<FechamentoCaixaDTO | null>(null);
  useEffect(() => {
    setDados(null);
    buscarPagamentos(periodo)
      .then(setDados)
      .catch((e) => toast.erro('Erro ao carregar relatório', e.message));
  }, [periodo]);
  return dados ? <FechamentoCaixa dados={dados} /> : <Skeleton h={200} radius="md" />;
}

function TopProdutos({ dados }: { dados: RelatorioCompleto }) {
  const top = dados.produtos.slice(0, 10);
  return (
    <Card withBorder radius="md">
      <Title order={4} mb="sm">
        Produtos Mais Vendidos
      </Title>
      {top.length === 0 && (
        <Text c="dimmed" size="sm">
          Nenhum produto vendido no período selecionado
        </Text>
      )}
      <Stack gap={6}>
        {top.map((p, i) => (
          <Group key={p.nome_produto} justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <Badge circle variant="light">
                {i + 1}
              </Badge>
              <Text size="sm" lineClamp={1}>
                {p.nome_produto}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {p.quantidade_total} un · <b>{formatBRL(p.valor_total)}</b>
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}

function PorHora({ porHora, total }: { porHora: RelatorioCompleto['resumo']['porHora']; total: number }) {
  const max = Math.max(1, ...porHora.map((h) => h.valor));
  return (
    <Card withBorder radius="md">
      <Title order={4}>Vendas por Horário</Title>
      <Text size="sm" c="dimmed" mb="sm">
        {total > 0 ? `${total} venda(s) registrada(s) no período` : 'Nenhuma venda registrada no período selecionado'}
      </Text>
      {total > 0 && (
        <Group
          gap={2}
          align="flex-end"
          h={140}
          wrap="nowrap"
          aria-label="Gráfico de vendas por hora"
          data-testid="grafico-horas"
        >
          {porHora.map((h) => (
            <Tooltip
              key={h.hora}
              label={`${String(h.hora).padStart(2, '0')}h: ${h.quantidade} venda(s), ${formatBRL(h.valor)}`}
            >
              <Stack gap={2} align="center" style={{ flex: 1, minWidth: 0 }}>
                <Box
                  w="100%"
                  h={Math.round((h.valor / max) * 110)}
                  bg={h.valor ? 'orange.5' : 'gray.2'}
                  style={{ borderRadius: 3, minHeight: 2 }}
                />
                <Text fz={9} c="dimmed">
                  {h.hora % 3 === 0 ? h.hora : ''}
                </Text>
              </Stack>
            </Tooltip>
          ))}
        </Group>
      )}
    </Card>
  );
}

function Tabela({ titulo, cab, linhas }: { titulo: string; cab: string[]; linhas: string[][] }) {
  return (
    <Card withBorder radius="md">
      <Title order={4} mb="sm">
        {titulo}
      </Title>
      <TabelaSimples cab={cab} linhas={linhas} vazio="Nenhum registro no período selecionado" minWidth={360} />
    </Card>
  );
}
