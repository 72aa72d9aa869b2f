import type { AdminEmpresaDTO, AdminUsuarioDTO } from '@comanda/shared';

const semAcento = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const digitos = (s: string) => s.replace(/\D/g, '');

/** Company search: fantasia, CNPJ (with or without punctuation) or e-mail. */
export function filtrarEmpresas(empresas: AdminEmpresaDTO[], busca: string): AdminEmpresaDTO[] {
  const q = semAcento(busca.trim());
  if (!q) return empresas;
  const qDig = digitos(q);
  return empresas.filter(
    (e) =>
      semAcento(e.fantasia).includes(q) ||
      semAcento(e.email ?? '').includes(q) ||
      (e.cnpj ?? '').includes(q) ||
      (qDig.length > 0 && digitos(e.cnpj ?? '').includes(qDig)),
  );
}

/** Platform user search: nome, e-mail/username, company or perfil. */
export function filtrarUsuarios(usuarios: AdminUsuarioDTO[], busca: string): AdminUsuarioDTO[] {
  const q = semAcento(busca.trim());
  if (!q) return usuarios;
  return usuarios.filter((u) =>
    [u.nome, u.email, u.username, u.empresa_nome, u.perfil].some((c) => semAcento(c ?? '').includes(q)),
  );
}
