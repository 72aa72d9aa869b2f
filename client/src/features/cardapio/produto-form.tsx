import {
  ActionIcon,
  Button,
  Card,
  Center,
  Checkbox,
  Divider,
  FileButton,
  Group,
  Image,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPhoto, IconPlus, IconSparkles, IconTrash } from '@tabler/icons-react';
import { TIPOS_PRECO_SABOR, type CategoriaDTO, type ProdutoDetalheDTO } from '@comanda/shared';
import { Dialogo } from '../../components/dialogo';
import { SecaoFiscal } from './produto-fiscal';
import {
  novaChave,
  useImagemProduto,
  useProdutoForm,
  type AdicionalForm,
  type CamposProduto,
  type GrupoForm,
  type ImagemForm,
  type SaborForm,
} from './use-produto-form';

type Erros = Partial<Record<string, string>>;

interface Props {
  produtoId: number | null;
  categorias: CategoriaDTO[];
  onClose(): void;
  onSalvo(p: ProdutoDetalheDTO): void;
}

export function ProdutoForm({ produtoId, categorias, onClose, onSalvo }: Props) {
  const p = useProdutoForm(produtoId, onSalvo, onClose);
  return (
    <Dialogo opened onClose={onClose} title={produtoId ? 'Editar Produto' : 'Novo Produto'} size="xl">
      <form onSubmit={p.salvar}>
        <Stack>
          <CamposBasicos f={p.f} setF={p.setF} erros={p.erros} categorias={categorias} />
          <ImagemProduto f={p.f} imagem={p.imagem} setImagem={p.setImagem} categorias={categorias} />
          <Card withBorder radius="md">
            <Switch
              label="Produto com sabores"
              checked={p.comSabores}
              onChange={(e) => p.alternarSabores(e.currentTarget.checked)}
            />
            {p.comSabores && (
              <Sabores f={p.f} setF={p.setF} erros={p.erros} sabores={p.sabores} setSabores={p.setSabores} />
            )}
          </Card>
          <Adicionais grupos={p.grupos} setGrupos={p.setGrupos} />
          <SecaoFiscal fiscal={p.fiscal} setFiscal={p.setFiscal} erros={p.erros} />
          {Object.keys(p.erros).length > 0 && (
            <Text c="red" size="sm">
              {Object.values(p.erros)[0]}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={p.salvando}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialogo>
  );
}

interface CamposProps {
  f: CamposProduto;
  setF(f: CamposProduto): void;
  erros: Erros;
}

function CamposBasicos({ f, setF, erros, categorias }: CamposProps & { categorias: CategoriaDTO[] }) {
  const dinheiro = { min: 0, step: 0.01, decimalScale: 2, decimalSeparator: ',', prefix: 'R$ ' } as const;
  const estoque = { min: 0, step: 0.001, decimalScale: 3, decimalSeparator: ',' } as const;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Nome"
          withAsterisk
          value={f.nome}
          error={erros.nome}
          onChange={(e) => setF({ ...f, nome: e.currentTarget.value })}
        />
        <Select
          label="Categoria"
          withAsterisk
          data={categorias.map((c) => ({ value: String(c.id), label: c.nome }))}
          value={f.categoria_id || null}
          error={erros.categoria_id}
          onChange={(v) => setF({ ...f, categoria_id: v ?? '' })}
        />
      </SimpleGrid>
      <Textarea
        label="Descrição"
        autosize
        minRows={2}
        value={f.descricao}
        onChange={(e) => setF({ ...f, descricao: e.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <NumberInput
          label="Preço"
          withAsterisk
          {...dinheiro}
          value={f.preco}
          error={erros.preco}
          onChange={(v) => setF({ ...f, preco: v })}
        />
        <NumberInput
          label="Preço promocional"
          {...dinheiro}
          value={f.preco_promocional}
          error={erros.preco_promocional}
          onChange={(v) => setF({ ...f, preco_promocional: v })}
        />
        <NumberInput
          label="Estoque atual"
          {...estoque}
          value={f.estoque_atual}
          error={erros.estoque_atual}
          onChange={(v) => setF({ ...f, estoque_atual: v })}
        />
        <NumberInput
          label="Estoque mínimo"
          {...estoque}
          value={f.estoque_minimo}
          error={erros.estoque_minimo}
          onChange={(v) => setF({ ...f, estoque_minimo: v })}
        />
      </SimpleGrid>
      <CodigosEAtivo f={f} setF={setF} erros={erros} />
    </>
  );
}

/** The barcode, the product's own code (iFood's externalCode names it, issue 39) and the active switch. */
function CodigosEAtivo({ f, setF, erros }: CamposProps) {
  return (
    <Group align="flex-start">
      <TextInput
        label="Código de barras"
        value={f.codigo_barras}
        onChange={(e) => setF({ ...f, codigo_barras: e.currentTarget.value })}
      />
      <TextInput
        label="Código"
        description="O código externo do item no iFood"
        value={f.codigo}
        error={erros.codigo}
        maxLength={60}
        onChange={(e) => setF({ ...f, codigo: e.currentTarget.value })}
      />
      <Switch
        label="Ativo"
        checked={f.ativo}
        onChange={(e) => setF({ ...f, ativo: e.currentTarget.checked })}
        mt="lg"
      />
    </Group>
  );
}

function ImagemProduto({
  f,
  imagem,
  setImagem,
  categorias,
}: {
  f: CamposProduto;
  imagem: ImagemForm;
  setImagem(i: ImagemForm): void;
  categorias: CategoriaDTO[];
}) {
  const g = useImagemProduto(setImagem);
  return (
    <Card withBorder radius="md">
      <Group align="flex-start" wrap="wrap">
        {imagem.url ? (
          <Image src={imagem.url} w={186} h={140} radius="md" fit="cover" alt="Imagem do produto" />
        ) : (
          <Center
            w={186}
            h={140}
            bg="var(--mantine-color-default-hover)"
            style={{ borderRadius: 8 }}
            aria-label="Sem imagem"
          >
            <IconPhoto size={40} color="var(--mantine-color-dimmed)" />
          </Center>
        )}
        <Stack gap="xs">
          <FileButton onChange={g.escolherArquivo} accept="image/png,image/jpeg,image/webp">
            {(props) => (
              <Button variant="light" leftSection={<IconPhoto size={16} />} {...props}>
                Enviar imagem
              </Button>
            )}
          </FileButton>
          <Button
            variant="light"
            color="grape"
            leftSection={<IconSparkles size={16} />}
            loading={g.gerando}
            onClick={() => void g.gerar(f, categorias)}
          >
            Gerar imagens
          </Button>
          {g.geradas.length > 1 && (
            <Button variant="default" onClick={g.proxima}>
              Próxima ({g.indice + 1}/{g.geradas.length})
            </Button>
          )}
          {imagem.url && (
            <Button variant="subtle" color="red" onClick={() => setImagem({ url: null, data: null })}>
              Remover imagem
            </Button>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

function Sabores({
  f,
  setF,
  erros,
  sabores,
  setSabores,
}: CamposProps & { sabores: SaborForm[]; setSabores(s: SaborForm[]): void }) {
  const mudar = (i: number, s: Partial<SaborForm>) => setSabores(sabores.map((x, j) => (j === i ? { ...x, ...s } : x)));
  return (
    <Stack mt="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label="Preço pelos sabores"
          data={TIPOS_PRECO_SABOR.map((t) => ({ value: String(t.value), label: t.label }))}
          value={f.tipo_preco_sabor}
          onChange={(v) => v && setF({ ...f, tipo_preco_sabor: v })}
          allowDeselect={false}
        />
        <NumberInput
          label="Mínimo de sabores"
          min={0}
          value={f.qtd_min_sabores}
          error={erros.qtd_min_sabores}
          onChange={(v) => setF({ ...f, qtd_min_sabores: v })}
        />
        <NumberInput
          label="Máximo de sabores (0 = ilimitado)"
          min={0}
          value={f.qtd_max_sabores}
          onChange={(v) => setF({ ...f, qtd_max_sabores: v })}
        />
      </SimpleGrid>
      {sabores.map((s, i) => (
        <LinhaSabor
          key={i}
          i={i}
          sabor={s}
          erros={erros}
          onMudar={(m) => mudar(i, m)}
          onRemover={() => setSabores(sabores.filter((_, j) => j !== i))}
        />
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() =>
          setSabores([...sabores, { nome: '', descricao: '', preco_adicional: 0, qtd_maxima: 0, codigo: '' }])
        }
      >
        Adicionar sabor
      </Button>
    </Stack>
  );
}

/** One flavour: name, price and code (iFood's option externalCode); the first row carries the labels. */
function LinhaSabor({
  i,
  sabor: s,
  erros,
  onMudar,
  onRemover,
}: {
  i: number;
  sabor: SaborForm;
  erros: Erros;
  onMudar(s: Partial<SaborForm>): void;
  onRemover(): void;
}) {
  return (
    <Group align="flex-end" wrap="wrap" gap="xs">
      <TextInput
        label={i === 0 ? 'Sabor' : undefined}
        aria-label="Nome do sabor"
        style={{ flex: 2, minWidth: 140 }}
        value={s.nome}
        error={erros[`sabores.${i}.nome`]}
        onChange={(e) => onMudar({ nome: e.currentTarget.value })}
      />
      <NumberInput
        label={i === 0 ? 'Preço' : undefined}
        aria-label="Preço do sabor"
        style={{ flex: 1, minWidth: 90 }}
        min={0}
        decimalScale={2}
        decimalSeparator=","
        value={s.preco_adicional}
        error={erros[`sabores.${i}.preco_adicional`]}
        onChange={(v) => onMudar({ preco_adicional: v })}
      />
      <TextInput
        label={i === 0 ? 'Código' : undefined}
        aria-label="Código do sabor"
        w={90}
        maxLength={60}
        value={s.codigo}
        error={erros[`sabores.${i}.codigo`]}
        onChange={(e) => onMudar({ codigo: e.currentTarget.value })}
      />
      <ActionIcon color="red" variant="subtle" aria-label="Remover sabor" onClick={onRemover}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

function Adicionais({ grupos, setGrupos }: { grupos: GrupoForm[]; setGrupos(g: GrupoForm[]): void }) {
  const mudarGrupo = (chave: string, g: Partial<GrupoForm>) =>
    setGrupos(grupos.map((x) => (x.chave === chave ? { ...x, ...g } : x)));
  return (
    <Card withBorder radius="md">
      <Title order={5} mb="sm">
        Adicionais
      </Title>
      <Stack>
        {grupos.map((g) => (
          <GrupoAdicionais
            key={g.chave}
            grupo={g}
            onMudar={(m) => mudarGrupo(g.chave, m)}
            onRemover={() => setGrupos(grupos.filter((x) => x.chave !== g.chave))}
          />
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() =>
            setGrupos([
              ...grupos,
              {
                chave: novaChave(),
                nome: '',
                descricao: '',
                qtd_maxima: 0,
                obrigatorio: false,
                qtd_minima: 0,
                adicionais: [],
              },
            ])
          }
        >
          Nova categoria de adicionais
        </Button>
      </Stack>
    </Card>
  );
}

function GrupoAdicionais({
  grupo: g,
  onMudar,
  onRemover,
}: {
  grupo: GrupoForm;
  onMudar(g: Partial<GrupoForm>): void;
  onRemover(): void;
}) {
  const mudar = (i: number, a: Partial<AdicionalForm>) =>
    onMudar({ adicionais: g.adicionais.map((x, j) => (j === i ? { ...x, ...a } : x)) });
  return (
    <Card withBorder radius="sm" p="sm">
      <CabecalhoGrupo grupo={g} onMudar={onMudar} onRemover={onRemover} />
      <Divider my="xs" />
      {g.adicionais.map((a, i) => (
        <LinhaAdicional
          key={i}
          adicional={a}
          onMudar={(m) => mudar(i, m)}
          onRemover={() => onMudar({ adicionais: g.adicionais.filter((_, j) => j !== i) })}
        />
      ))}
      <Button
        size="xs"
        variant="subtle"
        leftSection={<IconPlus size={14} />}
        onClick={() => onMudar({ adicionais: [...g.adicionais, { nome: '', preco: 0, qtd_maxima: 1, codigo: '' }] })}
      >
        Adicionar adicional
      </Button>
    </Card>
  );
}

/** The group's name, its maximum, 'Obrigatório' and its removal. */
function CabecalhoGrupo({
  grupo: g,
  onMudar,
  onRemover,
}: {
  grupo: GrupoForm;
  onMudar(g: Partial<GrupoForm>): void;
  onRemover(): void;
}) {
  return (
    <Group align="flex-end" wrap="wrap" gap="xs">
      <TextInput
        label="Categoria de adicionais"
        style={{ flex: 2, minWidth: 160 }}
        value={g.nome}
        onChange={(e) => onMudar({ nome: e.currentTarget.value })}
      />
      <NumberInput
        label="Máximo (0 = ilimitado)"
        w={150}
        min={0}
        value={g.qtd_maxima}
        onChange={(v) => onMudar({ qtd_maxima: v })}
      />
      <Checkbox
        label="Obrigatório"
        checked={g.obrigatorio}
        onChange={(e) => onMudar({ obrigatorio: e.currentTarget.checked })}
        mb={8}
      />
      <ActionIcon color="red" variant="subtle" aria-label="Remover categoria de adicionais" onClick={onRemover} mb={4}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}

/** One add-on of the group: name, price, limit and code (iFood's option externalCode). */
function LinhaAdicional({
  adicional: a,
  onMudar,
  onRemover,
}: {
  adicional: AdicionalForm;
  onMudar(a: Partial<AdicionalForm>): void;
  onRemover(): void;
}) {
  return (
    <Group align="flex-end" wrap="wrap" gap="xs" mb={4}>
      <TextInput
        aria-label="Nome do adicional"
        placeholder="Adicional"
        style={{ flex: 2, minWidth: 140 }}
        value={a.nome}
        onChange={(e) => onMudar({ nome: e.currentTarget.value })}
      />
      <NumberInput
        aria-label="Preço do adicional"
        style={{ flex: 1, minWidth: 100 }}
        min={0}
        decimalScale={2}
        decimalSeparator=","
        prefix="R$ "
        value={a.preco}
        onChange={(v) => onMudar({ preco: v })}
      />
      <NumberInput
        aria-label="Limite do adicional"
        w={80}
        min={0}
        value={a.qtd_maxima}
        onChange={(v) => onMudar({ qtd_maxima: v })}
      />
      <TextInput
        aria-label="Código do adicional"
        placeholder="Código"
        title="O código externo da opção no iFood"
        w={90}
        maxLength={60}
        value={a.codigo}
        onChange={(e) => onMudar({ codigo: e.currentTarget.value })}
      />
      <ActionIcon color="red" variant="subtle" aria-label="Remover adicional" onClick={onRemover}>
        <IconTrash size={16} />
      </ActionIcon>
    </Group>
  );
}
