import { adminApi, publicApi } from '../../lib/api-client';
import type {
  AdminAuditoriaDTO,
  AdminLoginResponse,
  AdminEmpresaDTO,
  AdminSistemaDTO,
  AdminUsuarioDTO,
  CriarEmpresaComAdminBody,
  CriarEmpresaComAdminResposta,
  EditarEmpresaBody,
  NovoUsuarioPlataformaBody,
} from '@comanda/shared';

export const entrar = (username: string, password: string) =>
  publicApi.post<AdminLoginResponse>('/api/admin/login', { username, password });
export const sair = () => adminApi.post('/api/admin/logout');

export const listarEmpresas = () => adminApi.get<AdminEmpresaDTO[]>('/api/admin/empresas');
export const criarEmpresa = (body: CriarEmpresaComAdminBody) =>
  adminApi.post<CriarEmpresaComAdminResposta>('/api/admin/empresas', body);
export const atualizarEmpresa = (id: number, body: EditarEmpresaBody) =>
  adminApi.put<AdminEmpresaDTO>(`/api/admin/empresas/${id}`, body);
export const excluirEmpresa = (id: number) => adminApi.delete(`/api/admin/empresas/${id}`);

export const listarUsuarios = () => adminApi.get<AdminUsuarioDTO[]>('/api/admin/usuarios');
export const criarUsuario = (body: NovoUsuarioPlataformaBody) =>
  adminApi.post<AdminUsuarioDTO>('/api/admin/usuarios', body);

export const buscarSistema = () => adminApi.get<AdminSistemaDTO>('/api/admin/sistema');
export const listarAuditoria = (limit = 50) => adminApi.get<AdminAuditoriaDTO[]>(`/api/admin/auditoria?limit=${limit}`);
