import { useCallback, useEffect, useMemo, useState } from 'react';
import { ActionIcon, Badge, Button, Card, Checkbox, Group, Image, SimpleGrid, Skeleton, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { Dialogo } from '../../components/dialogo';
import { IconEdit, IconPlus, IconRefresh, IconSearch, IconTrash } from '@tabler/icons-react';
import { CriarCategoriaInput, TIPO_ITEM, formatBRL, temPermissao, type CategoriaDTO, type ProdutoDTO } from '@comanda/shared';
import { ApiError, api } from '../../lib/api-client';
import { errosDeCampo } from '../../lib/erros-de-campo';
import { toast } from '../../lib/notify';
import { onStaffEvent } from '../../lib/socket';
import { ConfirmarExclusao } from '../../components/confirmar-exclusao';
import { useSession } from '../auth/session-store';
import { IconeCategoria } from './icones';
import { ProdutoForm } from './produto-form';
import { EstacaoCategoriaDialog, EstacaoSelect } from './categoria-estacao';

type Excluir = { tipo: 'produto'; item: ProdutoDTO } | { tipo: 'categoria'; item: CategoriaDTO } | null;

export function CardapioPage() {
  const podeEditar = temPermissao(useSession((s) => s.user?.perfil), 'edit_menu');
  const [produtos, setProdutos] = useState<ProdutoDTO[] | null>(null);
  const [categorias, setCategorias] = useState<CategoriaDTO[]>([]);
  const [erro, setErro] = useState(false);
  const [busca, setBusca] = useState('');
  const [inativos, setInativos] = useState(false);
  const [filtro, setFiltro] = useState<number | null>(null);
  const [form, setForm] = useState<number | 'novo' | null>(null);
  const [novaCategoria, setNovaCategoria] = useState(false);
  const [excluir, setExcluir] = useState<Excluir>(null);
  const [estacaoDe, setEstacaoDe] = useState<CategoriaDTO | null>(null);

  const carregar = useCallback(async () => {
    try {
      const [p, c] = await Promise.all([api.get<ProdutoDTO[]>(`/api/produtos?include_inactive=${inativos}`), api.get<CategoriaDTO[]>('/api/categorias')]);
      setProdutos(p);
      setCategorias(c);
      setErro(false);
    } catch {
      setErro(true);
    }
  }, [inativos]);
  useEffect(() => void carregar(), [carregar]);
  // edits made on other devices show up here too
  useEffect(() => onStaffEvent('cardapio:alterado', () => void carregar()), [carregar]);

  const visiveis = useMemo(() => {
    const q = busca.trim().toLowerCase();
    return (produtos ?? []).filter((p) => (filtro == null || p.categoria_id === filtro) && (!q || `${p.nome} ${p.descricao ?? ''}`.toLowerCase().includes(q)));
  }, [produtos, busca, filtro]);

  async function reativar(p: ProdutoDTO) {
    try {
      await api.patch(`/api/produtos/${p.id}`, { ativo: 'S' });
      toast.ok('Produto reativado!');
      void carregar();
    } catch (e) {
      toast.erro('Erro ao atualizar produto', (e as Error).message);
    }
  }
  async function confirmarExclusao() {
    if (!excluir) return;
    try {
      await api.delete(excluir.tipo === 'produto' ? `/api/produtos/${excluir.item.id}` : `/api/categorias/${excluir.item.id}`);
      toast.ok(excluir.tipo === 'produto' ? 'Produto excluído!' : 'Categoria excluída!');
      setExcluir(null);
      if (excluir.tipo === 'categoria' && filtro === excluir.item.id) setFiltro(null);
      void carregar();
    } catch (e) {
      const msg = e instanceof ApiError ? e.message : 'Tente novamente';
      toast.erro(excluir.tipo === 'produto' ? 'Erro ao excluir produto' : 'Erro ao excluir categoria', msg);
      setExcluir(null);
    }
  }

  if (erro) {
    return (
      <Stack align="center" py="xl">
        <Title order={3}>Erro ao carregar cardápio</Title>
        <Button leftSection={<IconRefresh size={16} />} onClick={() => window.location.reload()}>Recarregar Página</Button>
      </Stack>
    );
  }
  return (
    <Stack data-testid="page-cardapio">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={4}>Cardapio Digital</Title>
          <Text c="dimmed" size="sm">Gerencie produtos, categorias, sabores e adicionais</Text>
        </div>
        {podeEditar && (
          <Group gap="xs">
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setNovaCategoria(true)}>Nova Categoria</Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setForm('novo')}>Novo Produto</Button>
          </Group>
        )}
      </Group>
      <Group wrap="wrap">
        <TextInput style={{ flex: 1, minWidth: 200 }} placeholder="Buscar produtos..." leftSection={<IconSearch size={16} />} value={busca} onChange={(e) => setBusca(e.currentTarget.value)} aria-label="Buscar produtos" />
        <Checkbox label="Mostrar Inativos" checked={inativos} onChange={(e) => setInativos(e.currentTarget.checked)} />
      </Group>
      <Group gap="xs" wrap="wrap">
        <Button size="xs" variant={filtro == null ? 'filled' : 'default'} onClick={() => setFiltro(null)}>Todas</Button>
        {categorias.map((c) => (
          <Button key={c.id} size="xs" variant={filtro === c.id ? 'filled' : 'default'} leftSection={<IconeCategoria nome={c.nome} descricao={c.descricao} size={14} />} onClick={() => setFiltro(c.id)}>{c.nome}</Button>
        ))}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="xs">
        {categorias.map((c) => (
          <Card key={c.id} withBorder radius="md" p="xs" data-testid={`cat-${c.nome}`}>
            <Group justify="space-between" wrap="nowrap" gap={4}>
              <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                <ThemeIcon variant="light" size="md"><IconeCategoria nome={c.nome} descricao={c.descricao} size={16} /></ThemeIcon>
                <div style={{ minWidth: 0 }}>
                  <Text fw={600} size="sm" lineClamp={1}>{c.nome}</Text>
                  <Text size="xs" c="dimmed">{c.total_produtos} produto(s)</Text>
                </div>
              </Group>
              {podeEditar && <ActionIcon variant="subtle" aria-label={`Estação da categoria ${c.nome}`} title="Estação de preparo" onClick={() => setEstacaoDe(c)}><IconEdit size={14} /></ActionIcon>}
              {podeEditar && <ActionIcon variant="subtle" color="red" aria-label={`Excluir categoria ${c.nome}`} onClick={() => setExcluir({ tipo: 'categoria', item: c })}><IconTrash size={14} /></ActionIcon>}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }}>
        {!produtos && Array.from({ length: 8 }, (_, i) => <Skeleton key={i} h={260} radius="md" />)}
        {visiveis.map((p) => (
          <Card key={p.id} withBorder radius="md" padding="sm" data-testid={`produto-card-${p.nome}`} style={{ opacity: p.ativo === 'S' ? 1 : 0.65 }}>
            <Card.Section>
              {p.imagem_url ? <Image src={p.imagem_url} h={140} alt={p.nome} fit="cover" /> : (
                <Group h={140} justify="center" bg="var(--mantine-color-gray-light)"><IconeCategoria nome={p.categoria_nome} size={40} /></Group>
              )}
            </Card.Section>
            <Group justify="space-between" mt="xs" wrap="nowrap" align="flex-start">
              <Text fw={700} lineClamp={2} lh={1.25} title={p.nome}>{p.nome}</Text>
              <Badge color={p.ativo === 'S' ? 'green' : 'gray'} variant="light" style={{ flexShrink: 0 }}>{p.ativo === 'S' ? 'Ativo' : 'Inativo'}</Badge>
            </Group>
            <Group gap={6}>
              <Text size="xs" c="dimmed">{p.categoria_nome}</Text>
              {p.tipo_item === TIPO_ITEM.COM_SABORES && <Badge size="xs" variant="light" color="grape">Com Sabores</Badge>}
            </Group>
            {p.descricao && <Text size="sm" c="dimmed" lineClamp={2} mt={4}>{p.descricao}</Text>}
            <Group justify="space-between" mt="sm" wrap="nowrap">
              <Group gap={6}>
                {p.preco_promocional && p.preco_promocional > 0 ? (
                  <><Text td="line-through" c="dimmed" size="sm">{formatBRL(p.preco)}</Text><Text fw={800} c="green">{formatBRL(p.preco_promocional)}</Text></>
                ) : (
                  p.tipo_item === TIPO_ITEM.COM_SABORES && p.preco === 0 ? <Text fw={700} size="sm">Conforme sabores</Text> : <Text fw={800}>{formatBRL(p.preco)}</Text>
                )}
              </Group>
              {podeEditar && (
                <Group gap={2} wrap="nowrap">
                  {p.ativo !== 'S' && <Button size="compact-xs" variant="light" color="green" onClick={() => reativar(p)}>Reativar</Button>}
                  <ActionIcon variant="subtle" aria-label={`Editar ${p.nome}`} onClick={() => setForm(p.id)}><IconEdit size={16} /></ActionIcon>
                  <ActionIcon variant="subtle" color="red" aria-label={`Excluir ${p.nome}`} onClick={() => setExcluir({ tipo: 'produto', item: p })}><IconTrash size={16} /></ActionIcon>
                </Group>
              )}
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      {produtos && visiveis.length === 0 && (
        <Stack align="center" py="xl" gap={4}>
          <Title order={4}>Nenhum produto encontrado</Title>
          <Text c="dimmed" size="sm">Tente buscar por outros termos{podeEditar ? ' ou adicione o primeiro produto' : ''}.</Text>
        </Stack>
      )}
      {form && <ProdutoForm produtoId={form === 'novo' ? null : form} categorias={categorias} onClose={() => setForm(null)} onSalvo={carregar} />}
      {novaCategoria && <NovaCategoria onClose={() => setNovaCategoria(false)} onSalvo={carregar} />}
      {estacaoDe && <EstacaoCategoriaDialog categoria={estacaoDe} onClose={() => setEstacaoDe(null)} onSalvo={carregar} />}
      <ConfirmarExclusao
        aberto={!!excluir}
        titulo={excluir?.tipo === 'categoria' ? 'Excluir categoria' : 'Excluir produto'}
        descricao={excluir ? `Tem certeza que deseja excluir "${excluir.item.nome}"? Esta ação não pode ser desfeita.` : ''}
        onClose={() => setExcluir(null)}
        onConfirmar={confirmarExclusao}
      />
    </Stack>
  );
}

function NovaCategoria({ onClose, onSalvo }: { onClose(): void; onSalvo(): void }) {
  const [nome, setNome] = useState('');
  const [descricao, setDescricao] = useState('');
  const [estacaoId, setEstacaoId] = useState<number | null>(null);
  const [erro, setErro] = useState('');
  async function salvar(e: React.FormEvent) {
    e.preventDefault();
    const erros = errosDeCampo(CriarCategoriaInput, { nome, descricao });
    if (erros.nome) return setErro(erros.nome);
    try {
      await api.post('/api/categorias', { nome, descricao, estacao_id: estacaoId });
      toast.ok('Categoria criada!');
      onSalvo();
      onClose();
    } catch (err) {
      toast.erro('Erro ao criar categoria', (err as Error).message);
    }
  }
  return (
    <Dialogo opened onClose={onClose} title="Nova Categoria">
      <form onSubmit={salvar}>
        <Stack>
          <TextInput label="Nome" withAsterisk value={nome} error={erro} onChange={(e) => setNome(e.currentTarget.value)} />
          <TextInput label="Descrição" value={descricao} onChange={(e) => setDescricao(e.currentTarget.value)} />
          <EstacaoSelect value={estacaoId} onChange={setEstacaoId} />
          <Group justify="flex-end"><Button variant="default" onClick={onClose}>Cancelar</Button><Button type="submit">Salvar</Button></Group>
        </Stack>
      </form>
    </Dialogo>
  );
}
