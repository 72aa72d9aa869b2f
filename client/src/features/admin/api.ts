import { adminApi } from '../../lib/api-client';
import type {
  AdminAuditoriaDTO,
  AdminEmpresaDTO,
  AdminSistemaDTO,
  AdminUsuarioDTO,
  CriarEmpresaAdminInput,
  CriarEmpresaAdminResponse,
  CriarUsuarioAdminInput,
  EditarEmpresaAdminInput,
} from './tipos';

export const listarEmpresas = () => adminApi.get<AdminEmpresaDTO[]>('/api/admin/empresas');
export const criarEmpresa = (body: CriarEmpresaAdminInput) => adminApi.post<CriarEmpresaAdminResponse>('/api/admin/empresas', body);
export const atualizarEmpresa = (id: number, body: EditarEmpresaAdminInput) => adminApi.put<AdminEmpresaDTO>(`/api/admin/empresas/${id}`, body);
export const excluirEmpresa = (id: number) => adminApi.delete(`/api/admin/empresas/${id}`);

export const listarUsuarios = () => adminApi.get<AdminUsuarioDTO[]>('/api/admin/usuarios');
export const criarUsuario = (body: CriarUsuarioAdminInput) => adminApi.post<AdminUsuarioDTO>('/api/admin/usuarios', body);

export const buscarSistema = () => adminApi.get<AdminSistemaDTO>('/api/admin/sistema');
export const listarAuditoria = (limit = 50) => adminApi.get<AdminAuditoriaDTO[]>(`/api/admin/auditoria?limit=${limit}`);
