import { readFileSync } from 'node:fs';
import {
  ALERTA_AMARELO_PADRAO,
  ALERTA_VERMELHO_PADRAO,
  MODO_PEDIDO_CLIENTE_PADRAO,
  TAXA_SERVICO_PADRAO,
} from '@comanda/shared';
import type { Transaction } from 'kysely';
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
import type { AppContext } from '../../context';
import type { AdminSession } from '../../sessoes/sessao';
import { withTransaction } from '../../db/transaction';
import type { Database, Empresa } from '../../db/tables';
import { conflict, notFound } from '../../errors';
import { hashSenha } from '../auth/senha';
import { RAIZ } from '../../raiz';
import { presentDadosEmpresa } from '../empresa/empresa.presenter';
import { inserirUsuario } from '../usuarios/usuarios.service';
import { exigirEmailLivre } from '../usuarios/usuarios.service';
import { tenant } from '../../db/tenant';
import * as repo from './plataforma.repo';

const VERSAO = (JSON.parse(readFileSync(`${RAIZ}/package.json`, 'utf8')) as { version: string }).version;
const EMPRESA_NAO_ENCONTRADA = 'Empresa não encontrada';

const presentEmpresa = (
  e: Empresa & { total_usuarios?: number | null; total_mesas?: number | null },
): AdminEmpresaDTO => ({
  ...presentDadosEmpresa(e),
  ativo: e.ativo,
  ativa: e.ativo === 'S',
  data_cadastro: e.data_cadastro.toISOString(),
  total_usuarios: Number(e.total_usuarios ?? 0),
  total_mesas: Number(e.total_mesas ?? 0),
});

/** Every platform-administrator write leaves a row: who, what, on what, when. */
const auditar = (trx: Transaction<Database>, admin: AdminSession, acao: string, alvo: string, detalhes?: unknown) =>
  repo.registrarAuditoria(trx, {
    admin_id: admin.id,
    admin_nome: admin.nome,
    acao,
    alvo,
    detalhes: detalhes === undefined ? null : JSON.stringify(detalhes),
  });

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
  return (await repo.listarEmpresas(ctx.db)).map(presentEmpresa);
}

export async function criarEmpresa(
  ctx: AppContext,
  admin: AdminSession,
  input: CriarEmpresaComAdminInput,
): Promise<CriarEmpresaComAdminResposta> {
  const senhaHash = await hashSenha(input.admin_senha);
  return semDuplicados(
    withTransaction(ctx.db, ctx.bus, async ({ trx }) => {
      await exigirEmailLivre(trx, input.admin_email);
      if (input.cnpj && (await repo.cnpjEmUso(trx, input.cnpj))) throw conflict('CNPJ já cadastrado');
      const { admin_nome, admin_email, admin_senha: _, ...dados } = input;
      // a new company starts with the shared defaults (the columns' DEFAULTs match them: padroes.test.ts)
      const empresa = await repo.inserirEmpresa(trx, {
        ...dados,
        taxa_servico_percentual: String(TAXA_SERVICO_PADRAO),
        pedidos_cliente: MODO_PEDIDO_CLIENTE_PADRAO,
        alerta_amarelo_min: ALERTA_AMARELO_PADRAO,
        alerta_vermelho_min: ALERTA_VERMELHO_PADRAO,
      });
      const { id, nome, email } = await inserirUsuario(tenant(trx, empresa.id), {
        nome: admin_nome,
        email: admin_email,
        senha_hash: senhaHash,
        perfil: 'ADMIN',
      });
      const usuario = { id, nome, email };
      await auditar(trx, admin, 'empresa.criar', `${empresa.fantasia} (#${empresa.id})`, { admin_email });
      return { empresa: presentEmpresa({ ...empresa, total_usuarios: 1, total_mesas: 0 }), admin: usuario };
    }),
  );
}

export async function editarEmpresa(
  ctx: AppContext,
  admin: AdminSession,
  id: number,
  input: EditarEmpresaInput,
): Promise<AdminEmpresaDTO> {
  return semDuplicados(
    withTransaction(ctx.db, ctx.bus, async (tx) => {
      const atual = await repo.travarEmpresa(tx.trx, id);
      if (!atual) throw notFound(EMPRESA_NAO_ENCONTRADA);
      const { ativo, ...dados } = input;
      const desativando = ativo === 'N' && atual.ativo === 'S';
      const empresa = await repo.atualizarEmpresa(tx.trx, id, {
        ...dados,
        ...(ativo && { ativo }),
        ...(desativando && { token_versao: atual.token_versao + 1 }),
      });
      if (desativando) {
        // every staff token of the company stops working at once, and its sockets are closed after commit
        await repo.revogarTokensDaEmpresa(tx.trx, id);
        tx.emit({ empresaId: id, nome: 'sessao:encerrada', payload: { message: 'Empresa desativada' } });
      }
      await auditar(
        tx.trx,
        admin,
        desativando ? 'empresa.desativar' : 'empresa.editar',
        `${empresa.fantasia} (#${id})`,
        dados,
      );
      return presentEmpresa(empresa);
    }),
  );
}

/** Removes the company and, through ON DELETE CASCADE, every row of its own — nothing of any other company. */
export async function excluirEmpresa(ctx: AppContext, admin: AdminSession, id: number) {
  await withTransaction(ctx.db, ctx.bus, async (tx) => {
    const empresa = await repo.travarEmpresa(tx.trx, id);
    if (!empresa) throw notFound(EMPRESA_NAO_ENCONTRADA);
    await repo.excluirEmpresa(tx.trx, id);
    tx.emit({ empresaId: id, nome: 'sessao:encerrada', payload: { message: 'Empresa excluída' } });
    await auditar(tx.trx, admin, 'empresa.excluir', `${empresa.fantasia} (#${id})`);
  });
}

export async function listarUsuarios(ctx: AppContext): Promise<AdminUsuarioDTO[]> {
  const rows = await repo.listarUsuarios(ctx.db);
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
      const empresa = await repo.buscarEmpresa(trx, input.empresa_id);
      if (!empresa) throw notFound(EMPRESA_NAO_ENCONTRADA);
      await exigirEmailLivre(trx, input.email);
      const { nome, email, perfil, ativo } = input;
      const novo = await inserirUsuario(tenant(trx, empresa.id), { nome, email, perfil, ativo, senha_hash: senhaHash });
      const u = { id: novo.id, nome, email, perfil: novo.perfil, ativo: novo.ativo, empresa_id: novo.empresa_id };
      await auditar(trx, admin, 'usuario.criar', `${u.email} em ${empresa.fantasia}`, { perfil: u.perfil });
      return { ...u, username: u.email, empresa_nome: empresa.fantasia };
    }),
  );
}

export async function auditoria(ctx: AppContext, limit: number): Promise<AdminAuditoriaDTO[]> {
  const rows = await repo.listarAuditoria(ctx.db, limit);
  return rows.map((r) => ({ ...r, criado_em: r.criado_em.toISOString() }));
}

export async function sistema(ctx: AppContext): Promise<AdminSistemaDTO> {
  const { empresas, usuarios, comandas_abertas } = await repo.totais(ctx.db);
  return {
    versao: VERSAO,
    banco: ctx.dbKind === 'pglite' ? 'PGlite (embutido)' : 'PostgreSQL',
    adaptador_tempo_real: ctx.config.redisUrl ? 'Redis' : 'Memória (instância única)',
    empresas,
    usuarios,
    comandas_abertas,
    sockets_conectados: ctx.realtime?.socketCount() ?? 0,
  };
}
