import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { Database, EmpresasTable } from '../../db/tables';

/**
 * The platform administrator's queries: they cross companies by design (every company, every user), so they live
 * here and nowhere else. Company-scoped work goes through the tenant handle.
 */
type Q = Kysely<Database>;
const contagem = sql<number>`count(*)::int`.as('n');

export const listarEmpresas = (db: Q) =>
  db
    .selectFrom('empresas as e')
    .selectAll('e')
    .select([
      (eb) =>
        eb.selectFrom('usuarios').select(contagem).whereRef('usuarios.empresa_id', '=', 'e.id').as('total_usuarios'),
      (eb) => eb.selectFrom('mesas').select(contagem).whereRef('mesas.empresa_id', '=', 'e.id').as('total_mesas'),
    ])
    .orderBy('e.fantasia')
    .execute();

export const cnpjEmUso = async (db: Q, cnpj: string) =>
  !!(await db.selectFrom('empresas').select('id').where('cnpj', '=', cnpj).executeTakeFirst());

export const buscarEmpresa = (db: Q, id: number) =>
  db.selectFrom('empresas').select(['id', 'fantasia']).where('id', '=', id).executeTakeFirst();

export const travarEmpresa = (db: Q, id: number) =>
  db.selectFrom('empresas').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const inserirEmpresa = (db: Q, empresa: Insertable<EmpresasTable>) =>
  db.insertInto('empresas').values(empresa).returningAll().executeTakeFirstOrThrow();

export const atualizarEmpresa = (db: Q, id: number, set: Updateable<EmpresasTable>) =>
  db.updateTable('empresas').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();

/** Every staff token of the company stops working. */
export const revogarTokensDaEmpresa = (db: Q, empresaId: number) =>
  db
    .updateTable('usuarios')
    .set((eb) => ({ token_versao: eb('token_versao', '+', 1) }))
    .where('empresa_id', '=', empresaId)
    .execute();

/** Removes the company and, through ON DELETE CASCADE, every row of its own. */
export async function excluirEmpresa(db: Q, id: number): Promise<void> {
  // items reference menu rows of the same company; delete the sales first so no cross-table order issue remains
  await db.deleteFrom('vendas').where('empresa_id', '=', id).execute();
  await db.deleteFrom('produtos').where('empresa_id', '=', id).execute();
  await db.deleteFrom('empresas').where('id', '=', id).execute();
}

export const listarUsuarios = (db: Q) =>
  db
    .selectFrom('usuarios as u')
    .innerJoin('empresas as e', 'e.id', 'u.empresa_id')
    .select(['u.id', 'u.nome', 'u.email', 'u.perfil', 'u.ativo', 'u.empresa_id', 'e.fantasia as empresa_nome'])
    .orderBy('e.fantasia')
    .orderBy('u.nome')
    .execute();

export const registrarAuditoria = (db: Q, linha: Insertable<Database['auditoria_admin']>) =>
  db.insertInto('auditoria_admin').values(linha).execute();

export const listarAuditoria = (db: Q, limit: number) =>
  db
    .selectFrom('auditoria_admin')
    .select(['id', 'admin_nome', 'acao', 'alvo', 'detalhes', 'criado_em'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** Platform-wide counts for the 'Sistema' tab. */
export async function totais(db: Q) {
  const n = (t: 'empresas' | 'usuarios') => db.selectFrom(t).select(contagem).executeTakeFirstOrThrow();
  const [empresas, usuarios, abertas] = await Promise.all([
    n('empresas'),
    n('usuarios'),
    db.selectFrom('vendas').select(contagem).where('situacao', '=', 'A').executeTakeFirstOrThrow(),
  ]);
  return { empresas: empresas.n, usuarios: usuarios.n, comandas_abertas: abertas.n };
}
