import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconEdit, IconPlus, IconRefresh, IconSearch, IconTrash } from '@tabler/icons-react';
import { TIPO_ITEM, formatBRL, temPermissao, type CategoriaDTO, type ProdutoDTO } from '@comanda/shared';
import { ConfirmarExclusao } from '../../components/confirmar-exclusao';
import { EsgotadoSwitch } from '../../components/esgotado-switch';
import { IconeCategoria } from '../../components/icone-categoria';
import { useSession } from '../../lib/session-store';
import { NovaCategoria } from './nova-categoria';
import { ProdutoForm } from './produto-form';
import { EstacaoCategoriaDialog } from './categoria-estacao';
import { aplicarCategoria, aplicarProduto, mostrarInativos } from './store';
import { useCardapioPage, type Excluir } from './use-cardapio';

export function CardapioPage() {
  const perfil = useSession((s) => s.user?.perfil);
  const podeEditar = temPermissao(perfil, 'edit_menu');
  const podeEsgotar = temPermissao(perfil, 'mark_sold_out');
  const c = useCardapioPage();
  const [form, setForm] = useState<number | 'novo' | null>(null);
  const [novaCategoria, setNovaCategoria] = useState(false);
  const [estacaoDe, setEstacaoDe] = useState<CategoriaDTO | null>(null);

  if (c.erro) {
    return (
      <Stack align="center" py="xl">
        <Title order={3}>Erro ao carregar cardápio</Title>
        <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>
          Recarregar Página
        </Button>
      </Stack>
    );
  }
  return (
    <Stack data-testid="page-cardapio">
      <Cabecalho
        podeEditar={podeEditar}
        onNovaCategoria={() => setNovaCategoria(true)}
        onNovo={() => setForm('novo')}
      />
      <Filtros
        busca={c.busca}
        onBusca={c.setBusca}
        inativos={c.inativos}
        categorias={c.categorias}
        filtro={c.filtro}
        onFiltro={c.setFiltro}
      />
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xs">
        {c.categorias.map((cat) => (
          <CategoriaCard
            key={cat.id}
            categoria={cat}
            podeEditar={podeEditar}
            onEstacao={setEstacaoDe}
            onExcluir={c.setExcluir}
          />
        ))}
      </SimpleGrid>
      <Produtos
        produtos={c.produtos}
        visiveis={c.visiveis}
        podeEditar={podeEditar}
        podeEsgotar={podeEsgotar}
        onReativar={c.reativar}
        onEditar={setForm}
        onExcluir={c.setExcluir}
      />
      {form && (
        <ProdutoForm
          produtoId={form === 'novo' ? null : form}
          categorias={c.categorias}
          onClose={() => setForm(null)}
          onSalvo={aplicarProduto}
        />
      )}
      {novaCategoria && <NovaCategoria onClose={() => setNovaCategoria(false)} onSalvo={aplicarCategoria} />}
      {estacaoDe && (
        <EstacaoCategoriaDialog categoria={estacaoDe} onClose={() => setEstacaoDe(null)} onSalvo={aplicarCategoria} />
      )}
      <ConfirmarExclusao
        aberto={!!c.excluir}
        titulo={c.excluir?.tipo === 'categoria' ? 'Excluir categoria' : 'Excluir produto'}
        descricao={
          c.excluir ? `Tem certeza que deseja excluir "${c.excluir.item.nome}"? Esta ação não pode ser desfeita.` : ''
        }
        onClose={() => c.setExcluir(null)}
        onConfirmar={c.confirmarExclusao}
      />
    </Stack>
  );
}

function Cabecalho({
  podeEditar,
  onNovaCategoria,
  onNovo,
}: {
  podeEditar: boolean;
  onNovaCategoria(): void;
  onNovo(): void;
}) {
  return (
    <Group justify="space-between" wrap="wrap">
      <div>
        <Title order={4}>Cardapio Digital</Title>
        <Text c="dimmed" size="sm">
          Gerencie produtos, categorias, sabores e adicionais
        </Text>
      </div>
      {podeEditar && (
        <Group gap="xs">
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={onNovaCategoria}>
            Nova Categoria
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={onNovo}>
            Novo Produto
          </Button>
        </Group>
      )}
    </Group>
  );
}

/** The products' grid (skeletons while loading) and, when the filters leave none, the empty state. */
function Produtos({
  produtos,
  visiveis,
  ...card
}: Omit<ProdutoCardProps, 'produto'> & { produtos: ProdutoDTO[] | null; visiveis: ProdutoDTO[] }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
        {!produtos && Array.from({ length: 8 }, (_, i) => <Skeleton key={i} h={260} radius="md" />)}
        {visiveis.map((p) => (
          <ProdutoCard key={p.id} produto={p} {...card} />
        ))}
      </SimpleGrid>
      {produtos && visiveis.length === 0 && (
        <Stack align="center" py="xl" gap={4}>
          <Title order={4}>Nenhum produto encontrado</Title>
          <Text c="dimmed" size="sm">
            Tente buscar por outros termos{card.podeEditar ? ' ou adicione o primeiro produto' : ''}.
          </Text>
        </Stack>
      )}
    </>
  );
}

interface FiltrosProps {
  busca: string;
  onBusca(v: string): void;
  inativos: boolean;
  categorias: CategoriaDTO[];
  filtro: number | null;
  onFiltro(id: number | null): void;
}

function Filtros({ busca, onBusca, inativos, categorias, filtro, onFiltro }: FiltrosProps) {
  return (
    <>
      <Group wrap="wrap">
        <TextInput
          style={{ flex: 1, minWidth: 200 }}
          placeholder="Buscar produtos..."
          leftSection={<IconSearch size={16} />}
          value={busca}
          onChange={(e) => onBusca(e.currentTarget.value)}
          aria-label="Buscar produtos"
        />
        <Checkbox
          label="Mostrar Inativos"
          checked={inativos}
          onChange={(e) => void mostrarInativos(e.currentTarget.checked)}
        />
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button size="xs" variant={filtro == null ? 'filled' : 'default'} onClick={() => onFiltro(null)}>
          Todas
        </Button>
        {categorias.map((c) => (
          <Button
            key={c.id}
            size="xs"
            variant={filtro === c.id ? 'filled' : 'default'}
            leftSection={<IconeCategoria nome={c.nome} descricao={c.descricao} size={14} />}
            onClick={() => onFiltro(c.id)}
          >
            {c.nome}
          </Button>
        ))}
      </Group>
    </>
  );
}

function CategoriaCard({
  categoria: c,
  podeEditar,
  onEstacao,
  onExcluir,
}: {
  categoria: CategoriaDTO;
  podeEditar: boolean;
  onEstacao(c: CategoriaDTO): void;
  onExcluir(e: Excluir): void;
}) {
  return (
    <Card withBorder radius="md" p="xs" data-testid={`cat-${c.nome}`}>
      <Group justify="space-between" wrap="nowrap" gap={4}>
        <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon variant="light" size="md">
            <IconeCategoria nome={c.nome} descricao={c.descricao} size={16} />
          </ThemeIcon>
          <div style={{ minWidth: 0 }}>
            <Text fw={600} size="sm" lineClamp={1}>
              {c.nome}
            </Text>
            <Text size="xs" c="dimmed">
              {c.total_produtos} produto(s)
            </Text>
          </div>
        </Group>
        {podeEditar && (
          <ActionIcon
            variant="subtle"
            aria-label={`Estação da categoria ${c.nome}`}
            title="Estação de preparo"
            onClick={() => onEstacao(c)}
          >
            <IconEdit size={14} />
          </ActionIcon>
        )}
        {podeEditar && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Excluir categoria ${c.nome}`}
            onClick={() => onExcluir({ tipo: 'categoria', item: c })}
          >
            <IconTrash size={14} />
          </ActionIcon>
        )}
      </Group>
    </Card>
  );
}

interface ProdutoCardProps {
  produto: ProdutoDTO;
  podeEditar: boolean;
  /** the one-tap 'Esgotado' switch (issue 22) */
  podeEsgotar: boolean;
  onReativar(p: ProdutoDTO): void;
  onEditar(id: number): void;
  onExcluir(e: Excluir): void;
}

function ProdutoCard({ produto: p, podeEditar, podeEsgotar, onReativar, onEditar, onExcluir }: ProdutoCardProps) {
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      data-testid={`produto-card-${p.nome}`}
      style={{ opacity: p.ativo === 'S' ? 1 : 0.65 }}
    >
      <Card.Section>
        {p.imagem_url ? (
          <Image src={p.imagem_url} h={140} alt={p.nome} fit="cover" />
        ) : (
          <Group h={140} justify="center" bg="var(--mantine-color-gray-light)">
            <IconeCategoria nome={p.categoria_nome} size={40} />
          </Group>
        )}
      </Card.Section>
      <NomeESituacao produto={p} />
      {p.descricao && (
        <Text size="sm" c="dimmed" lineClamp={2} mt={4}>
          {p.descricao}
        </Text>
      )}
      {podeEsgotar && p.ativo === 'S' && (
        <Box mt="xs">
          <EsgotadoSwitch produto={p} size="sm" onAlterado={aplicarProduto} />
        </Box>
      )}
      <Group justify="space-between" mt="sm" wrap="nowrap">
        <Group gap={6}>
          <PrecoProduto produto={p} />
        </Group>
        {podeEditar && <AcoesProduto produto={p} onReativar={onReativar} onEditar={onEditar} onExcluir={onExcluir} />}
      </Group>
    </Card>
  );
}

/** The name with 'Esgotado', 'Ativo' or 'Inativo', then the category (and 'Com Sabores'). */
function NomeESituacao({ produto: p }: { produto: ProdutoDTO }) {
  return (
    <>
      <Group justify="space-between" mt="xs" wrap="nowrap" align="flex-start">
        <Text fw={700} lineClamp={2} lh={1.25} title={p.nome}>
          {p.nome}
        </Text>
        {p.esgotado && p.ativo === 'S' ? (
          <Badge color="red" variant="filled" style={{ flexShrink: 0 }}>
            Esgotado
          </Badge>
        ) : (
          <Badge color={p.ativo === 'S' ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {p.ativo === 'S' ? 'Ativo' : 'Inativo'}
          </Badge>
        )}
      </Group>
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          {p.categoria_nome}
        </Text>
        {p.tipo_item === TIPO_ITEM.COM_SABORES && (
          <Badge size="xs" variant="light" color="grape">
            Com Sabores
          </Badge>
        )}
      </Group>
    </>
  );
}

function PrecoProduto({ produto: p }: { produto: ProdutoDTO }) {
  if (p.preco_promocional && p.preco_promocional > 0)
    return (
      <>
        <Text td="line-through" c="dimmed" size="sm">
          {formatBRL(p.preco)}
        </Text>
        <Text fw={800} c="green">
          {formatBRL(p.preco_promocional)}
        </Text>
      </>
    );
  if (p.tipo_item === TIPO_ITEM.COM_SABORES && p.preco === 0)
    return (
      <Text fw={700} size="sm">
        Conforme sabores
      </Text>
    );
  return <Text fw={800}>{formatBRL(p.preco)}</Text>;
}

function AcoesProduto({
  produto: p,
  onReativar,
  onEditar,
  onExcluir,
}: Pick<ProdutoCardProps, 'produto' | 'onReativar' | 'onEditar' | 'onExcluir'>) {
  return (
    <Group gap={2} wrap="nowrap">
      {p.ativo !== 'S' && (
        <Button size="compact-xs" variant="light" color="green" onClick={() => onReativar(p)}>
          Reativar
        </Button>
      )}
      <ActionIcon variant="subtle" aria-label={`Editar ${p.nome}`} onClick={() => onEditar(p.id)}>
        <IconEdit size={16} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={`Excluir ${p.nome}`}
        onClick={() => onExcluir({ tipo: 'produto', item: p })}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
