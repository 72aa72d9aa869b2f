import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Divider, Group, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import {
  formatarCnpj,
  MODO_PEDIDO_CLIENTE_LABEL,
  MODOS_PEDIDO_CLIENTE,
  normalizarChavePix,
  TIPO_CHAVE_PIX_LABEL,
} from '@comanda/shared';
import { useAcao } from '../../lib/use-acao';
import { buscarEmpresa, salvarEmpresa } from './api';
import { toast } from '../../lib/notify';
import { onStaffEvent } from '../../lib/socket';

const FUSOS = [
  'America/Sao_Paulo',
  'America/Manaus',
  'America/Cuiaba',
  'America/Belem',
  'America/Fortaleza',
  'America/Recife',
  'America/Bahia',
  'America/Porto_Velho',
  'America/Rio_Branco',
  'America/Noronha',
];
const CAMPOS = [
  'fantasia',
  'razao_social',
  'cnpj',
  'telefone',
  'email',
  'endereco',
  'fuso_horario',
  'taxa_servico_percentual',
  'chave_pix',
  'pix_nome_recebedor',
  'pix_cidade',
  'alerta_amarelo_min',
  'alerta_vermelho_min',
  // diners ordering from the table (issue 22); the switch is kept as 'true' / 'false' like every other field here
  'pedidos_cliente',
  'abrir_pelo_cliente',
] as const;
type Form = Record<(typeof CAMPOS)[number], string>;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The fields to send (only the non-empty ones, spec 5) and what is wrong with them, checked as the server will. */
function validar(form: Form) {
  const dados = Object.fromEntries(
    Object.entries(form)
      .map(([k, v]) => [k, v.trim()])
      .filter(([, v]) => v),
  );
  const erros: Partial<Form> = {};
  if (!dados.fantasia) erros.fantasia = 'Nome fantasia é obrigatório';
  if (dados.email && !EMAIL.test(dados.email)) erros.email = 'E-mail inválido';
  if (dados.chave_pix && !normalizarChavePix(dados.chave_pix))
    erros.chave_pix = 'Chave PIX inválida: use CPF, CNPJ, e-mail, telefone com +55 ou chave aleatória';
  const taxa = Number(String(dados.taxa_servico_percentual ?? '').replace(',', '.'));
  if (dados.taxa_servico_percentual && !(taxa >= 0 && taxa <= 30))
    erros.taxa_servico_percentual = 'Taxa de serviço deve estar entre 0 e 30%';
  else if (dados.taxa_servico_percentual) dados.taxa_servico_percentual = String(taxa);
  return { dados, erros, corpo: { ...dados, abrir_pelo_cliente: form.abrir_pelo_cliente === 'true' } };
}

/** The company's settings: loaded, reloaded when another screen saves them (unless edited here), and saved. */
function useEmpresaForm() {
  const [form, setForm] = useState<Form | null>(null);
  const [erros, setErros] = useState<Partial<Form>>({});
  const { executar, enviando: salvando } = useAcao();
  // the values last loaded or saved: a change from another screen reloads the form only while it holds no edits
  const salvo = useRef<Form | null>(null);
  const emEdicao = useRef(false);
  emEdicao.current = !!form && form !== salvo.current;
  useEffect(() => {
    const carregar = () =>
      buscarEmpresa()
        .then((e) => {
          salvo.current = Object.fromEntries(
            CAMPOS.map((c) => [c, c === 'cnpj' ? formatarCnpj(e.cnpj) : String(e[c] ?? '')]),
          ) as Form;
          setForm(salvo.current);
        })
        .catch((e) => toast.erro('Erro ao carregar empresa', e.message));
    void carregar();
    return onStaffEvent('empresa:atualizada', () => void (emEdicao.current || carregar()));
  }, []);

  async function salvar(e: React.FormEvent) {
    e.preventDefault();
    const { dados, erros: novosErros, corpo } = validar(form!);
    setErros(novosErros);
    if (Object.keys(dados).length === 0)
      return toast.erro('Erro ao atualizar empresa', 'Preencha pelo menos um campo para atualizar');
    if (Object.keys(novosErros).length) return;
    const r = await executar(() => salvarEmpresa(corpo), {
      ok: ['Empresa atualizada!', 'Os dados da empresa foram salvos'],
      erro: 'Erro ao atualizar empresa',
    });
    if (r.ok) {
      salvo.current = form;
      emEdicao.current = false;
    }
  }
  return { form, setForm, erros, salvando, salvar };
}

type PropsDoCampo = (c: keyof Form) => {
  value: string;
  error: string | undefined;
  readOnly: boolean;
  onChange(e: React.ChangeEvent<HTMLInputElement>): void;
};

export function EmpresaTab({ podeEditar }: { podeEditar: boolean }) {
  const { form, setForm, erros, salvando, salvar } = useEmpresaForm();
  if (!form) return null;
  const campo: PropsDoCampo = (c) => ({
    value: form[c],
    error: erros[c],
    readOnly: !podeEditar,
    onChange: (e) =>
      setForm({ ...form, [c]: c === 'cnpj' ? formatarCnpj(e.currentTarget.value) : e.currentTarget.value }),
  });
  return (
    <Card withBorder radius="md">
      {!podeEditar && (
        <Alert color="gray" mb="md">
          Somente o administrador pode alterar os dados da empresa.
        </Alert>
      )}
      <form onSubmit={salvar}>
        <DadosDaEmpresa
          campo={campo}
          fuso={form.fuso_horario}
          podeEditar={podeEditar}
          onFuso={(v) => setForm({ ...form, fuso_horario: v })}
        />
        <TaxaPixEAlertas campo={campo} chavePix={form.chave_pix} />
        <PedidosCelular form={form} podeEditar={podeEditar} onChange={(c, v) => setForm({ ...form, [c]: v })} />
        {podeEditar && (
          <Group justify="flex-end" mt="md">
            <Button type="submit" loading={salvando}>
              Salvar
            </Button>
          </Group>
        )}
      </form>
    </Card>
  );
}

/** Names, CNPJ, contacts, time zone and address. */
function DadosDaEmpresa({
  campo,
  fuso,
  podeEditar,
  onFuso,
}: {
  campo: PropsDoCampo;
  fuso: string;
  podeEditar: boolean;
  onFuso(v: string): void;
}) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Nome fantasia" withAsterisk {...campo('fantasia')} />
        <TextInput label="Razão social" {...campo('razao_social')} />
        <TextInput label="CNPJ" {...campo('cnpj')} />
        <TextInput label="Telefone" {...campo('telefone')} />
        <TextInput label="E-mail" {...campo('email')} />
        <Select
          label="Fuso horário"
          data={FUSOS}
          value={fuso}
          readOnly={!podeEditar}
          onChange={(v) => v && onFuso(v)}
        />
      </SimpleGrid>
      <TextInput mt="sm" label="Endereço" {...campo('endereco')} />
    </>
  );
}

/** The service charge, the PIX key and receiver, and the production board's alert times. */
function TaxaPixEAlertas({ campo, chavePix }: { campo: PropsDoCampo; chavePix: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
      <TextInput
        label="Taxa de serviço (%)"
        description="0 desliga a taxa nas novas comandas"
        inputMode="decimal"
        {...campo('taxa_servico_percentual')}
      />
      <TextInput label="Chave PIX" description={tipoChave(chavePix)} {...campo('chave_pix')} />
      <TextInput label="Nome do recebedor PIX" maxLength={25} {...campo('pix_nome_recebedor')} />
      <TextInput label="Cidade do recebedor PIX" maxLength={15} {...campo('pix_cidade')} />
      <TextInput
        type="number"
        min={1}
        max={240}
        label="Cozinha: alerta amarelo (min)"
        description="Pedido fica amarelo na tela de produção após"
        {...campo('alerta_amarelo_min')}
      />
      <TextInput
        type="number"
        min={1}
        max={240}
        label="Cozinha: alerta vermelho (min)"
        description="Pedido fica vermelho após"
        {...campo('alerta_vermelho_min')}
      />
    </SimpleGrid>
  );
}

/** 'Pedidos pelo celular': whether diners order from the table's QR, and whether they may open the tab themselves. */
function PedidosCelular(p: {
  form: Form;
  podeEditar: boolean;
  onChange(c: 'pedidos_cliente' | 'abrir_pelo_cliente', v: string): void;
}) {
  return (
    <>
      <Divider mt="lg" mb="sm" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} verticalSpacing="md">
        <Select
          label="Pedidos pelo celular"
          description="O cliente faz o pedido pelo QR Code da mesa"
          data={MODOS_PEDIDO_CLIENTE.map((m) => ({ value: m, label: MODO_PEDIDO_CLIENTE_LABEL[m] }))}
          value={p.form.pedidos_cliente}
          readOnly={!p.podeEditar}
          allowDeselect={false}
          onChange={(v) => v && p.onChange('pedidos_cliente', v)}
          data-testid="pedidos-cliente-modo"
        />
        <Switch
          mt={{ sm: 'xl' }}
          label="Cliente pode abrir a comanda pela mesa"
          description="Pedidos de comandas abertas pelo cliente sempre esperam o garçom aprovar"
          checked={p.form.abrir_pelo_cliente === 'true'}
          disabled={!p.podeEditar}
          onChange={(e) => p.onChange('abrir_pelo_cliente', String(e.currentTarget.checked))}
        />
      </SimpleGrid>
    </>
  );
}

function tipoChave(v: string): string {
  if (!v.trim()) return 'CPF, CNPJ, e-mail, telefone (+55) ou chave aleatória';
  const c = normalizarChavePix(v);
  return c ? `Tipo: ${TIPO_CHAVE_PIX_LABEL[c.tipo]}` : 'Chave não reconhecida';
}
