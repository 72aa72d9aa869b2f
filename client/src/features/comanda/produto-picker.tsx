import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  ActionIcon,
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
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { TIPO_ITEM, formatBRL, fromCents, precoEfetivo, type CategoriaDTO, type ProdutoDTO } from '@comanda/shared';
import { Dialogo } from '../../components/dialogo';
import { IconeCategoria } from '../../components/icone-categoria';
import { onStaffEvent } from '../../lib/socket';
import { listarAdicionais, listarCategorias, listarTodosProdutos, maisPedidos } from './api';
import { buscarProdutos, maisPedidosAtivos } from './busca-produtos';
import { ConfigurarItem, type ItemEscolhido } from './configurar-item';

export type { ItemEscolhido } from './configurar-item';

interface Props {
  aberto: boolean;
  onClose(): void;
  onAdicionar(item: ItemEscolhido, info: { nome: string; total: number }): Promise<boolean>;
}

/**
 * 'Selecionar Produto': a search over every active product, the waiter's most-ordered row, then categories. A plain
 * product (no flavours, no required extras) is added with one tap; the picker stays open and counts what was added.
 */
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

  return { categorias, produtos, frequentes };
}

/**
 * 'Selecionar Produto': a search over every active product, the waiter's most-ordered row, then categories. A plain
 * product (no flavours, no required extras) is added with one tap; the picker stays open and counts what was added.
 */
export function ProdutoPicker({ aberto, onClose, onAdicionar }: Props) {
  const [categoria, setCategoria] = useState<CategoriaDTO | null>(null);
  const [produto, setProduto] = useState<ProdutoDTO | null>(null);
  const [busca, setBusca] = useState('');
  const [adicionados, setAdicionados] = useState(0);
  const tituloRef = useRef<HTMLHeadingElement>(null);
  // a product deactivated or deleted while being configured is dropped
  const { categorias, produtos, frequentes } = useMenuDoPicker(aberto, ({ produto: p, produtoRemovidoId }) =>
    setProduto((atual) =>
      atual && (produtoRemovidoId === atual.id || (p?.id === atual.id && p.ativo !== 'S')) ? null : atual,
    ),
  );

  useEffect(() => {
    if (!aberto) return;
    setCategoria(null);
    setProduto(null);
    setBusca('');
    setAdicionados(0);
  }, [aberto]);

  // focus follows the step: the new step's heading is read out
  useEffect(() => tituloRef.current?.focus(), [categoria, produto]);

  async function adicionar(i: ItemEscolhido, info: { nome: string; total: number }) {
    if (await onAdicionar(i, info)) {
      setAdicionados((n) => n + i.quantidade);
      setProduto(null);
    }
  }

  async function escolher(p: ProdutoDTO) {
    if (p.tipo_item !== TIPO_ITEM.COM_SABORES) {
      const grupos = await listarAdicionais(p.id).catch(() => null);
      if (grupos && !grupos.some((g) => g.categoria_obrigatorio)) {
        return adicionar(
          { produto_id: p.id, quantidade: 1, observacoes: '', sabores: [], adicionais: [] },
          { nome: p.nome, total: fromCents(precoEfetivo(p)) },
        );
      }
    }
    setProduto(p);
  }

  const ativos = useMemo(() => (produtos ?? []).filter((p) => p.ativo === 'S'), [produtos]);
  const achados = useMemo(() => buscarProdutos(ativos, busca), [ativos, busca]);
  const topo = useMemo(() => maisPedidosAtivos(ativos, frequentes), [ativos, frequentes]);
  const titulo = produto ? produto.nome : categoria ? categoria.nome : 'Selecionar Produto';
  return (
    <Dialogo
      opened={aberto}
      onClose={onClose}
      size="lg"
      title={
        <Group gap="xs" wrap="nowrap">
          {(categoria || produto) && (
            <ActionIcon
              size={44}
              variant="subtle"
              aria-label="Voltar"
              onClick={() => (produto ? setProduto(null) : setCategoria(null))}
            >
              <IconArrowLeft size={18} />
            </ActionIcon>
          )}
          <Title order={2} fz="lg" ref={tituloRef} tabIndex={-1} style={{ outline: 'none' }}>
            {titulo}
          </Title>
        </Group>
      }
    >
      <Stack gap="md" pb={adicionados ? 72 : 0}>
        {produto ? (
          <ConfigurarItem key={produto.id} produto={produto} onAdicionar={adicionar} />
        ) : (
          <>
            <TextInput
              data-autofocus
              size="lg"
              type="search"
              aria-label="Buscar produto"
              placeholder="Buscar produto"
              leftSection={<IconSearch size={18} />}
              value={busca}
              onChange={(e) => setBusca(e.currentTarget.value)}
              data-testid="picker-busca"
            />
            {busca.trim() ? (
              <ListaProdutos
                produtos={produtos ? achados : null}
                vazio="Nenhum produto encontrado"
                onEscolher={escolher}
              />
            ) : categoria ? (
              <ListaProdutos
                produtos={produtos && ativos.filter((p) => p.categoria_id === categoria.id)}
                vazio="Nenhum produto nesta categoria"
                onEscolher={escolher}
              />
            ) : (
              <>
                {topo.length > 0 && <MaisPedidos produtos={topo} onEscolher={escolher} />}
                <GradeCategorias categorias={categorias} onEscolher={setCategoria} />
              </>
            )}
          </>
        )}
      </Stack>
      {adicionados > 0 && <Contador adicionados={adicionados} onConcluir={onClose} />}
    </Dialogo>
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

function ListaProdutos({
  produtos,
  vazio,
  onEscolher,
}: {
  produtos: ProdutoDTO[] | null;
  vazio: string;
  onEscolher(p: ProdutoDTO): void;
}) {
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
        <UnstyledButton key={p.id} onClick={() => onEscolher(p)} data-testid={`produto-${p.nome}`}>
          <Card withBorder radius="md" p="xs">
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
                  <Text fw={600} lineClamp={1}>
                    {p.nome}
                  </Text>
                  {p.tipo_item === TIPO_ITEM.COM_SABORES ? (
                    <Badge variant="light" color="grape">
                      Com Sabores
                    </Badge>
                  ) : (
                    <Badge color="blue">{formatBRL(fromCents(precoEfetivo(p)))}</Badge>
                  )}
                </Group>
                {p.descricao && (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {p.descricao}
                  </Text>
                )}
              </Stack>
            </Group>
          </Card>
        </UnstyledButton>
      ))}
    </Stack>
  );
}
