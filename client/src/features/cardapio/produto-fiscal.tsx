import { Card, Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { ORIGENS_ICMS, type DadosFiscais, type ProdutoDetalheDTO } from '@comanda/shared';

/* The menu form's 'Fiscal' section (issue 38): the product's own NCM, CFOP and ICMS, or the company's default. */

export interface FiscalForm {
  /** no data of its own: the NFC-e uses Configurações › Fiscal's default */
  padrao: boolean;
  ncm: string;
  cfop: string;
  icms_situacao_tributaria: string;
  icms_origem: string;
  unidade: string;
}

export const FISCAL_VAZIO: FiscalForm = {
  padrao: true,
  ncm: '',
  cfop: '5102',
  icms_situacao_tributaria: '102',
  icms_origem: '0',
  unidade: 'UN',
};

export const fiscalDe = (p: ProdutoDetalheDTO): FiscalForm =>
  p.fiscal ? { ...p.fiscal, padrao: false, icms_origem: String(p.fiscal.icms_origem) } : FISCAL_VAZIO;

/** What the form saves: null clears the product's own data. */
export const fiscalPayload = (f: FiscalForm): DadosFiscais | null =>
  f.padrao
    ? null
    : {
        ncm: f.ncm,
        cfop: f.cfop,
        icms_situacao_tributaria: f.icms_situacao_tributaria,
        icms_origem: Number(f.icms_origem),
        unidade: f.unidade,
      };

export function SecaoFiscal({
  fiscal,
  setFiscal,
  erros,
}: {
  fiscal: FiscalForm;
  setFiscal(f: FiscalForm): void;
  erros: Partial<Record<string, string>>;
}) {
  const mudar = (p: Partial<FiscalForm>) => setFiscal({ ...fiscal, ...p });
  const campo = (k: keyof Omit<FiscalForm, 'padrao' | 'icms_origem'>, label: string, descricao?: string) => (
    <TextInput
      label={label}
      description={descricao}
      value={fiscal[k]}
      error={erros[`fiscal.${k}`]}
      onChange={(e) => mudar({ [k]: e.currentTarget.value })}
    />
  );
  return (
    <Card withBorder radius="md" data-testid="produto-fiscal">
      <Text fw={600} size="sm" mb="xs">
        Fiscal
      </Text>
      <Switch
        label="Usar o padrão da empresa (Configurações › Fiscal)"
        checked={fiscal.padrao}
        onChange={(e) => mudar({ padrao: e.currentTarget.checked })}
      />
      {!fiscal.padrao && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="sm">
          {campo('ncm', 'NCM', '8 dígitos')}
          {campo('cfop', 'CFOP', '5102, 5405…')}
          {campo('icms_situacao_tributaria', 'CSOSN / CST', '102, 500, 00…')}
          <Select
            label="Origem"
            data={ORIGENS_ICMS}
            value={fiscal.icms_origem}
            onChange={(v) => v && mudar({ icms_origem: v })}
            allowDeselect={false}
          />
          {campo('unidade', 'Unidade')}
        </SimpleGrid>
      )}
    </Card>
  );
}
