import { SimpleGrid, TextInput } from '@mantine/core';
import { formatarCnpj } from '@comanda/shared';
import type { CamposEmpresa, Erros } from './validacao';

export const EMPRESA_VAZIA: CamposEmpresa = {
  fantasia: '',
  razao_social: '',
  cnpj: '',
  endereco: '',
  telefone: '',
  email: '',
};

/** The six company fields shared by 'Nova Empresa' and 'Editar Empresa'. */
export function EmpresaCampos({
  valores,
  erros,
  onChange,
}: {
  valores: CamposEmpresa;
  erros: Erros<keyof CamposEmpresa>;
  onChange(campo: keyof CamposEmpresa, valor: string): void;
}) {
  const props = (campo: keyof CamposEmpresa) => ({
    value: valores[campo],
    error: erros[campo],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange(campo, e.currentTarget.value),
  });
  return (
    <>
      <TextInput label="Nome Fantasia" withAsterisk data-autofocus maxLength={150} {...props('fantasia')} />
      <TextInput label="Razão Social" maxLength={150} {...props('razao_social')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label="CNPJ"
          placeholder="00.000.000/0000-00"
          inputMode="numeric"
          {...props('cnpj')}
          onChange={(e) => onChange('cnpj', formatarCnpj(e.currentTarget.value))}
        />
        <TextInput label="Telefone" type="tel" placeholder="(00) 00000-0000" maxLength={30} {...props('telefone')} />
      </SimpleGrid>
      <TextInput label="Endereço" maxLength={255} {...props('endereco')} />
      <TextInput label="E-mail" type="email" placeholder="contato@empresa.com.br" maxLength={150} {...props('email')} />
    </>
  );
}
