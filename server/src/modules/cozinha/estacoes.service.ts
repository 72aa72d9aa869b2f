import type { AtualizarEstacaoInput, EstacaoDTO, EstacaoInput } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { StaffSession } from '../../sessoes/sessao';
import { withTransaction } from '../../db/transaction';
import { tenant } from '../../db/tenant';
import { listarEstacoes } from './cozinha.repo';
import { conflict, notFound } from '../../errors';
import { presentEstacao } from './cozinha.presenter';

const NAO_ENCONTRADA = 'Estação não encontrada';
const NOME_REPETIDO = 'Já existe uma estação com este nome';

/** The unique index (empresa_id, lower(nome)) is the last guard against two stations with one name. */
async function semNomeRepetido<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (e: any) {
    if (e?.code === '23505') throw conflict(NOME_REPETIDO);
    throw e;
  }
}

export const listar = async (ctx: AppContext, s: StaffSession): Promise<EstacaoDTO[]> =>
  (await listarEstacoes(tenant(ctx.db, s.empresaId))).map(presentEstacao);

export const criar = (ctx: AppContext, s: StaffSession, input: EstacaoInput): Promise<EstacaoDTO> =>
  semNomeRepetido(
    withTransaction(ctx.db, ctx.bus, async (tx) => {
      const estacao = presentEstacao(
        await tenant(tx.trx, s.empresaId)
          .insertInto('estacoes', { nome: input.nome, ativo: input.ativo })
          .returning(['id', 'nome', 'ativo'])
          .executeTakeFirstOrThrow(),
      );
      tx.emit({ empresaId: s.empresaId, nome: 'estacao:alterada', payload: { estacao } });
      return estacao;
    }),
  );

export const atualizar = (
  ctx: AppContext,
  s: StaffSession,
  id: number,
  input: AtualizarEstacaoInput,
): Promise<EstacaoDTO> =>
  semNomeRepetido(
    withTransaction(ctx.db, ctx.bus, async (tx) => {
      const t = tenant(tx.trx, s.empresaId);
      const feita = await t
        .updateTable('estacoes')
        .set(input)
        .where('id', '=', id)
        .returning(['id', 'nome', 'ativo'])
        .executeTakeFirst();
      if (!feita) throw notFound(NAO_ENCONTRADA);
      const estacao = presentEstacao(feita);
      tx.emit({ empresaId: s.empresaId, nome: 'estacao:alterada', payload: { estacao } });
      return estacao;
    }),
  );

/** A station that categories still route to cannot go (the FK's ON DELETE RESTRICT backs this against races). */
export async function remover(ctx: AppContext, s: StaffSession, id: number): Promise<void> {
  await withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const estacao = await t.selectFrom('estacoes').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!estacao) throw notFound(NAO_ENCONTRADA);
    const categorias = await t
      .selectFrom('categorias')
      .select('nome')
      .where('estacao_id', '=', id)
      .orderBy('nome')
      .execute();
    if (categorias.length) {
      const nomes = categorias.map((c) => c.nome).join(', ');
      throw conflict(`Estação em uso pelas categorias: ${nomes}. Mude a estação dessas categorias antes de excluir.`, {
        categorias: categorias.map((c) => c.nome),
      });
    }
    await t.deleteFrom('estacoes').where('id', '=', id).execute();
    tx.emit({ empresaId: s.empresaId, nome: 'estacao:alterada', payload: { removidaId: id } });
  });
}
