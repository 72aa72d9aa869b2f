// Shapes of the platform administrator calls (spec 3 Empresa/Usuario, 7.4).
export type SN = 'S' | 'N';

export interface AdminEmpresaDTO {
  id: number;
  fantasia: string;
  razao_social: string | null;
  cnpj: string | null;
  endereco: string | null;
  telefone: string | null;
  email: string | null;
  ativo: SN;
  ativa: boolean;
  data_cadastro: string;
  total_usuarios: number;
  total_mesas: number;
}

export interface CriarEmpresaAdminInput {
  fantasia: string;
  razao_social: string;
  cnpj: string;
  endereco: string;
  telefone: string;
  email: string;
  admin_nome: string;
  admin_email: string;
  admin_senha: string;
}

export interface CriarEmpresaAdminResponse {
  empresa: AdminEmpresaDTO;
  admin: { id: number; nome: string; email: string };
}

export interface EditarEmpresaAdminInput {
  fantasia: string;
  razao_social: string;
  cnpj: string;
  endereco: string;
  telefone: string;
  email: string;
  ativo: SN;
}

export interface AdminUsuarioDTO {
  id: number;
  username: string;
  nome: string;
  email: string;
  perfil: string;
  ativo: SN;
  empresa_id: number;
  empresa_nome: string;
}

export interface CriarUsuarioAdminInput {
  empresa_id: number;
  nome: string;
  email: string;
  senha: string;
  perfil: string;
  ativo: SN;
}

export interface AdminSistemaDTO {
  versao: string;
  banco: string;
  adaptador_tempo_real: string;
  empresas: number;
  usuarios: number;
  comandas_abertas: number;
  sockets_conectados: number;
}

export interface AdminAuditoriaDTO {
  id: number;
  admin_nome: string;
  acao: string;
  alvo: string | null;
  criado_em: string;
}

/** What the credentials box shows after a company is created. */
export interface Credenciais {
  empresa: string;
  nome: string;
  email: string;
  senha: string;
}
