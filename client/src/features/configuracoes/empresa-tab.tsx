import { useEffect, useState } from 'react';
import { Alert, Button, Card, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { formatarCnpj, type EmpresaDTO } from '@comanda/shared';
import { api } from '../../lib/api-client';
import { toast } from '../../lib/notify';

const FUSOS = ['America/Sao_Paulo', 'America/Manaus', 'America/Cuiaba', 'America/Belem', 'America/Fortaleza', 'America/Recife', 'America/Bahia', 'America/Porto_Velho', 'America/Rio_Branco', 'America/Noronha'];
const CAMPOS = ['fantasia', 'razao_social', 'cnpj', 'telefone', 'email', 'endereco', 'fuso_horario', 'alerta_amarelo_min', 'alerta_vermelho_min'] as const;
type Form = Record<(typeof CAMPOS)[number], string>;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function EmpresaTab({ podeEditar }: { podeEditar: boolean }) {
  const [form, setForm] = useState<Form | null>(null);
  const [erros, setErros] = useState<Partial<Form>>({});
  const [salvando, setSalvando] = useState(false);
  useEffect(() => {
    api.get<EmpresaDTO>('/api/empresa').then((e) => setForm(Object.fromEntries(CAMPOS.map((c) => [c, c === 'cnpj' ? formatarCnpj(e.cnpj) : String(e[c] ?? '')])) as Form)).catch((e) => toast.erro('Erro ao carregar empresa', e.message));
  }, []);
  if (!form) return null;
  const campo = (c: keyof Form) => ({
    value: form[c],
    error: erros[c],
    readOnly: !podeEditar,
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [c]: c === 'cnpj' ? formatarCnpj(e.currentTarget.value) : e.currentTarget.value }),
  });

  async function salvar(e: React.FormEvent) {
    e.preventDefault();
    // only non-empty fields are sent (spec 5)
    const dados = Object.fromEntries(Object.entries(form!).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v));
    const novosErros: Partial<Form> = {};
    if (!dados.fantasia) novosErros.fantasia = 'Nome fantasia é obrigatório';
    if (dados.email && !EMAIL.test(dados.email)) novosErros.email = 'E-mail inválido';
    setErros(novosErros);
    if (Object.keys(dados).length === 0) return toast.erro('Erro ao atualizar empresa', 'Preencha pelo menos um campo para atualizar');
    if (Object.keys(novosErros).length) return;
    setSalvando(true);
    try {
      await api.patch('/api/empresa', dados);
      toast.ok('Empresa atualizada!', 'Os dados da empresa foram salvos');
    } catch (err) {
      toast.erro('Erro ao atualizar empresa', (err as Error).message);
    } finally {
      setSalvando(false);
    }
  }

  return (
    <Card withBorder radius="md">
      {!podeEditar && <Alert color="gray" mb="md">Somente o administrador pode alterar os dados da empresa.</Alert>}
      <form onSubmit={salvar}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Nome fantasia" withAsterisk {...campo('fantasia')} />
          <TextInput label="Razão social" {...campo('razao_social')} />
          <TextInput label="CNPJ" {...campo('cnpj')} />
          <TextInput label="Telefone" {...campo('telefone')} />
          <TextInput label="E-mail" {...campo('email')} />
          <Select label="Fuso horário" data={FUSOS} value={form.fuso_horario} readOnly={!podeEditar} onChange={(v) => v && setForm({ ...form, fuso_horario: v })} />
        </SimpleGrid>
        <TextInput mt="sm" label="Endereço" {...campo('endereco')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
          <TextInput type="number" min={1} max={240} label="Cozinha: alerta amarelo (min)" description="Pedido fica amarelo na tela de produção após" {...campo('alerta_amarelo_min')} />
          <TextInput type="number" min={1} max={240} label="Cozinha: alerta vermelho (min)" description="Pedido fica vermelho após" {...campo('alerta_vermelho_min')} />
        </SimpleGrid>
        {podeEditar && (
          <Group justify="flex-end" mt="md">
            <Button type="submit" loading={salvando}>Salvar</Button>
          </Group>
        )}
      </form>
    </Card>
  );
}
