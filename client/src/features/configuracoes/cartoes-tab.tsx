import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconLock, IconLockOpen, IconPlus, IconPrinter } from '@tabler/icons-react';
import {
  CARTAO_NUMERO_MAX,
  CARTOES_POR_LOTE,
  padCartao,
  temPermissao,
  type CartaoDTO,
  type SituacaoCartao,
} from '@comanda/shared';
import { onStaffEvent } from '../../lib/socket';
import { toast } from '../../lib/notify';
import { useAcao } from '../../lib/use-acao';
import { useSession } from '../../lib/session-store';
import { baixarQrDosCartoes, criarCartoes, listarCartoes, situacaoDoCartao } from './api';
import { RegrasDoCartao } from './regras-cartao';

const SITUACAO: Record<SituacaoCartao, { rotulo: string; cor: string }> = {
  livre: { rotulo: 'Livre', cor: 'green' },
  em_uso: { rotulo: 'Em uso', cor: 'blue' },
  bloqueado: { rotulo: 'Bloqueado', cor: 'red' },
};
/** rows drawn at once: a bar may have a thousand cards; the number field finds any of them */
const LINHAS = 100;

/** The company's cards, refetched when a tab opens or ends (a card's state follows its tab). */
function useListaCartoes() {
  const [cartoes, setCartoes] = useState<CartaoDTO[] | null>(null);
  const carregar = useCallback(
    () => listarCartoes().then(setCartoes, (e) => toast.erro('Erro ao carregar os cartões', e.message)),
    [],
  );
  useEffect(() => {
    void carregar();
    const offs = (['venda:aberta', 'venda:fechada', 'venda:cancelada', 'venda:atualizada'] as const).map((ev) =>
      onStaffEvent(ev, () => void carregar()),
    );
    return () => offs.forEach((off) => off());
  }, [carregar]);
  const aplicar = (c: CartaoDTO) => setCartoes((l) => l && l.map((x) => (x.numero === c.numero ? c : x)));
  return { cartoes, carregar, aplicar };
}

/**
 * Configurações › Cartões (issue 37): the bar's numbered comanda cards. Create a range, print every card's QR, set the
 * limit per card and the minimum spend, and block a lost card (or free it again).
 */
export function CartoesTab() {
  const { cartoes, carregar, aplicar } = useListaCartoes();
  const podeRegras = temPermissao(
    useSession((s) => s.user?.perfil),
    'edit_settings',
  );
  return (
    <Stack gap="md" data-testid="aba-cartoes">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <CriarCartoes proximo={(cartoes?.at(-1)?.numero ?? 0) + 1} onCriados={() => void carregar()} />
        <RegrasDoCartao podeEditar={podeRegras} />
      </SimpleGrid>
      <ListaCartoes cartoes={cartoes} onAlterado={aplicar} />
    </Stack>
  );
}

/** 'Criar cartões': a range início..fim (those that exist are kept), at most CARTOES_POR_LOTE at once. */
function CriarCartoes({ proximo, onCriados }: { proximo: number; onCriados(): void }) {
  const [inicio, setInicio] = useState<number | string>('');
  const [fim, setFim] = useState<number | string>('');
  const { executar, enviando } = useAcao();
  const i = Number(inicio || proximo);
  const f = Number(fim);
  const erro =
    fim === ''
      ? null
      : f < i
        ? 'O fim deve ser maior ou igual ao início'
        : f - i >= CARTOES_POR_LOTE
          ? `No máximo ${CARTOES_POR_LOTE} cartões por vez`
          : null;
  async function criar(e: React.FormEvent) {
    e.preventDefault();
    if (erro || fim === '') return;
    const r = await executar(() => criarCartoes(i, f), {
      ok: ({ criados }) => ['Cartões criados!', `${criados} ${criados === 1 ? 'cartão novo' : 'cartões novos'}`],
      erro: 'Erro ao criar cartões',
    });
    if (!r.ok) return;
    setInicio('');
    setFim('');
    onCriados();
  }
  return (
    <Card withBorder radius="md">
      <form onSubmit={criar}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            Criar cartões
          </Title>
          <Group grow align="start">
            <NumberInput
              label="Início"
              placeholder={String(proximo)}
              min={1}
              max={CARTAO_NUMERO_MAX}
              allowDecimal={false}
              allowNegative={false}
              value={inicio}
              onChange={setInicio}
            />
            <NumberInput
              label="Fim"
              min={1}
              max={CARTAO_NUMERO_MAX}
              allowDecimal={false}
              allowNegative={false}
              value={fim}
              onChange={setFim}
              error={erro}
            />
          </Group>
          <Group justify="space-between">
            <ImprimirQrCartoes />
            <Button
              type="submit"
              leftSection={<IconPlus size={16} />}
              loading={enviando}
              disabled={!!erro || fim === ''}
            >
              Criar cartões
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

/** The cards with their state, filtered by state or number; 'Bloquear' a lost card, 'Liberar' it again. */
function ListaCartoes({ cartoes, onAlterado }: { cartoes: CartaoDTO[] | null; onAlterado(c: CartaoDTO): void }) {
  const [filtro, setFiltro] = useState<'todos' | SituacaoCartao>('todos');
  const [busca, setBusca] = useState('');
  const visiveis = useMemo(
    () =>
      (cartoes ?? []).filter(
        (c) => (filtro === 'todos' || c.situacao === filtro) && (!busca || String(c.numero).startsWith(busca)),
      ),
    [cartoes, filtro, busca],
  );
  if (!cartoes) return null;
  const conta = (s: SituacaoCartao) => cartoes.filter((c) => c.situacao === s).length;
  return (
    <Card withBorder radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="end">
          <Title order={3} size="h4">
            Cartões ({cartoes.length})
          </Title>
          <TextInput
            label="Buscar número"
            inputMode="numeric"
            value={busca}
            onChange={(e) => setBusca(e.currentTarget.value.replace(/\D/g, ''))}
            w={150}
          />
        </Group>
        <SegmentedControl
          value={filtro}
          onChange={(v) => setFiltro(v as typeof filtro)}
          aria-label="Filtrar por situação"
          data={[
            { value: 'todos', label: 'Todos' },
            { value: 'livre', label: `Livres (${conta('livre')})` },
            { value: 'em_uso', label: `Em uso (${conta('em_uso')})` },
            { value: 'bloqueado', label: `Bloqueados (${conta('bloqueado')})` },
          ]}
          style={{ overflowX: 'auto' }}
        />
        {cartoes.length === 0 ? (
          <Text c="dimmed" size="sm">
            Nenhum cartão ainda. Crie uma faixa acima, por exemplo de 1 a 100.
          </Text>
        ) : (
          <TabelaCartoes cartoes={visiveis.slice(0, LINHAS)} onAlterado={onAlterado} />
        )}
        {visiveis.length > LINHAS && (
          <Text size="sm" c="dimmed">
            Mostrando {LINHAS} de {visiveis.length}. Busque pelo número para ver os outros.
          </Text>
        )}
      </Stack>
    </Card>
  );
}

function TabelaCartoes({ cartoes, onAlterado }: { cartoes: CartaoDTO[]; onAlterado(c: CartaoDTO): void }) {
  const { executar, enviando } = useAcao();
  const mudar = async (c: CartaoDTO, situacao: 'bloqueado' | 'livre') => {
    const r = await executar(() => situacaoDoCartao(c.numero, situacao), {
      ok: [situacao === 'bloqueado' ? 'Cartão bloqueado' : 'Cartão liberado', `Cartão ${padCartao(c.numero)}`],
      erro: 'Erro ao alterar o cartão',
    });
    if (r.ok) onAlterado(r.valor);
  };
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped verticalSpacing={4} data-testid="tabela-cartoes">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Cartão</Table.Th>
            <Table.Th>Situação</Table.Th>
            <Table.Th ta="right">Ação</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cartoes.map((c) => (
            <Table.Tr key={c.numero} data-testid={`cartao-${c.numero}`}>
              <Table.Td fw={700}>{padCartao(c.numero)}</Table.Td>
              <Table.Td>
                <Badge color={SITUACAO[c.situacao].cor} variant="light">
                  {SITUACAO[c.situacao].rotulo}
                  {c.situacao === 'bloqueado' && c.venda_id != null ? ' · com comanda' : ''}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">
                {c.situacao === 'bloqueado' ? (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    leftSection={<IconLockOpen size={14} />}
                    disabled={enviando}
                    onClick={() => void mudar(c, 'livre')}
                    aria-label={`Liberar cartão ${padCartao(c.numero)}`}
                  >
                    Liberar
                  </Button>
                ) : (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    leftSection={<IconLock size={14} />}
                    disabled={enviando}
                    onClick={() => void mudar(c, 'bloqueado')}
                    aria-label={`Bloquear cartão ${padCartao(c.numero)}`}
                  >
                    Bloquear
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** 'Imprimir QR Codes': one A4 PDF with every card, its number large and its QR (downloaded with the staff token). */
function ImprimirQrCartoes() {
  const { executar, enviando } = useAcao();
  return (
    <Button
      variant="light"
      leftSection={<IconPrinter size={16} />}
      loading={enviando}
      onClick={() =>
        void executar(baixarQrDosCartoes, {
          ok: ['Download concluído!', 'Imprima e recorte um cartão para cada cliente'],
          erro: 'Erro ao gerar o PDF',
        })
      }
      data-testid="imprimir-qr-cartoes"
    >
      Imprimir QR Codes
    </Button>
  );
}
