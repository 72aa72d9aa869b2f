import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Divider,
  Group,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { ORIGENS_ICMS, formatarCnpj, type FiscalConfigDTO, type FiscalConfigInput } from '@comanda/shared';
import { useAcao } from '../../lib/use-acao';
import { toast } from '../../lib/notify';
import { buscarConfigFiscal, salvarConfigFiscal } from './api';

/* Configurações › Fiscal (issue 38, ADMIN): the NFC-e provider's account and the default tax data of the menu. */

interface Form {
  ativo: boolean;
  ambiente: 'homologacao' | 'producao';
  token: string;
  cnpj: string;
  inscricao_estadual: string;
  regime_tributario: string;
  emissao: 'automatica' | 'manual';
  ncm: string;
  cfop: string;
  icms_situacao_tributaria: string;
  icms_origem: string;
  unidade: string;
}

const doServidor = (c: FiscalConfigDTO): Form => ({
  ativo: c.ativo,
  ambiente: c.ambiente,
  token: '',
  cnpj: formatarCnpj(c.cnpj),
  inscricao_estadual: c.inscricao_estadual ?? '',
  regime_tributario: String(c.regime_tributario),
  emissao: c.emissao,
  ncm: c.padrao?.ncm ?? '21069090',
  cfop: c.padrao?.cfop ?? '5102',
  icms_situacao_tributaria: c.padrao?.icms_situacao_tributaria ?? (c.regime_tributario === 3 ? '00' : '102'),
  icms_origem: String(c.padrao?.icms_origem ?? 0),
  unidade: c.padrao?.unidade ?? 'UN',
});

/** The body of PUT: an empty token keeps the stored one. */
const paraServidor = (f: Form): FiscalConfigInput => ({
  ativo: f.ativo,
  provedor: 'focusnfe',
  ambiente: f.ambiente,
  ...(f.token.trim() ? { token: f.token.trim() } : {}),
  cnpj: f.cnpj,
  inscricao_estadual: f.inscricao_estadual,
  regime_tributario: Number(f.regime_tributario) as 1 | 2 | 3,
  emissao: f.emissao,
  padrao: {
    ncm: f.ncm,
    cfop: f.cfop,
    icms_situacao_tributaria: f.icms_situacao_tributaria,
    icms_origem: Number(f.icms_origem),
    unidade: f.unidade,
  },
});

function Padrao({ form, mudar }: { form: Form; mudar(p: Partial<Form>): void }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextInput
        label="NCM"
        description="8 dígitos"
        value={form.ncm}
        onChange={(e) => mudar({ ncm: e.currentTarget.value })}
      />
      <TextInput
        label="CFOP"
        description="Venda ao consumidor: 5102, 5405…"
        value={form.cfop}
        onChange={(e) => mudar({ cfop: e.currentTarget.value })}
      />
      <TextInput
        label="Situação tributária do ICMS"
        description="CSOSN (Simples: 102, 500…) ou CST (00, 60…)"
        value={form.icms_situacao_tributaria}
        onChange={(e) => mudar({ icms_situacao_tributaria: e.currentTarget.value })}
      />
      <Select
        label="Origem"
        data={ORIGENS_ICMS}
        value={form.icms_origem}
        onChange={(v) => v && mudar({ icms_origem: v })}
        allowDeselect={false}
      />
      <TextInput label="Unidade" value={form.unidade} onChange={(e) => mudar({ unidade: e.currentTarget.value })} />
    </SimpleGrid>
  );
}

function Conta({
  form,
  mudar,
  tokenConfigurado,
}: {
  form: Form;
  mudar(p: Partial<Form>): void;
  tokenConfigurado: boolean;
}) {
  return (
    <>
      <PasswordInput
        label="Token do provedor"
        description={tokenConfigurado ? 'Token configurado. Deixe em branco para manter.' : 'Obrigatório para emitir'}
        placeholder={tokenConfigurado ? '••••••••' : ''}
        value={form.token}
        onChange={(e) => mudar({ token: e.currentTarget.value })}
        autoComplete="off"
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label="CNPJ"
          value={form.cnpj}
          onChange={(e) => mudar({ cnpj: formatarCnpj(e.currentTarget.value) })}
        />
        <TextInput
          label="Inscrição estadual"
          value={form.inscricao_estadual}
          onChange={(e) => mudar({ inscricao_estadual: e.currentTarget.value })}
        />
        <Select
          label="Regime tributário"
          data={[
            { value: '1', label: 'Simples Nacional' },
            { value: '2', label: 'Simples Nacional (excesso de sublimite)' },
            { value: '3', label: 'Regime normal' },
          ]}
          value={form.regime_tributario}
          onChange={(v) => v && mudar({ regime_tributario: v })}
          allowDeselect={false}
        />
      </SimpleGrid>
    </>
  );
}

export function FiscalTab() {
  const [config, setConfig] = useState<FiscalConfigDTO | null>(null);
  const [form, setForm] = useState<Form | null>(null);
  const { executar, enviando } = useAcao();
  useEffect(() => {
    buscarConfigFiscal()
      .then((c) => {
        setConfig(c);
        setForm(doServidor(c));
      })
      .catch(() => toast.erro('Erro ao carregar a configuração fiscal'));
  }, []);
  if (!form || !config) return <Skeleton h={320} />;
  const mudar = (p: Partial<Form>) => setForm({ ...form, ...p });
  async function salvar() {
    const r = await executar(() => salvarConfigFiscal(paraServidor(form!)), {
      ok: 'Configuração fiscal salva',
      erro: 'Erro ao salvar a configuração fiscal',
    });
    if (!r.ok) return;
    setConfig(r.valor);
    setForm(doServidor(r.valor));
  }
  return (
    <Card withBorder radius="md" data-testid="fiscal-tab">
      <Stack>
        <Switch
          label="Emitir NFC-e das comandas fechadas"
          checked={form.ativo}
          onChange={(e) => mudar({ ativo: e.currentTarget.checked })}
        />
        <Group grow align="flex-start">
          <Select
            label="Provedor"
            data={[{ value: 'focusnfe', label: 'Focus NFe' }]}
            value="focusnfe"
            allowDeselect={false}
            readOnly
          />
          <SegmentedControl
            mt={24}
            value={form.ambiente}
            onChange={(v) => mudar({ ambiente: v as Form['ambiente'] })}
            data={[
              { value: 'homologacao', label: 'Homologação' },
              { value: 'producao', label: 'Produção' },
            ]}
          />
        </Group>
        <Conta form={form} mudar={mudar} tokenConfigurado={config.token_configurado} />
        <div>
          <Text size="sm" fw={500} mb={4}>
            Emissão
          </Text>
          <SegmentedControl
            value={form.emissao}
            onChange={(v) => mudar({ emissao: v as Form['emissao'] })}
            data={[
              { value: 'automatica', label: 'Automática ao fechar a conta' },
              { value: 'manual', label: "Manual ('Emitir NFC-e')" },
            ]}
          />
        </div>
        <Divider label="Padrão dos produtos sem dados fiscais próprios" labelPosition="left" />
        <Padrao form={form} mudar={mudar} />
        {form.ambiente === 'producao' && (
          <Alert color="orange">Em produção as notas têm valor fiscal. Teste antes em homologação.</Alert>
        )}
        <Group justify="flex-end">
          <Button onClick={salvar} loading={enviando}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
