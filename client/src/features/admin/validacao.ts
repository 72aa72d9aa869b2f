// TEMPORARY field checks (spec 5) until shared/src/schemas/admin.ts lands.
import { cnpjValido } from './cnpj';

export type Erros<K extends string> = Partial<Record<K, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailValido = (v: string) => EMAIL.test(v.trim());

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

export function validarEmpresa(v: CamposEmpresa): Erros<keyof CamposEmpresa> {
  const e: Erros<keyof CamposEmpresa> = {};
  if (!v.fantasia.trim()) e.fantasia = 'Nome fantasia é obrigatório';
  if (v.email.trim() && !emailValido(v.email)) e.email = 'E-mail inválido';
  if (v.cnpj.trim() && !cnpjValido(v.cnpj)) e.cnpj = 'CNPJ inválido';
  return e;
}

export function validarNovaEmpresa(v: CamposEmpresa & CamposAdmin): Erros<keyof (CamposEmpresa & CamposAdmin)> {
  const e: Erros<keyof (CamposEmpresa & CamposAdmin)> = validarEmpresa(v);
  if (!v.admin_nome.trim()) e.admin_nome = 'Nome do administrador é obrigatório';
  if (!v.admin_email.trim()) e.admin_email = 'E-mail do administrador é obrigatório';
  else if (!emailValido(v.admin_email)) e.admin_email = 'E-mail inválido';
  if (!v.admin_senha) e.admin_senha = 'Senha é obrigatória';
  return e;
}

export interface CamposUsuario {
  empresa_id: string;
  nome: string;
  email: string;
  senha: string;
  perfil: string;
}

export function validarUsuario(v: CamposUsuario): Erros<keyof CamposUsuario> {
  const e: Erros<keyof CamposUsuario> = {};
  if (!v.empresa_id) e.empresa_id = 'Empresa é obrigatória';
  if (!v.nome.trim()) e.nome = 'Nome é obrigatório';
  if (!v.email.trim()) e.email = 'E-mail é obrigatório';
  else if (!emailValido(v.email)) e.email = 'E-mail inválido';
  if (!v.senha) e.senha = 'Senha é obrigatória';
  if (!v.perfil) e.perfil = 'Perfil é obrigatório';
  return e;
}
