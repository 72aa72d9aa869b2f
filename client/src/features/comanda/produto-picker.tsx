import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  ActionIcon,
  Autocomplete,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowLeft, IconSearch, IconUser } from '@tabler/icons-react';
import {
  CLIENTE_NOME_MAX,
  TIPO_ITEM,
  formatBRL,
  fromCents,
  precisaConfigurar,
  precoEfetivo,
  temPermissao,
  type CategoriaDTO,
  type ProdutoDTO,
} from '@comanda/shared';
import { Dialogo } from '../../components/dialogo';
import { EsgotadoSwitch } from '../../components/esgotado-switch';
import { IconeCategoria } from '../../components/icone-categoria';
import { useSession } from '../../lib/session-store';
import { onStaffEvent } from '../../lib/socket';
import { listarAdicionais, listarCategorias, listarTodosProdutos, maisPedidos } from './api';
import { buscarProdutos, maisPedidosAtivos } from './busca-produtos';
import { ConfigurarItem, type ItemEscolhido } from './configurar-item';

export type { ItemEscolhido } from './configurar-item';

interface Props {
  aberto: boolean;
  /** the names already on the tab, offered in 'Para quem?' */
  nomes: string[];
  onClose(): void;
  onAdicionar(item: ItemEscolhido, info: { nome: string; total: number }): Promise<boolean>;
}

/** The picker's menu (cached on the device for offline orders), reloaded when opened and on every menu edit. */
function useMenuDoPicker(aberto: boolean, onEdicao: (e: { produto?: ProdutoDTO; produtoRemovidoId?: number }) => void) {
  const [categorias, setCategorias] = useState<CategoriaDTO[] | null>(null);
  const [produtos, setProdutos] = useState<ProdutoDTO[] | null>(null);
  const [frequentes, setFrequentes] = useState<number[]>([]);

  const carregar = useCallback(() => {
    void listarCategorias()
      .then(setCategorias)
      .catch(() => setCategorias([]));
    void listarTodosProdutos()
      .then(setProdutos)
      .catch(() => setProdutos([]));
    void maisPedidos()
      .then((r) => setFrequentes(r.produto_ids))
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    if (aberto) carregar();
  }, [aberto, carregar]);

  // menu edits reach an open picker (a full reload keeps the device's offline copy of the menu current too)
  const edicao = useRef(onEdicao);
  edicao.current = onEdicao;
  useEffect(() => {
    if (!aberto) return;
    return onStaffEvent('cardapio:alterado', (e) => {
      carregar();
      edicao.current(e);
    });
  }, [aberto, carregar]);

  // a sold-out switch flipped here shows at once (the event reloads the rest)
  const aplicarProduto = useCallback(
    (p: ProdutoDTO) => setProdutos((l) => l && l.map((x) => (x.id === p.id ? { ...x, ...p } : x))),
    [],
  );
  return { categorias, produtos, frequentes, aplicarProduto };
}

/** The picker's steps (category, product being configured), the search, 'Para quem?' and the count of added items. */
function usePassosDoPicker(aberto: boolean, onAdicionar: Props['onAdicionar']) {
  const [categoria, setCategoria] = useState<CategoriaDTO | null>(null);
  const [paraQuem, setParaQuem] = useState('');
  const [produto, setProduto] = useState<ProdutoDTO | null>(null);
  const [busca, setBusca] = useState('');
  const [adicionados, setAdicionados] = useState(0);
  const tituloRef = useRef<HTMLHeadingElement>(null);
  // a product deactivated or deleted while being configured is dropped
  const menu = useMenuDoPicker(aberto, ({ produto: p, produtoRemovidoId }) =>
    setProduto((atual) =>
      atual && (produtoRemovidoId === atual.id || (p?.id === atual.id && p.ativo !== 'S')) ? null : atual,
    ),
  );

  useEffect(() => {
    if (!aberto) return;
    setCategoria(null);
    setProduto(null);
    setBusca('');
    setParaQuem('');
    setAdicionados(0);
  }, [aberto]);

  // focus follows the step: the new step's heading is read out
  useEffect(() => tituloRef.current?.focus(), [categoria, produto]);

  async function adicionar(escolhido: ItemEscolhido, info: { nome: string; total: number }) {
    // 'Para quem?' stays for the next items: a round is often several items for the same person
    const i = paraQuem.trim() ? { ...escolhido, cliente_nome: paraQuem.trim() } : escolhido;
    if (await onAdicionar(i, info)) {
      setAdicionados((n) => n + i.quantidade);
      setProduto(null);
    }
  }

  // one tap adds a product with nothing to choose (the shared selection rule, which the server applies to the add);
  // anything else, or groups that could not be read, opens the configurator
  async function escolher(p: ProdutoDTO) {
    if (p.esgotado) return;
    if (p.tipo_item !== TIPO_ITEM.COM_SABORES) {
      const grupos = await listarAdicionais(p.id).catch(() => null);
      if (grupos && !precisaConfigurar(p, grupos)) {
        return adicionar(
          { produto_id: p.id, quantidade: 1, observacoes: '', sabores: [], adicionais: [] },
          { nome: p.nome, total: fromCents(precoEfetivo(p)) },
        );
      }
    }
    setProduto(p);
  }

  const voltar = () => (produto ? setProduto(null) : setCategoria(null));
  return {
    ...menu,
    categoria,
    setCategoria,
    paraQuem,
    setParaQuem,
    produto,
    busca,
    setBusca,
    adicionados,
    tituloRef,
    adicionar,
    escolher,
    voltar,
  };
}

/**
 * 'Selecionar Produto': a search over every active product, the waiter's most-ordered row, then categories. A plain
 * product (no flavours, no add-on group asking for a choice: `precisaConfigurar`) is added with one tap; the picker
 * stays open and counts what was added.
 */
export function ProdutoPicker({ aberto, nomes, onClose, onAdicionar }: Props) {
  const p = usePassosDoPicker(aberto, onAdicionar);
  const { categoria, produto, adicionados } = p;
  return (
    <Dialogo
      opened={aberto}
      onClose={onClose}
      size="lg"
      title={
        <TituloDoPasso
          titulo={produto ? produto.nome : categoria ? categoria.nome : 'Selecionar Produto'}
          tituloRef={p.tituloRef}
          onVoltar={categoria || produto ? p.voltar : undefined}
        />
      }
    >
      <Stack gap="md" pb={adicionados ? 72 : 0}>
        <ParaQuem valor={p.paraQuem} nomes={nomes} onChange={p.setParaQuem} />
        {produto ? (
          <ConfigurarItem key={produto.id} produto={produto} onAdicionar={p.adicionar} />
        ) : (
          <BuscaECategorias
            busca={p.busca}
            onBusca={p.setBusca}
            categoria={categoria}
            onCategoria={p.setCategoria}
            categorias={p.categorias}
            produtos={p.produtos}
            frequentes={p.frequentes}
            onEscolher={p.escolher}
            onAlterado={p.aplicarProduto}
          />
        )}
      </Stack>
      {adicionados > 0 && <Contador adicionados={adicionados} onConcluir={onClose} />}
    </Dialogo>
  );
}

/** The step's heading (focused on each step, so it is read out), with 'Voltar' past the first step. */
function TituloDoPasso({
  titulo,
  tituloRef,
  onVoltar,
}: {
  titulo: string;
  tituloRef: React.RefObject<HTMLHeadingElement | null>;
  onVoltar?: () => void;
}) {
  return (
    <Group gap="xs" wrap="nowrap">
      {onVoltar && (
        <ActionIcon size={44} variant="subtle" aria-label="Voltar" onClick={onVoltar}>
          <IconArrowLeft size={18} />
        </ActionIcon>
      )}
      <Title order={2} fz="lg" ref={tituloRef} tabIndex={-1} style={{ outline: 'none' }}>
        {titulo}
      </Title>
    </Group>
  );
}

/** The search and what it finds; without a search, the category's products, or the most-ordered row and categories. */
function BuscaECategorias({
  busca,
  onBusca,
  categoria,
  onCategoria,
  categorias,
  produtos,
  frequentes,
  onEscolher,
  onAlterado,
}: {
  busca: string;
  onBusca(v: string): void;
  categoria: CategoriaDTO | null;
  onCategoria(c: CategoriaDTO): void;
  categorias: CategoriaDTO[] | null;
  produtos: ProdutoDTO[] | null;
  frequentes: number[];
  onEscolher(p: ProdutoDTO): void;
  onAlterado(p: ProdutoDTO): void;
}) {
  const ativos = useMemo(() => (produtos ?? []).filter((p) => p.ativo === 'S'), [produtos]);
  const achados = useMemo(() => buscarProdutos(ativos, busca), [ativos, busca]);
  const topo = useMemo(() => maisPedidosAtivos(ativos, frequentes), [ativos, frequentes]);
  return (
    <>
      <TextInput
        data-autofocus
        size="lg"
        type="search"
        aria-label="Buscar produto"
        placeholder="Buscar produto"
        leftSection={<IconSearch size={18} />}
        value={busca}
        onChange={(e) => onBusca(e.currentTarget.value)}
        data-testid="picker-busca"
      />
      {busca.trim() ? (
        <ListaProdutos
          produtos={produtos ? achados : null}
          vazio="Nenhum produto encontrado"
          onEscolher={onEscolher}
          onAlterado={onAlterado}
        />
      ) : categoria ? (
        <ListaProdutos
          produtos={produtos && ativos.filter((p) => p.categoria_id === categoria.id)}
          vazio="Nenhum produto nesta categoria"
          onEscolher={onEscolher}
          onAlterado={onAlterado}
        />
      ) : (
        <>
          {topo.length > 0 && <MaisPedidos produtos={topo} onEscolher={onEscolher} />}
          <GradeCategorias categorias={categorias} onEscolher={onCategoria} />
        </>
      )}
    </>
  );
}

/** 'Para quem?': optional; the item keeps the diner's name, for the bill per person. */
function ParaQuem({ valor, nomes, onChange }: { valor: string; nomes: string[]; onChange(v: string): void }) {
  return (
    <Autocomplete
      label="Para quem?"
      placeholder="Opcional: nome de quem pediu"
      leftSection={<IconUser size={16} />}
      data={nomes}
      value={valor}
      maxLength={CLIENTE_NOME_MAX}
      onChange={onChange}
      clearable
      data-testid="para-quem"
    />
  );
}

function Contador({ adicionados, onConcluir }: { adicionados: number; onConcluir(): void }) {
  return (
    <Card withBorder shadow="md" radius="md" p="sm" style={{ position: 'sticky', bottom: 0 }}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} role="status" data-testid="picker-contador">
          {adicionados} {adicionados === 1 ? 'item adicionado' : 'itens adicionados'}
        </Text>
        <Button size="md" color="green" onClick={onConcluir}>
          Concluir
        </Button>
      </Group>
    </Card>
  );
}

function MaisPedidos({ produtos, onEscolher }: { produtos: ProdutoDTO[]; onEscolher(p: ProdutoDTO): void }) {
  return (
    <Stack gap={6}>
      <Text fw={700} size="sm">
        Mais pedidos
      </Text>
      <Group gap={6} data-testid="mais-pedidos">
        {produtos.map((p) => (
          <Button
            key={p.id}
            variant="light"
            size="md"
            radius="xl"
            disabled={p.esgotado}
            onClick={() => onEscolher(p)}
            data-testid={`frequente-${p.nome}`}
          >
            {p.nome}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

function GradeCategorias({
  categorias,
  onEscolher,
}: {
  categorias: CategoriaDTO[] | null;
  onEscolher(c: CategoriaDTO): void;
}) {
  if (!categorias)
    return (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  if (categorias.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        Nenhuma categoria cadastrada
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }}>
      {categorias.map((c) => (
        <UnstyledButton key={c.id} onClick={() => onEscolher(c)} data-testid={`categoria-${c.nome}`}>
          <Card withBorder radius="md" p="md" h="100%">
            <ThemeIcon variant="light" size="lg" mb={6}>
              <IconeCategoria nome={c.nome} descricao={c.descricao} size={18} />
            </ThemeIcon>
            <Text fw={600}>{c.nome}</Text>
            {c.descricao && (
              <Text size="xs" c="dimmed" lineClamp={2}>
                {c.descricao}
              </Text>
            )}
          </Card>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}

interface ListaProps {
  produtos: ProdutoDTO[] | null;
  vazio: string;
  onEscolher(p: ProdutoDTO): void;
  onAlterado(p: ProdutoDTO): void;
}

function ListaProdutos({ produtos, vazio, onEscolher, onAlterado }: ListaProps) {
  const podeEsgotar = temPermissao(
    useSession((st) => st.user?.perfil),
    'mark_sold_out',
  );
  if (!produtos)
    return (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  if (produtos.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {vazio}
      </Text>
    );
  return (
    <Stack gap="xs">
      {produtos.map((p) => (
        <Card key={p.id} withBorder radius="md" p="xs" data-esgotado={p.esgotado || undefined}>
          <Group wrap="nowrap" align="center" gap="xs">
            {/* a sold-out product cannot be added; its switch (for who may) sits beside it, not inside the button */}
            <UnstyledButton
              onClick={() => onEscolher(p)}
              disabled={p.esgotado}
              style={{ flex: 1, minWidth: 0, opacity: p.esgotado ? 0.55 : 1 }}
              data-testid={`produto-${p.nome}`}
            >
              <ProdutoResumo produto={p} />
            </UnstyledButton>
            {podeEsgotar && <EsgotadoSwitch produto={p} size="sm" compacto onAlterado={onAlterado} />}
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function ProdutoResumo({ produto: p }: { produto: ProdutoDTO }) {
  return (
    <Group wrap="nowrap" align="flex-start">
      {p.imagem_url ? (
        <Image src={p.imagem_url} w={64} h={64} radius="sm" alt="" fit="cover" />
      ) : (
        <ThemeIcon size={64} variant="light" radius="sm">
          <IconeCategoria nome={p.categoria_nome} size={28} />
        </ThemeIcon>
      )}
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} lineClamp={2} lh={1.25}>
            {p.nome}
          </Text>
          {p.esgotado ? (
            <Badge color="red" variant="filled" style={{ flexShrink: 0 }}>
              Esgotado
            </Badge>
          ) : p.tipo_item === TIPO_ITEM.COM_SABORES ? (
            <Badge variant="light" color="grape" style={{ flexShrink: 0 }}>
              Com Sabores
            </Badge>
          ) : (
            <Badge color="blue" style={{ flexShrink: 0 }}>
              {formatBRL(fromCents(precoEfetivo(p)))}
            </Badge>
          )}
        </Group>
        {p.descricao && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {p.descricao}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
