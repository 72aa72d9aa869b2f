import { readFileSync } from 'node:fs';
import { sql, type Transaction } from 'kysely';
import type {
  AdminAuditoriaDTO,
  AdminEmpresaDTO,
  AdminSistemaDTO,
  AdminUsuarioDTO,
  CriarEmpresaComAdminInput,
  CriarEmpresaComAdminResposta,
  EditarEmpresaInput,
  NovoUsuarioPlataformaInput,
} from '@comanda/shared';
import type { AdminSession, AppContext } from '../../context';
import { withTransaction } from '../../db/transaction';
import type { Database, Empresa } from '../../db/tables';
import { conflict, notFound } from '../../errors';
import { hashSenha } from '../auth/senha';
import { RAIZ } from '../../raiz';

const VERSAO = (JSON.parse(readFileSync(`${RAIZ}/package.json`, 'utf8')) as { version: string }).version;
const EMPRESA_NAO_ENCONTRADA = 'Empresa não encontrada';

const presentEmpresa = (e: Empresa & { total_usuarios?: number; total_mesas?: number }): AdminEmpresaDTO => ({
  id: e.id,
  fantasia: e.fantasia,
  razao_social: e.razao_social,
  cnpj: e.cnpj,
  endereco: e.endereco,
  telefone: e.telefone,
  email: e.email,
  fuso_horario: e.fuso_horario,
  ativo: e.ativo,
  ativa: e.ativo === 'S',
  data_cadastro: e.data_cadastro.toISOString(),
  total_usuarios: Number(e.total_usuarios ?? 0),
  total_mesas: Number(e.total_mesas ?? 0),
});

/** Every platform-administrator write leaves a row: who, what, on what, when. */
async function auditar(trx: Transaction<Database>, admin: AdminSession, acao: string, alvo: string, detalhes?: unknown) {
  await trx
    .insertInto('auditoria_admin')
    .values({ admin_id: admin.id, admin_nome: admin.nome, acao, alvo, detalhes: detalhes === undefined ? null : JSON.stringify(detalhes) })
    .execute();
}

/** Unique violations become the message the form needs. */
async function semDuplicados<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e: any) {
    if (e?.code === '23505') {
      const onde = String(e.constraint ?? e.message ?? '');
      if (onde.includes('cnpj')) throw conflict('CNPJ já cadastrado');
      if (onde.includes('email')) throw conflict('E-mail já cadastrado');
    }
    throw e;
  }
}

export async function listarEmpresas(ctx: AppContext): Promise<AdminEmpresaDTO[]> {
  const rows = await ctx.db
    .selectFrom('empresas as e')
    .selectAll('e')
    .select([
      (eb) => eb.selectFrom('usuarios').select(sql<number>`count(*)::int`.as('n')).whereRef('usuarios.empresa_id', '=', 'e.id').as('total_usuarios'),
      (eb) => eb.selectFrom('mesas').select(sql<number>`count(*)::int`.as('n')).whereRef('mesas.empresa_id', '=', 'e.id').as('total_mesas'),
    ])
    .orderBy('e.fantasia')
    .execute();
  return rows.map((r) => presentEmpresa(r as Empresa & { total_usuarios: number; total_mesas: number }));
}

export async function criarEmpresa(ctx: AppContext, admin: AdminSession, input: CriarEmpresaComAdminInput): Promise<CriarEmpresaComAdminResposta> {
  const senhaHash = await hashSenha(input.admin_senha);
  return semDuplicados(
    withTransaction(ctx.db, ctx.bus, async ({ trx }) => {
      const emailEmUso = await trx.selectFrom('usuarios').select('id').where(sql`lower(email)`, '=', input.admin_email).executeTakeFirst();
      if (emailEmUso) throw conflict('E-mail já cadastrado');
      if (input.cnpj && (await trx.selectFrom('empresas').select('id').where('cnpj', '=', input.cnpj).executeTakeFirst())) {
        throw conflict('CNPJ já cadastrado');
      }
      const { admin_nome, admin_email, admin_senha: _, ...dados } = input;
      const empresa = await trx.insertInto('empresas').values(dados).returningAll().executeTakeFirstOrThrow();
      const usuario = await trx
        .insertInto('usuarios')
        .values({ empresa_id: empresa.id, nome: admin_nome, email: admin_email, senha_hash: senhaHash, perfil: 'ADMIN' })
        .returning(['id', 'nome', 'email'])
        .executeTakeFirstOrThrow();
      await auditar(trx, admin, 'empresa.criar', `${empresa.fantasia} (#${empresa.id})`, { admin_email });
      return { empresa: presentEmpresa({ ...empresa, total_usuarios: 1, total_mesas: 0 }), admin: usuario };
    }),
  );
}

export async function editarEmpresa(ctx: AppContext, admin: AdminSession, id: number, input: EditarEmpresaInput): Promise<AdminEmpresaDTO> {
  return semDuplicados(
    withTransaction(ctx.db, ctx.bus, async (tx) => {
      const atual = await tx.trx.selectFrom('empresas').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
      if (!atual) throw notFound(EMPRESA_NAO_ENCONTRADA);
      const { ativo, ...dados } = input;
      const desativando = ativo === 'N' && atual.ativo === 'S';
      const empresa = await tx.trx
        .updateTable('empresas')
        .set({ ...dados, ...(ativo && { ativo }), ...(desativando && { token_versao: atual.token_versao + 1 }) })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (desativando) {
        // every staff token of the company stops working at once, and its sockets are closed after commit
        await tx.trx.updateTable('usuarios').set((eb) => ({ token_versao: eb('token_versao', '+', 1) })).where('empresa_id', '=', id).execute();
        tx.emit({ empresaId: id, nome: 'sessao:encerrada', payload: { message: 'Empresa desativada' } });
      }
      await auditar(tx.trx, admin, desativando ? 'empresa.desativar' : 'empresa.editar', `${empresa.fantasia} (#${id})`, dados);
      return presentEmpresa(empresa);
    }),
  );
}

/** Removes the company and, through ON DELETE CASCADE, every row of its own — nothing of any other company. */
export async function excluirEmpresa(ctx: AppContext, admin: AdminSession, id: number) {
  await withTransaction(ctx.db, ctx.bus, async (tx) => {
    const empresa = await tx.trx.selectFrom('empresas').select(['id', 'fantasia']).where('id', '=', id).forUpdate().executeTakeFirst();
    if (!empresa) throw notFound(EMPRESA_NAO_ENCONTRADA);
    // items reference menu rows of the same company; delete the sales first so no cross-table order issue remains
    await tx.trx.deleteFrom('vendas').where('empresa_id', '=', id).execute();
    await tx.trx.deleteFrom('produtos').where('empresa_id', '=', id).execute();
    await tx.trx.deleteFrom('empresas').where('id', '=', id).execute();
    tx.emit({ empresaId: id, nome: 'sessao:encerrada', payload: { message: 'Empresa excluída' } });
    await auditar(tx.trx, admin, 'empresa.excluir', `${empresa.fantasia} (#${id})`);
  });
}

export async function listarUsuarios(ctx: AppContext): Promise<AdminUsuarioDTO[]> {
  const rows = await ctx.db
    .selectFrom('usuarios as u')
    .innerJoin('empresas as e', 'e.id', 'u.empresa_id')
    .select(['u.id', 'u.nome', 'u.email', 'u.perfil', 'u.ativo', 'u.empresa_id', 'e.fantasia as empresa_nome'])
    .orderBy('e.fantasia')
    .orderBy('u.nome')
    .execute();
  return rows.map((u) => ({ ...u, username: u.email }));
}

export async function criarUsuario(
  ctx: AppContext,
  admin: AdminSession,
  input: NovoUsuarioPlataformaInput,
): Promise<AdminUsuarioDTO> {
  const senhaHash = await hashSenha(input.senha);
  return semDuplicados(
    withTransaction(ctx.db, ctx.bus, async ({ trx }) => {
      const empresa = await trx.selectFrom('empresas').select(['id', 'fantasia']).where('id', '=', input.empresa_id).executeTakeFirst();
      if (!empresa) throw notFound(EMPRESA_NAO_ENCONTRADA);
      if (await trx.selectFrom('usuarios').select('id').where(sql`lower(email)`, '=', input.email).executeTakeFirst()) throw conflict('E-mail já cadastrado');
      const u = await trx
        .insertInto('usuarios')
        .values({ empresa_id: empresa.id, nome: input.nome, email: input.email, perfil: input.perfil, ativo: input.ativo, senha_hash: senhaHash })
        .returning(['id', 'nome', 'email', 'perfil', 'ativo', 'empresa_id'])
        .executeTakeFirstOrThrow();
      await auditar(trx, admin, 'usuario.criar', `${u.email} em ${empresa.fantasia}`, { perfil: u.perfil });
      return { ...u, username: u.email, empresa_nome: empresa.fantasia };
    }),
  );
}

export async function auditoria(ctx: AppContext, limit: number): Promise<AdminAuditoriaDTO[]> {
  const rows = await ctx.db.selectFrom('auditoria_admin').select(['id', 'admin_nome', 'acao', 'alvo', 'detalhes', 'criado_em']).orderBy('id', 'desc').limit(limit).execute();
  return rows.map((r) => ({ ...r, criado_em: r.criado_em.toISOString() }));
}

export async function sistema(ctx: AppContext): Promise<AdminSistemaDTO> {
  const n = (t: 'empresas' | 'usuarios') => ctx.db.selectFrom(t).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const [empresas, usuarios, abertas] = await Promise.all([
    n('empresas'),
    n('usuarios'),
    ctx.db.selectFrom('vendas').select(sql<number>`count(*)::int`.as('n')).where('situacao', '=', 'A').executeTakeFirstOrThrow(),
  ]);
  return {
    versao: VERSAO,
    banco: ctx.dbKind === 'pglite' ? 'PGlite (embutido)' : 'PostgreSQL',
    adaptador_tempo_real: ctx.config.redisUrl ? 'Redis' : 'Memória (instância única)',
    empresas: empresas.n,
    usuarios: usuarios.n,
    comandas_abertas: abertas.n,
    sockets_conectados: ctx.realtime?.socketCount() ?? 0,
  };
}
