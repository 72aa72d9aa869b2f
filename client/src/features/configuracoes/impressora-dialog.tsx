import { useState } from 'react';
import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  ImpressoraInput,
  PAGINAS_CODIGO,
  TIPOS_IMPRESSAO,
  TIPO_IMPRESSAO_LABEL,
  type EstacaoDTO,
  type ImpressoraDTO,
  type TipoImpressao,
} from '@comanda/shared';
import { Dialogo } from '../../components/dialogo';
import { errosDeCampo } from '../../lib/erros-de-campo';
import { useAcao } from '../../lib/use-acao';
import { salvarImpressora } from './api';

type Campos = Omit<ImpressoraInput, 'porta' | 'copias'> & { porta: number | string; copias: number | string };

const NOVA: Campos = {
  nome: '',
  host: '',
  porta: 9100,
  largura: 80,
  estacao_ids: [],
  tipos: ['producao', 'cancelamento'],
  copias: 1,
  ativa: true,
  pagina_codigo: 'CP860',
};

interface Props {
  impressora: ImpressoraDTO | null;
  aberto: boolean;
  estacoes: EstacaoDTO[];
  onClose(): void;
  onSalva(i: ImpressoraDTO): void;
}

/** 'Nova impressora' / 'Editar impressora': validated with the schema the server applies (pt-BR messages per field). */
export function ImpressoraDialog({ impressora, aberto, estacoes, onClose, onSalva }: Props) {
  return (
    <Dialogo opened={aberto} onClose={onClose} title={impressora ? 'Editar impressora' : 'Nova impressora'} size="lg">
      {/* keyed so each opening starts from the printer (or a blank form) */}
      {aberto && <Formulario key={impressora?.id ?? 'nova'} {...{ impressora, estacoes, onClose, onSalva }} />}
    </Dialogo>
  );
}

const campos = (i: ImpressoraDTO): Campos => ({
  nome: i.nome,
  host: i.host,
  porta: i.porta,
  largura: i.largura,
  estacao_ids: i.estacao_ids,
  tipos: i.tipos,
  copias: i.copias,
  ativa: i.ativa,
  pagina_codigo: i.pagina_codigo,
});

type Erros = Partial<Record<string, string>>;
interface CamposProps {
  f: Campos;
  set<K extends keyof Campos>(k: K, v: Campos[K]): void;
  erros: Erros;
}

function Formulario({ impressora, estacoes, onClose, onSalva }: Omit<Props, 'aberto'>) {
  const [f, setF] = useState<Campos>(() => (impressora ? campos(impressora) : NOVA));
  const [erros, setErros] = useState<Erros>({});
  const { executar, enviando } = useAcao();
  const set = <K extends keyof Campos>(k: K, v: Campos[K]) => setF((x) => ({ ...x, [k]: v }));

  async function salvar(ev: React.FormEvent) {
    ev.preventDefault();
    const body = { ...f, porta: Number(f.porta), copias: Number(f.copias) };
    const novos = errosDeCampo(ImpressoraInput, body);
    setErros(novos);
    if (Object.keys(novos).length) return;
    const r = await executar(() => salvarImpressora(impressora?.id ?? null, body), {
      ok: impressora ? 'Impressora atualizada!' : 'Impressora cadastrada!',
      erro: impressora ? 'Erro ao atualizar impressora' : 'Erro ao cadastrar impressora',
    });
    if (!r.ok) return;
    onSalva(r.valor);
    onClose();
  }

  return (
    <form onSubmit={salvar} noValidate>
      <Stack>
        <CamposConexao f={f} set={set} erros={erros} />
        <CamposRoteamento f={f} set={set} erros={erros} estacoes={estacoes} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={enviando}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Name, address and paper. */
function CamposConexao({ f, set, erros }: CamposProps) {
  return (
    <>
      <TextInput
        label="Nome"
        placeholder="Ex.: Cozinha"
        withAsterisk
        maxLength={60}
        value={f.nome}
        onChange={(e) => set('nome', e.currentTarget.value)}
        error={erros.nome}
        data-autofocus
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <TextInput
          label="Endereço (IP)"
          placeholder="192.168.0.50"
          withAsterisk
          value={f.host}
          onChange={(e) => set('host', e.currentTarget.value)}
          error={erros.host}
        />
        <NumberInput
          label="Porta"
          min={1}
          max={65535}
          allowDecimal={false}
          value={f.porta}
          onChange={(v) => set('porta', v)}
          error={erros.porta}
        />
      </SimpleGrid>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Largura do papel
        </Text>
        <SegmentedControl
          data={[
            { value: '80', label: '80 mm' },
            { value: '58', label: '58 mm' },
          ]}
          value={String(f.largura)}
          onChange={(v) => set('largura', Number(v) as 80 | 58)}
        />
      </Stack>
    </>
  );
}

/** What it prints and for which stations, copies, code page, on/off. */
function CamposRoteamento({ f, set, erros, estacoes }: CamposProps & { estacoes: EstacaoDTO[] }) {
  return (
    <>
      <MultiSelect
        label="Estações"
        description="Os pedidos destas estações saem nesta impressora"
        placeholder={f.estacao_ids.length ? undefined : 'Escolha as estações'}
        data={estacoes.map((e) => ({ value: String(e.id), label: e.nome }))}
        value={f.estacao_ids.map(String)}
        onChange={(v) => set('estacao_ids', v.map(Number))}
        error={erros.estacao_ids}
      />
      <Checkbox.Group
        label="Imprime"
        value={f.tipos}
        onChange={(v) => set('tipos', v as TipoImpressao[])}
        error={erros.tipos}
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs" spacing="xs">
          {TIPOS_IMPRESSAO.map((t) => (
            <Checkbox key={t} value={t} label={TIPO_IMPRESSAO_LABEL[t]} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NumberInput
          label="Cópias"
          min={1}
          max={5}
          allowDecimal={false}
          value={f.copias}
          onChange={(v) => set('copias', v)}
          error={erros.copias}
        />
        <Select
          label="Página de código"
          data={[...PAGINAS_CODIGO]}
          value={f.pagina_codigo}
          onChange={(v) => v && set('pagina_codigo', v as Campos['pagina_codigo'])}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Switch label="Ativa" checked={f.ativa} onChange={(e) => set('ativa', e.currentTarget.checked)} />
    </>
  );
}
