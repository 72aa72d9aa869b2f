import { CriarEmpresaComAdminInput, EditarEmpresaInput, NovoUsuarioPlataformaInput } from '@comanda/shared';
import { errosDeCampo } from '../../lib/erros-de-campo';

/** Field -> first message, from the shared schemas the server also applies (spec 5). */
export type Erros<K extends string> = Partial<Record<K, string>>;

export interface CamposEmpresa {
  fantasia: string;
  razao_social: string;
  cnpj: string;
  endereco: string;
  telefone: string;
  email: string;
}
export interface CamposAdmin {
  admin_nome: string;
  admin_email: string;
  admin_senha: string;
}
export interface CamposUsuario {
  empresa_id: string;
  nome: string;
  email: string;
  senha: string;
  perfil: string;
}

export const validarEmpresa = (v: CamposEmpresa) => errosDeCampo<keyof CamposEmpresa>(EditarEmpresaInput, v);
export const validarNovaEmpresa = (v: CamposEmpresa & CamposAdmin) =>
  errosDeCampo<keyof (CamposEmpresa & CamposAdmin)>(CriarEmpresaComAdminInput, v);
export const validarUsuario = (v: CamposUsuario) => errosDeCampo<keyof CamposUsuario>(NovoUsuarioPlataformaInput, v);

/** Brings the first invalid field of the open dialog into view. */
export function focarPrimeiroErro() {
  setTimeout(() => document.querySelector<HTMLElement>('.mantine-Modal-content [aria-invalid="true"]')?.focus(), 0);
}
