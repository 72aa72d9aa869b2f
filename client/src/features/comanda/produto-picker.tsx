import { useCallback, useEffect, useMemo, useState } from 'react';
import { ActionIcon, Badge, Button, Card, Checkbox, Group, Image, Loader, NumberInput, SimpleGrid, Stack, Text, Textarea, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import { Dialogo } from '../../components/dialogo';
import { IconArrowLeft, IconMinus, IconPlus } from '@tabler/icons-react';
import { IconeCategoria } from '../cardapio/icones';
import {
  OBSERVACOES_MAX, calcularPrecoItem, formatBRL, fromCents, precoEfetivo, textoLimiteSabores, validarSelecao,
  type CategoriaDTO, type GrupoAdicionaisDTO, type ProdutoDTO, type SaborDTO,
} from '@comanda/shared';
import { onStaffEvent } from '../../lib/socket';
import { listarAdicionais, listarCategorias, listarProdutos, listarSabores } from './api';

export interface ItemEscolhido {
  produto_id: number;
  quantidade: number;
  observacoes: string;
  sabores: number[];
  adicionais: { adicional_id: number; quantidade: number }[];
}

interface Props {
  aberto: boolean;
  onClose(): void;
  onAdicionar(item: ItemEscolhido, info: { nome: string; total: number }): Promise<boolean>;
}

/** 'Selecionar Produto': category -> product -> quantity, flavours, extras, notes; priced live by the shared rule. */
export function ProdutoPicker({ aberto, onClose, onAdicionar }: Props) {
  const [categorias, setCategorias] = useState<CategoriaDTO[] | null>(null);
  const [categoria, setCategoria] = useState<CategoriaDTO | null>(null);
  const [produtos, setProdutos] = useState<ProdutoDTO[] | null>(null);
  const [produto, setProduto] = useState<ProdutoDTO | null>(null);

  const carregarCategorias = useCallback(() => listarCategorias().then(setCategorias).catch(() => setCategorias([])), []);
  const carregarProdutos = useCallback((c: CategoriaDTO) => listarProdutos(c.id).then(setProdutos).catch(() => setProdutos([])), []);

  useEffect(() => {
    if (!aberto) return;
    void carregarCategorias();
    setCategoria(null);
    setProduto(null);
  }, [aberto, carregarCategorias]);

  // menu edits reach an open picker: refresh the lists, and drop a product that was deactivated or deleted
  useEffect(() => {
    if (!aberto) return;
    return onStaffEvent('cardapio:alterado', ({ produto: p, produtoRemovidoId }) => {
      void carregarCategorias();
      if (categoria) void carregarProdutos(categoria);
      setProduto((atual) => (atual && (produtoRemovidoId === atual.id || (p?.id === atual.id && p.ativo !== 'S')) ? null : atual));
    });
  }, [aberto, categoria, carregarCategorias, carregarProdutos]);

  function escolherCategoria(c: CategoriaDTO) {
    setCategoria(c);
    setProdutos(null);
    void carregarProdutos(c);
  }

  const titulo = produto ? produto.nome : categoria ? categoria.nome : 'Selecionar Produto';
  return (
    <Dialogo opened={aberto} onClose={onClose} size="lg" title={
      <Group gap="xs">
        {(categoria || produto) && (
          <ActionIcon variant="subtle" aria-label="Voltar" onClick={() => (produto ? setProduto(null) : setCategoria(null))}><IconArrowLeft size={18} /></ActionIcon>
        )}
        <Text fw={700}>{titulo}</Text>
      </Group>
    }>
      {!categoria && <GradeCategorias categorias={categorias} onEscolher={escolherCategoria} />}
      {categoria && !produto && <ListaProdutos produtos={produtos} onEscolher={setProduto} />}
      {produto && <ConfigurarItem key={produto.id} produto={produto} onAdicionar={async (i, info) => { if (await onAdicionar(i, info)) onClose(); }} />}
    </Dialogo>
  );
}

function GradeCategorias({ categorias, onEscolher }: { categorias: CategoriaDTO[] | null; onEscolher(c: CategoriaDTO): void }) {
  if (!categorias) return <Group justify="center" py="xl"><Loader /></Group>;
  if (categorias.length === 0) return <Text c="dimmed" ta="center" py="xl">Nenhuma categoria cadastrada</Text>;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }}>
      {categorias.map((c) => (
        <UnstyledButton key={c.id} onClick={() => onEscolher(c)} data-testid={`categoria-${c.nome}`}>
          <Card withBorder radius="md" p="md" h="100%">
            <ThemeIcon variant="light" size="lg" mb={6}><IconeCategoria nome={c.nome} descricao={c.descricao} size={18} /></ThemeIcon>
            <Text fw={600}>{c.nome}</Text>
            {c.descricao && <Text size="xs" c="dimmed" lineClamp={2}>{c.descricao}</Text>}
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

function ListaProdutos({ produtos, onEscolher }: { produtos: ProdutoDTO[] | null; onEscolher(p: ProdutoDTO): void }) {
  if (!produtos) return <Group justify="center" py="xl"><Loader /></Group>;
  if (produtos.length === 0) return <Text c="dimmed" ta="center" py="xl">Nenhum produto nesta categoria</Text>;
  return (
    <Stack gap="xs">
      {produtos.map((p) => (
        <UnstyledButton key={p.id} onClick={() => onEscolher(p)} data-testid={`produto-${p.nome}`}>
          <Card withBorder radius="md" p="xs">
            <Group wrap="nowrap" align="flex-start">
              {p.imagem_url ? (
                <Image src={p.imagem_url} w={64} h={64} radius="sm" alt="" fit="cover" />
              ) : (
                <ThemeIcon size={64} variant="light" radius="sm"><IconeCategoria nome={p.categoria_nome} size={28} /></ThemeIcon>
              )}
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} lineClamp={1}>{p.nome}</Text>
                  {p.tipo_item === 1 ? <Badge variant="light" color="grape">Com Sabores</Badge> : <Badge>{formatBRL(fromCents(precoEfetivo(p)))}</Badge>}
                </Group>
                {p.descricao && <Text size="xs" c="dimmed" lineClamp={2}>{p.descricao}</Text>}
              </Stack>
            </Group>
          </Card>
        </UnstyledButton>
      ))}
    </Stack>
  );
}

function ConfigurarItem({ produto, onAdicionar }: { produto: ProdutoDTO; onAdicionar(i: ItemEscolhido, info: { nome: string; total: number }): Promise<void> }) {
  const [sabores, setSabores] = useState<SaborDTO[] | null>(produto.tipo_item === 1 ? null : []);
  const [grupos, setGrupos] = useState<GrupoAdicionaisDTO[] | null>(null);
  const [quantidade, setQuantidade] = useState(1);
  const [escolhidos, setEscolhidos] = useState<number[]>([]);
  const [extras, setExtras] = useState<Record<number, number>>({});
  const [observacoes, setObservacoes] = useState('');
  const [enviando, setEnviando] = useState(false);

  useEffect(() => {
    if (produto.tipo_item === 1) listarSabores(produto.id).then(setSabores).catch(() => setSabores([]));
    listarAdicionais(produto.id).then(setGrupos).catch(() => setGrupos([]));
  }, [produto]);

  const regrasGrupos = useMemo(
    () => (grupos ?? []).map((g) => ({
      categoria_id: g.categoria_id, categoria_nome: g.categoria_nome, obrigatorio: g.categoria_obrigatorio,
      qtd_maxima: g.categoria_qtd_maxima, qtd_minima: g.categoria_qtd_minima,
      adicionais: g.adicionais.map((a) => ({ id: a.id, nome: a.nome, preco: a.preco, qtd_maxima: a.qtd_maxima })),
    })),
    [grupos],
  );
  const listaExtras = Object.entries(extras).filter(([, q]) => q > 0).map(([id, q]) => ({ adicional_id: Number(id), quantidade: q }));
  const todosExtras = (grupos ?? []).flatMap((g) => g.adicionais);
  const saboresEscolhidos = (sabores ?? []).filter((s) => escolhidos.includes(s.id));
  const preco = calcularPrecoItem({
    produto,
    sabores: saboresEscolhidos,
    adicionais: listaExtras.map((e) => ({ preco: todosExtras.find((a) => a.id === e.adicional_id)?.preco ?? 0, quantidade: e.quantidade })),
    quantidade,
  });
  const motivo = validarSelecao({ produto, qtdSabores: escolhidos.length, grupos: regrasGrupos, adicionais: listaExtras, quantidade, observacoes });

  function alternarSabor(id: number) {
    setEscolhidos((atual) => {
      if (atual.includes(id)) return atual.filter((x) => x !== id);
      // beyond the maximum, extra picks are ignored (spec 5)
      if (produto.qtd_max_sabores > 0 && atual.length >= produto.qtd_max_sabores) return atual;
      return [...atual, id];
    });
  }
  function mudarExtra(g: GrupoAdicionaisDTO, id: number, qtd: number) {
    setExtras((atual) => {
      const proximo = { ...atual, [id]: qtd };
      // a group limited to one choice behaves like a radio group
      if (g.categoria_qtd_maxima === 1 && qtd > 0) g.adicionais.forEach((a) => a.id !== id && (proximo[a.id] = 0));
      const total = g.adicionais.reduce((s, a) => s + (proximo[a.id] ?? 0), 0);
      if (g.categoria_qtd_maxima > 1 && total > g.categoria_qtd_maxima) return atual;
      return proximo;
    });
  }

  if (!sabores || !grupos) return <Group justify="center" py="xl"><Loader /></Group>;
  const limite = textoLimiteSabores(produto.qtd_min_sabores, produto.qtd_max_sabores);
  return (
    <Stack gap="md">
      {produto.descricao && <Text size="sm" c="dimmed">{produto.descricao}</Text>}
      <Group justify="space-between">
        <Text fw={600}>Quantidade</Text>
        <Group gap={6} wrap="nowrap">
          <ActionIcon size="xl" variant="default" aria-label="Diminuir" onClick={() => setQuantidade((q) => Math.max(1, q - 1))}><IconMinus size={18} /></ActionIcon>
          <NumberInput
            w={72}
            size="md"
            min={1}
            max={999}
            hideControls
            aria-label="Quantidade"
            value={quantidade}
            onChange={(v) => setQuantidade(Number.isFinite(Number(v)) && Number(v) >= 1 ? Math.floor(Number(v)) : 1)}
            styles={{ input: { textAlign: 'center' } }}
          />
          <ActionIcon size="xl" variant="default" aria-label="Aumentar" onClick={() => setQuantidade((q) => Math.min(999, q + 1))}><IconPlus size={18} /></ActionIcon>
        </Group>
      </Group>

      {produto.tipo_item === 1 && (
        <Stack gap={6}>
          <Group justify="space-between">
            <Title order={5}>Sabores</Title>
            {limite && <Badge variant="light">{limite}</Badge>}
          </Group>
          {sabores.map((s) => (
            <Card key={s.id} withBorder radius="md" p="xs" onClick={() => alternarSabor(s.id)} style={{ cursor: 'pointer' }} data-testid={`sabor-${s.nome}`}>
              <Group justify="space-between" wrap="nowrap">
                <Checkbox checked={escolhidos.includes(s.id)} onChange={() => alternarSabor(s.id)} onClick={(e) => e.stopPropagation()} label={s.nome} />
                <Badge variant="light" color={s.preco_adicional > 0 ? 'orange' : 'green'}>{s.preco_adicional > 0 ? formatBRL(s.preco_adicional) : 'Grátis'}</Badge>
              </Group>
            </Card>
          ))}
        </Stack>
      )}

      {grupos.map((g) => (
        <Stack key={g.categoria_id} gap={6}>
          <Group justify="space-between">
            <Title order={5}>{g.categoria_nome}</Title>
            <Group gap={4}>
              {g.categoria_obrigatorio && <Badge color="red" variant="light">Obrigatório</Badge>}
              {g.categoria_qtd_maxima > 0 && <Badge variant="light" color="gray">Até {g.categoria_qtd_maxima}</Badge>}
            </Group>
          </Group>
          {g.adicionais.map((a) => {
            const qtd = extras[a.id] ?? 0;
            const max = a.qtd_maxima > 0 ? a.qtd_maxima : 99;
            return (
              <Card key={a.id} withBorder radius="md" p="xs" data-testid={`adicional-${a.nome}`}>
                <Group justify="space-between" wrap="nowrap">
                  {max === 1 ? (
                    <Checkbox checked={qtd > 0} onChange={(e) => mudarExtra(g, a.id, e.currentTarget.checked ? 1 : 0)} label={a.nome} />
                  ) : (
                    <Group gap={6} wrap="nowrap">
                      <ActionIcon variant="default" aria-label={`Menos ${a.nome}`} onClick={() => mudarExtra(g, a.id, Math.max(0, qtd - 1))}><IconMinus size={14} /></ActionIcon>
                      <Text w={20} ta="center">{qtd}</Text>
                      <ActionIcon variant="default" aria-label={`Mais ${a.nome}`} onClick={() => mudarExtra(g, a.id, Math.min(max, qtd + 1))}><IconPlus size={14} /></ActionIcon>
                      <Text>{a.nome}</Text>
                    </Group>
                  )}
                  <Badge variant="light" color={a.preco > 0 ? 'orange' : 'green'}>{a.preco > 0 ? `+ ${formatBRL(a.preco)}` : 'GRÁTIS'}</Badge>
                </Group>
              </Card>
            );
          })}
        </Stack>
      ))}

      <Textarea label="Observações" placeholder="Ex.: sem cebola" maxLength={OBSERVACOES_MAX} autosize minRows={2} value={observacoes} onChange={(e) => setObservacoes(e.currentTarget.value)} />

      <Card withBorder radius="md" p="sm" style={{ position: 'sticky', bottom: 0 }}>
        <Group justify="space-between" mb={motivo ? 4 : 8}>
          <Text fw={600}>Total</Text>
          <Text fw={800} fz="xl" data-testid="picker-total">{formatBRL(fromCents(preco.total))}</Text>
        </Group>
        {motivo && <Text size="sm" c="orange.8" mb={8} data-testid="picker-motivo">{motivo}</Text>}
        <Button
          fullWidth
          size="md"
          disabled={!!motivo || enviando}
          loading={enviando}
          onClick={async () => {
            setEnviando(true);
            try {
              await onAdicionar(
                { produto_id: produto.id, quantidade, observacoes: observacoes.trim(), sabores: escolhidos, adicionais: listaExtras },
                { nome: produto.nome, total: fromCents(preco.total) },
              );
            } finally {
              setEnviando(false);
            }
          }}
        >
          Adicionar ao Pedido
        </Button>
      </Card>
    </Stack>
  );
}

