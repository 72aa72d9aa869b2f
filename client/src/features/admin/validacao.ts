import { CriarEmpresaComAdminInput, EditarEmpresaInput, NovoUsuarioPlataformaInput } from '@comanda/shared';

/** Field -> first message, from the shared schemas the server also applies (spec 5). */
export type Erros<K extends string> = Partial<Record<K, string>>;

interface Esquema {
  safeParse(v: unknown): { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

function errosDe<K extends string>(schema: Esquema, valores: Record<K, unknown>): Erros<K> {
  const r = schema.safeParse(valores);
  const erros: Erros<K> = {};
  if (!r.success) for (const i of r.error.issues) erros[String(i.path[0]) as K] ??= i.message;
  return erros;
}

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

export const validarEmpresa = (v: CamposEmpresa) => errosDe<keyof CamposEmpresa>(EditarEmpresaInput, v);
export const validarNovaEmpresa = (v: CamposEmpresa & CamposAdmin) => errosDe<keyof (CamposEmpresa & CamposAdmin)>(CriarEmpresaComAdminInput, v);
export const validarUsuario = (v: CamposUsuario) => errosDe<keyof CamposUsuario>(NovoUsuarioPlataformaInput, v);

/** Brings the first invalid field of the open dialog into view. */
export function focarPrimeiroErro() {
  setTimeout(() => document.querySelector<HTMLElement>('.mantine-Modal-content [aria-invalid="true"]')?.focus(), 0);
}
