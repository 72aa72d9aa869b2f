import { useCallback, useEffect, useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Drawer,
  Group,
  Menu,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconFileZip, IconSearch } from '@tabler/icons-react';
import {
  formatBRL,
  formatDataHora,
  visualSituacaoVenda,
  type ItemDTO,
  type StatsVendas,
  type VendaDTO,
  rotuloComanda,
} from '@comanda/shared';
import { buscarStats, exportarVendas, listarItens, listarVendas } from './api';
import { executarAcao } from '../../lib/acao';
import { NotaFiscalSecao } from '../../components/nota-fiscal';
import { ExportarXmls } from './exportar-xmls';
import { toast } from '../../lib/notify';

/** The list and its figures for the filters (the search once typing pauses). */
function useVendas(periodo: string, situacao: string, busca: string) {
  const [buscaDebounced] = useDebouncedValue(busca, 300);
  const [vendas, setVendas] = useState<VendaDTO[] | null>(null);
  const [stats, setStats] = useState<StatsVendas | null>(null);
  const query = new URLSearchParams({
    periodo,
    ...(situacao !== 'todas' && { situacao }),
    ...(buscaDebounced.trim() && { busca: buscaDebounced.trim() }),
  }).toString();
  const carregar = useCallback(() => {
    listarVendas(query)
      .then(setVendas)
      .catch(() => {
        setVendas([]);
        toast.erro('Erro ao carregar vendas');
      });
    buscarStats(query)
      .then(setStats)
      .catch(() => toast.erro('Erro ao carregar estatísticas'));
  }, [query]);
  useEffect(() => carregar(), [carregar]);
  return { vendas, stats, query };
}

/** The manager's sales list (guarded by the route registry). */
export function VendasPage() {
  const [busca, setBusca] = useState('');
  const [situacao, setSituacao] = useState('todas');
  const [periodo, setPeriodo] = useState('hoje');
  const [aberta, setAberta] = useState<VendaDTO | null>(null);
  const { vendas, stats, query } = useVendas(periodo, situacao, busca);
  return (
    <Stack data-testid="page-vendas">
      <Numeros stats={stats} />
      <Card withBorder radius="md" p="sm">
        <Group gap="sm" wrap="wrap">
          <TextInput
            style={{ flex: 1, minWidth: 200 }}
            placeholder="Buscar por comanda, atendente ou mesa"
            leftSection={<IconSearch size={16} />}
            value={busca}
            onChange={(e) => setBusca(e.currentTarget.value)}
            aria-label="Buscar vendas"
          />
          <Select
            w={150}
            aria-label="Situação"
            data={[
              { value: 'todas', label: 'Todas' },
              { value: 'A', label: 'Abertas' },
              { value: 'F', label: 'Fechadas' },
              { value: 'C', label: 'Canceladas' },
            ]}
            value={situacao}
            onChange={(v) => setSituacao(v ?? 'todas')}
            allowDeselect={false}
          />
          <SegmentedControl
            data={[
              { value: 'hoje', label: 'Hoje' },
              { value: 'semana', label: 'Semana' },
              { value: 'mes', label: 'Mês' },
              { value: 'todas', label: 'Todas' },
            ]}
            value={periodo}
            onChange={setPeriodo}
          />
          <Exportar query={query} />
        </Group>
      </Card>
      <ListaVendas vendas={vendas} onAbrir={setAberta} />
      <DetalheVenda venda={aberta} onClose={() => setAberta(null)} />
    </Stack>
  );
}

function Numeros({ stats }: { stats: StatsVendas | null }) {
  const cards = stats && [
    ['Total Vendido', formatBRL(stats.total_valor)],
    ['Comandas', String(stats.total_vendas)],
    ['Abertas', String(stats.comandas_abertas)],
    ['Fechadas', String(stats.comandas_fechadas)],
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      {cards
        ? cards.map(([k, v]) => (
            <Card key={k} withBorder radius="md" p="sm">
              <Text size="xs" c="dimmed">
                {k}
              </Text>
              <Text fw={800} fz="xl">
                {v}
              </Text>
            </Card>
          ))
        : Array.from({ length: 4 }, (_, i) => <Skeleton key={i} h={70} radius="md" />)}
    </SimpleGrid>
  );
}

function Exportar({ query }: { query: string }) {
  const [xmls, setXmls] = useState(false);
  async function exportar(formato: 'csv' | 'xlsx') {
    await executarAcao(() => exportarVendas(query, formato), { erro: 'Erro ao exportar vendas' });
  }
  return (
    <>
      <ExportarXmls aberto={xmls} onClose={() => setXmls(false)} />
      <MenuExportar onExportar={exportar} onXmls={() => setXmls(true)} />
    </>
  );
}

/** The sales export formats, and the month's NFC-e XMLs for the accountant (issue 38). */
function MenuExportar({ onExportar: exportar, onXmls }: { onExportar(f: 'csv' | 'xlsx'): void; onXmls(): void }) {
  return (
    <Menu>
      <Menu.Target>
        <Button variant="light" leftSection={<IconDownload size={16} />}>
          Exportar
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => exportar('csv')}>CSV (Excel em português)</Menu.Item>
        <Menu.Item onClick={() => exportar('xlsx')}>Planilha Excel (.xlsx)</Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconFileZip size={16} />} onClick={onXmls}>
          Exportar XMLs do mês
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function ListaVendas({ vendas, onAbrir }: { vendas: VendaDTO[] | null; onAbrir(v: VendaDTO): void }) {
  return (
    <Card withBorder radius="md">
      <Title order={4} mb="sm">
        Lista de Vendas ({vendas?.length ?? 0})
      </Title>
      {!vendas && (
        <Stack>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} h={48} />
          ))}
        </Stack>
      )}
      {vendas?.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          Nenhuma venda encontrada
        </Text>
      )}
      <Stack gap="xs">
        {vendas?.map((v) => (
          <LinhaVenda key={v.id} venda={v} onAbrir={() => onAbrir(v)} />
        ))}
      </Stack>
    </Card>
  );
}

function LinhaVenda({ venda: v, onAbrir }: { venda: VendaDTO; onAbrir(): void }) {
  const s = visualSituacaoVenda(v.situacao);
  return (
    <UnstyledButton onClick={onAbrir} data-testid="venda-linha">
      <Card withBorder radius="sm" p="xs">
        <Group justify="space-between" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Text fw={600}>
              #{v.id} · {rotuloComanda(v)}
              {v.tipo === 'balcao' ? '' : ` · ${v.nome_cliente}`}
            </Text>
            <Text size="xs" c="dimmed">
              {v.funcionario} · {formatDataHora(v.data_abertura)}
            </Text>
          </div>
          {/* the name wraps, the status and total never shrink (the badge was cut to "A…" at 390 px) */}
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <Badge color={s.cor} variant="light" data-testid="venda-situacao">
              {s.label}
            </Badge>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatBRL(v.total)}
            </Text>
          </Group>
        </Group>
      </Card>
    </UnstyledButton>
  );
}

function DetalheVenda({ venda, onClose }: { venda: VendaDTO | null; onClose(): void }) {
  const [itens, setItens] = useState<ItemDTO[] | null>(null);
  useEffect(() => {
    setItens(null);
    if (venda)
      listarItens(venda.id)
        .then(setItens)
        .catch(() => setItens([]));
  }, [venda]);
  return (
    <Drawer opened={!!venda} onClose={onClose} position="right" title={venda ? `Comanda #${venda.id}` : ''}>
      {venda && (
        <Stack>
          <Text size="sm">
            {rotuloComanda(venda)} · {venda.nome_cliente} · {venda.funcionario}
          </Text>
          <Text size="sm" c="dimmed">
            Aberta {formatDataHora(venda.data_abertura)}
            {venda.data_fechamento ? ` · encerrada ${formatDataHora(venda.data_fechamento)}` : ''}
          </Text>
          {itens?.length === 0 && <Text c="dimmed">Nenhum item</Text>}
          {itens?.map((i) => (
            <Group key={i.id} justify="space-between" align="flex-start" wrap="nowrap">
              <div>
                <Text fw={600}>
                  {i.quantidade}x {i.produto_nome}
                </Text>
                {i.sabores.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {i.sabores.map((s) => s.sabor_nome).join(' / ')}
                  </Text>
                )}
                {i.adicionais.map((a, k) => (
                  <Text size="xs" c="dimmed" key={k}>
                    + {a.quantidade > 1 ? `${a.quantidade}x ` : ''}
                    {a.adicional_nome}
                  </Text>
                ))}
                {i.observacoes && (
                  <Text size="xs" fs="italic">
                    {i.observacoes}
                  </Text>
                )}
              </div>
              <Text fw={600}>{formatBRL(i.total)}</Text>
            </Group>
          ))}
          <Group justify="space-between">
            <Text fw={700}>Total</Text>
            <Text fw={800}>{formatBRL(venda.total)}</Text>
          </Group>
          {venda.situacao === 'F' && <NotaFiscalSecao vendaId={venda.id} />}
        </Stack>
      )}
    </Drawer>
  );
}
