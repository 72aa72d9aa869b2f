import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Button, Card, Center, Checkbox, Divider, FileButton, Group, Image, NumberInput, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Dialogo } from '../../components/dialogo';
import { IconPhoto, IconPlus, IconSparkles, IconTrash } from '@tabler/icons-react';
import { ProdutoInput, TIPO_ITEM, TIPO_PRECO_SABOR, TIPOS_PRECO_SABOR, type BuscarImagensResposta, type CategoriaDTO, type ProdutoDetalheDTO } from '@comanda/shared';
import { api } from '../../lib/api-client';
import { errosDeCampo } from '../../lib/erros-de-campo';
import { toast } from '../../lib/notify';
import { lerArquivo, redimensionar } from './imagem';

type Num = number | string;
interface SaborForm { id?: number; nome: string; descricao: string; preco_adicional: Num; qtd_maxima: Num }
interface AdicionalForm { id?: number; nome: string; preco: Num; qtd_maxima: Num }
interface GrupoForm { id?: number; chave: string; nome: string; descricao: string; qtd_maxima: Num; obrigatorio: boolean; adicionais: AdicionalForm[] }

let seq = 0;
const novaChave = () => `g${++seq}`;

export function ProdutoForm({ produtoId, categorias, onClose, onSalvo }: { produtoId: number | null; categorias: CategoriaDTO[]; onClose(): void; onSalvo(): void }) {
  const [f, setF] = useState({ nome: '', descricao: '', preco: '' as Num, preco_promocional: '' as Num, codigo_barras: '', estoque_atual: 0 as Num, estoque_minimo: 0 as Num, categoria_id: '' as string, ativo: true, tipo_item: TIPO_ITEM.SIMPLES as number, qtd_min_sabores: 0 as Num, qtd_max_sabores: 0 as Num, tipo_preco_sabor: String(TIPO_PRECO_SABOR.PRODUTO_MAIS_SABORES) });
  const [sabores, setSabores] = useState<SaborForm[]>([]);
  const [grupos, setGrupos] = useState<GrupoForm[]>([]);
  const [imagem, setImagem] = useState<{ url: string | null; data?: string | null }>({ url: null });
  const [geradas, setGeradas] = useState<string[]>([]);
  const [indice, setIndice] = useState(0);
  const [gerando, setGerando] = useState(false);
  const [erros, setErros] = useState<Partial<Record<string, string>>>({});
  const [salvando, setSalvando] = useState(false);
  const carregado = useRef(false);

  useEffect(() => {
    if (!produtoId || carregado.current) return;
    carregado.current = true;
    api.get<ProdutoDetalheDTO>(`/api/produtos/${produtoId}`).then((p) => {
      setF({ nome: p.nome, descricao: p.descricao ?? '', preco: p.preco, preco_promocional: p.preco_promocional ?? '', codigo_barras: p.codigo_barras ?? '', estoque_atual: p.estoque_atual, estoque_minimo: p.estoque_minimo, categoria_id: String(p.categoria_id), ativo: p.ativo === 'S', tipo_item: p.tipo_item, qtd_min_sabores: p.qtd_min_sabores, qtd_max_sabores: p.qtd_max_sabores, tipo_preco_sabor: String(p.tipo_preco_sabor) });
      setSabores(p.sabores.map((s) => ({ id: s.id, nome: s.nome, descricao: s.descricao ?? '', preco_adicional: s.preco_adicional, qtd_maxima: s.qtd_maxima })));
      setGrupos(p.categoriasAdicionais.map((c) => ({ id: c.id, chave: novaChave(), nome: c.nome, descricao: c.descricao ?? '', qtd_maxima: c.qtd_maxima, obrigatorio: c.obrigatorio, adicionais: c.adicionais.map((a) => ({ id: a.id, nome: a.nome, preco: a.preco, qtd_maxima: a.qtd_maxima })) })));
      setImagem({ url: p.imagem_url });
    }).catch((e) => toast.erro('Erro ao carregar produto', e.message));
  }, [produtoId]);

  const comSabores = f.tipo_item === TIPO_ITEM.COM_SABORES;
  function alternarSabores(on: boolean) {
    // switching flavours off resets min/max and tipo_item (spec 4.4)
    setF({ ...f, tipo_item: on ? TIPO_ITEM.COM_SABORES : TIPO_ITEM.SIMPLES, ...(on ? {} : { qtd_min_sabores: 0, qtd_max_sabores: 0 }) });
  }

  async function escolherArquivo(file: File | null) {
    if (!file) return;
    try {
      const data = await redimensionar(await lerArquivo(file), 800, 0.8);
      setImagem({ url: data, data });
    } catch {
      toast.erro('Erro ao processar a imagem. Tente novamente.');
    }
  }

  async function buscarImagens() {
    if (!f.nome.trim()) return toast.erro('Nome obrigatório', 'Informe o nome do produto para gerar imagens');
    if (!localStorage.getItem('userToken')) return toast.erro('Login necessário');
    setGerando(true);
    const aviso = setTimeout(() => toast.info('Aguarde mais um pouco...', 'A geração pode levar de 30 a 40 segundos', 3000), 8000);
    try {
      const categoria = categorias.find((c) => String(c.id) === f.categoria_id)?.nome;
      const r = await api.post<BuscarImagensResposta>('/api/produtos/buscar-multiplas-imagens', { nome: f.nome, descricao: f.descricao, categoria_nome: categoria });
      if (!r.success || r.imagens.length === 0) throw new Error(r.message || 'Erro na geração');
      const prontas = await Promise.all(r.imagens.map((i) => redimensionar(i.imageData, 600, 0.9)));
      setGeradas(prontas);
      setIndice(0);
      setImagem({ url: prontas[0]!, data: prontas[0]! });
    } catch (e) {
      const msg = (e as Error).message;
      toast.erro(/tempo/i.test(msg) ? 'Erro na geração' : 'Erro na busca', msg);
    } finally {
      clearTimeout(aviso);
      setGerando(false);
    }
  }
  function proxima() {
    const i = (indice + 1) % geradas.length;
    setIndice(i);
    setImagem({ url: geradas[i]!, data: geradas[i]! });
  }

  async function salvar(e: React.FormEvent) {
    e.preventDefault();
    const payload = {
      ...f,
      tipo_preco_sabor: Number(f.tipo_preco_sabor),
      ativo: f.ativo ? 'S' : 'N',
      ...(imagem.data !== undefined && { imagem_data: imagem.data, imagem_mime_type: imagem.data ? 'image/jpeg' : null }),
      sabores: comSabores ? sabores : [],
      categoriasAdicionais: grupos.map(({ id, nome, descricao, qtd_maxima, obrigatorio }) => ({ id, nome, descricao, qtd_maxima, obrigatorio, qtd_minima: obrigatorio ? 1 : 0 })),
      adicionais: grupos.flatMap((g) => g.adicionais.map((a) => ({ ...a, ...(g.id ? { categoria_adicional_id: g.id } : {}), categoria_nome: g.nome }))),
    };
    // the same zod schema as the server: its pt-BR messages show next to the fields
    const novos = errosDeCampo(ProdutoInput, payload);
    const primeiro = Object.values(novos)[0];
    if (primeiro) {
      setErros(novos);
      return toast.erro(produtoId ? 'Erro ao atualizar produto' : 'Erro ao criar produto', primeiro);
    }
    setErros({});
    setSalvando(true);
    try {
      if (produtoId) await api.patch(`/api/produtos/${produtoId}`, payload);
      else await api.post('/api/produtos', payload);
      toast.ok(produtoId ? 'Produto atualizado!' : 'Produto criado!');
      onSalvo();
      onClose();
    } catch (err) {
      toast.erro(produtoId ? 'Erro ao atualizar produto' : 'Erro ao criar produto', (err as Error).message);
    } finally {
      setSalvando(false);
    }
  }

  const mudarGrupo = (chave: string, g: Partial<GrupoForm>) => setGrupos(grupos.map((x) => (x.chave === chave ? { ...x, ...g } : x)));
  return (
    <Dialogo opened onClose={onClose} title={produtoId ? 'Editar Produto' : 'Novo Produto'} size="xl">
      <form onSubmit={salvar}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Nome" withAsterisk value={f.nome} error={erros.nome} onChange={(e) => setF({ ...f, nome: e.currentTarget.value })} />
            <Select label="Categoria" withAsterisk data={categorias.map((c) => ({ value: String(c.id), label: c.nome }))} value={f.categoria_id || null} error={erros.categoria_id} onChange={(v) => setF({ ...f, categoria_id: v ?? '' })} />
          </SimpleGrid>
          <Textarea label="Descrição" autosize minRows={2} value={f.descricao} onChange={(e) => setF({ ...f, descricao: e.currentTarget.value })} />
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <NumberInput label="Preço" withAsterisk min={0} step={0.01} decimalScale={2} decimalSeparator="," prefix="R$ " value={f.preco} error={erros.preco} onChange={(v) => setF({ ...f, preco: v })} />
            <NumberInput label="Preço promocional" min={0} step={0.01} decimalScale={2} decimalSeparator="," prefix="R$ " value={f.preco_promocional} error={erros.preco_promocional} onChange={(v) => setF({ ...f, preco_promocional: v })} />
            <NumberInput label="Estoque atual" min={0} step={0.001} decimalScale={3} decimalSeparator="," value={f.estoque_atual} error={erros.estoque_atual} onChange={(v) => setF({ ...f, estoque_atual: v })} />
            <NumberInput label="Estoque mínimo" min={0} step={0.001} decimalScale={3} decimalSeparator="," value={f.estoque_minimo} error={erros.estoque_minimo} onChange={(v) => setF({ ...f, estoque_minimo: v })} />
          </SimpleGrid>
          <Group>
            <TextInput label="Código de barras" value={f.codigo_barras} onChange={(e) => setF({ ...f, codigo_barras: e.currentTarget.value })} />
            <Switch label="Ativo" checked={f.ativo} onChange={(e) => setF({ ...f, ativo: e.currentTarget.checked })} mt="lg" />
          </Group>

          <Card withBorder radius="md">
            <Group align="flex-start" wrap="wrap">
              {imagem.url ? <Image src={imagem.url} w={186} h={140} radius="md" fit="cover" alt="Imagem do produto" /> : <Center w={186} h={140} bg="var(--mantine-color-default-hover)" style={{ borderRadius: 8 }} aria-label="Sem imagem"><IconPhoto size={40} color="var(--mantine-color-dimmed)" /></Center>}
              <Stack gap="xs">
                <FileButton onChange={escolherArquivo} accept="image/png,image/jpeg,image/webp">
                  {(props) => <Button variant="light" leftSection={<IconPhoto size={16} />} {...props}>Enviar imagem</Button>}
                </FileButton>
                <Button variant="light" color="grape" leftSection={<IconSparkles size={16} />} loading={gerando} onClick={buscarImagens}>Gerar imagens</Button>
                {geradas.length > 1 && <Button variant="default" onClick={proxima}>Próxima ({indice + 1}/{geradas.length})</Button>}
                {imagem.url && <Button variant="subtle" color="red" onClick={() => setImagem({ url: null, data: null })}>Remover imagem</Button>}
              </Stack>
            </Group>
          </Card>

          <Card withBorder radius="md">
            <Switch label="Produto com sabores" checked={comSabores} onChange={(e) => alternarSabores(e.currentTarget.checked)} />
            {comSabores && (
              <Stack mt="sm">
                <SimpleGrid cols={{ base: 1, sm: 3 }}>
                  <Select label="Preço pelos sabores" data={TIPOS_PRECO_SABOR.map((t) => ({ value: String(t.value), label: t.label }))} value={f.tipo_preco_sabor} onChange={(v) => v && setF({ ...f, tipo_preco_sabor: v })} allowDeselect={false} />
                  <NumberInput label="Mínimo de sabores" min={0} value={f.qtd_min_sabores} error={erros.qtd_min_sabores} onChange={(v) => setF({ ...f, qtd_min_sabores: v })} />
                  <NumberInput label="Máximo de sabores (0 = ilimitado)" min={0} value={f.qtd_max_sabores} onChange={(v) => setF({ ...f, qtd_max_sabores: v })} />
                </SimpleGrid>
                {sabores.map((s, i) => (
                  <Group key={i} align="flex-end" wrap="nowrap" gap="xs">
                    <TextInput label={i === 0 ? 'Sabor' : undefined} aria-label="Nome do sabor" style={{ flex: 2 }} value={s.nome} error={erros[`sabores.${i}.nome`]} onChange={(e) => setSabores(sabores.map((x, j) => (j === i ? { ...x, nome: e.currentTarget.value } : x)))} />
                    <NumberInput label={i === 0 ? 'Preço' : undefined} aria-label="Preço do sabor" style={{ flex: 1 }} min={0} decimalScale={2} decimalSeparator="," value={s.preco_adicional} error={erros[`sabores.${i}.preco_adicional`]} onChange={(v) => setSabores(sabores.map((x, j) => (j === i ? { ...x, preco_adicional: v } : x)))} />
                    <ActionIcon color="red" variant="subtle" aria-label="Remover sabor" onClick={() => setSabores(sabores.filter((_, j) => j !== i))}><IconTrash size={16} /></ActionIcon>
                  </Group>
                ))}
                <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setSabores([...sabores, { nome: '', descricao: '', preco_adicional: 0, qtd_maxima: 0 }])}>Adicionar sabor</Button>
              </Stack>
            )}
          </Card>

          <Card withBorder radius="md">
            <Title order={5} mb="sm">Adicionais</Title>
            <Stack>
              {grupos.map((g) => (
                <Card key={g.chave} withBorder radius="sm" p="sm">
                  <Group align="flex-end" wrap="wrap" gap="xs">
                    <TextInput label="Categoria de adicionais" style={{ flex: 2, minWidth: 160 }} value={g.nome} onChange={(e) => mudarGrupo(g.chave, { nome: e.currentTarget.value })} />
                    <NumberInput label="Máximo (0 = ilimitado)" w={150} min={0} value={g.qtd_maxima} onChange={(v) => mudarGrupo(g.chave, { qtd_maxima: v })} />
                    <Checkbox label="Obrigatório" checked={g.obrigatorio} onChange={(e) => mudarGrupo(g.chave, { obrigatorio: e.currentTarget.checked })} mb={8} />
                    <ActionIcon color="red" variant="subtle" aria-label="Remover categoria de adicionais" onClick={() => setGrupos(grupos.filter((x) => x.chave !== g.chave))} mb={4}><IconTrash size={16} /></ActionIcon>
                  </Group>
                  <Divider my="xs" />
                  {g.adicionais.map((a, i) => (
                    <Group key={i} align="flex-end" wrap="nowrap" gap="xs" mb={4}>
                      <TextInput aria-label="Nome do adicional" placeholder="Adicional" style={{ flex: 2 }} value={a.nome} onChange={(e) => mudarGrupo(g.chave, { adicionais: g.adicionais.map((x, j) => (j === i ? { ...x, nome: e.currentTarget.value } : x)) })} />
                      <NumberInput aria-label="Preço do adicional" style={{ flex: 1 }} min={0} decimalScale={2} decimalSeparator="," prefix="R$ " value={a.preco} onChange={(v) => mudarGrupo(g.chave, { adicionais: g.adicionais.map((x, j) => (j === i ? { ...x, preco: v } : x)) })} />
                      <NumberInput aria-label="Limite do adicional" w={80} min={0} value={a.qtd_maxima} onChange={(v) => mudarGrupo(g.chave, { adicionais: g.adicionais.map((x, j) => (j === i ? { ...x, qtd_maxima: v } : x)) })} />
                      <ActionIcon color="red" variant="subtle" aria-label="Remover adicional" onClick={() => mudarGrupo(g.chave, { adicionais: g.adicionais.filter((_, j) => j !== i) })}><IconTrash size={16} /></ActionIcon>
                    </Group>
                  ))}
                  <Button size="xs" variant="subtle" leftSection={<IconPlus size={14} />} onClick={() => mudarGrupo(g.chave, { adicionais: [...g.adicionais, { nome: '', preco: 0, qtd_maxima: 1 }] })}>Adicionar adicional</Button>
                </Card>
              ))}
              <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setGrupos([...grupos, { chave: novaChave(), nome: '', descricao: '', qtd_maxima: 0, obrigatorio: false, adicionais: [] }])}>Nova categoria de adicionais</Button>
            </Stack>
          </Card>
          {Object.keys(erros).length > 0 && <Text c="red" size="sm">{Object.values(erros)[0]}</Text>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>Cancelar</Button>
            <Button type="submit" loading={salvando}>Salvar</Button>
          </Group>
        </Stack>
      </form>
    </Dialogo>
  );
}
