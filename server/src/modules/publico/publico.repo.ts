import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../db/tables';
import type { Tenant } from '../../db/tenant';

/**
 * The open tab a public token belongs to. A closed or cancelled tab's token is dead, and so is every token of a
 * deactivated company: the diner gets the same 404 either way.
 */
export const vendaPorToken = async (db: Kysely<Database>, token: string) => {
  // a tab merged into another (issue 15) lends its link to the tab that took its items
  const juntada = await db
    .selectFrom('vendas')
    .select('juntada_em_venda_id')
    .where('token_publico', '=', token)
    .where('situacao', '=', 'C')
    .where('juntada_em_venda_id', 'is not', null)
    .executeTakeFirst();
  return vendaAberta(
    db,
    juntada ? (eb) => eb('id', '=', juntada.juntada_em_venda_id!) : (eb) => eb('token_publico', '=', token),
  );
};

const vendaAberta = (db: Kysely<Database>, onde: (eb: ExpressionBuilder<Database, 'vendas'>) => Expression<SqlBool>) =>
  db
    .selectFrom('vendas')
    .selectAll('vendas')
    .where(onde)
    .where('situacao', '=', 'A')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('empresas')
          .select('empresas.id')
          .whereRef('empresas.id', '=', 'vendas.empresa_id')
          .where('empresas.ativo', '=', 'S'),
      ),
    )
    .executeTakeFirst();

/** A closed tab by its dead token: the diner's page then says the bill is settled instead of a bare error. */
export const vendaFechadaPorToken = (db: Kysely<Database>, token: string) =>
  db
    .selectFrom('vendas')
    .select(['id', 'empresa_id', 'data_fechamento'])
    .where('token_publico', '=', token)
    .where('situacao', '=', 'F')
    .executeTakeFirst();

/** The tab a cancelled tab was merged into, if it was. */
export const vendaQueRecebeu = async (db: Kysely<Database>, empresaId: number, vendaId: number) =>
  (
    await db
      .selectFrom('vendas')
      .select('juntada_em_venda_id')
      .where('empresa_id', '=', empresaId)
      .where('id', '=', vendaId)
      .executeTakeFirst()
  )?.juntada_em_venda_id ?? null;

/** A product's image by id only: the menu and the picker load it as a plain <img>, without a tenant in the URL. */
export const imagemPublicaDoProduto = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom('produtos')
    .select(['imagem', 'imagem_mime_type', 'imagem_versao'])
    .where('id', '=', id)
    .executeTakeFirst();

/**
 * The table a printed card's code names, with what the card page needs of its company. Only an active company's
 * tables answer; the code alone finds them (the company is not known before).
 */
export const mesaPorCodigo = (db: Kysely<Database>, codigo: string) =>
  db
    .selectFrom('mesas')
    .innerJoin('empresas', 'empresas.id', 'mesas.empresa_id')
    .selectAll('mesas')
    .select(['empresas.fantasia as empresa_nome', 'empresas.pedidos_cliente', 'empresas.abrir_pelo_cliente'])
    .where('mesas.codigo_publico', '=', codigo)
    .where('empresas.ativo', '=', 'S')
    .executeTakeFirst();

/**
 * The numbered card a printed card's code names (issue 37), with what its page needs of the company. Only an active
 * company's cards answer; the code alone finds them (a card's number never does).
 */
export const cartaoPorCodigo = (db: Kysely<Database>, codigo: string) =>
  db
    .selectFrom('cartoes')
    .innerJoin('empresas', 'empresas.id', 'cartoes.empresa_id')
    .select(['cartoes.id', 'cartoes.empresa_id', 'cartoes.numero', 'empresas.fantasia as empresa_nome'])
    .where('cartoes.codigo', '=', codigo)
    .where('empresas.ativo', '=', 'S')
    .executeTakeFirst();

// ----- a numbered card as a diner's place (issue 37), once its company is known ---------------------------------

export const buscarCartaoPorId = (t: Tenant, id: number) =>
  t.selectFrom('cartoes').selectAll().where('id', '=', id).executeTakeFirst();

/** Locks the card's row: its cart's writes and its calls run one after the other. */
export const travarCartaoPorId = (t: Tenant, id: number) =>
  t.selectFrom('cartoes').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export const vendaAbertaDoCartao = (t: Tenant, cartaoId: number) =>
  t.selectFrom('vendas').selectAll().where('cartao_id', '=', cartaoId).where('situacao', '=', 'A').executeTakeFirst();

export const marcarChamadaDoCartao = (
  t: Tenant,
  id: number,
  set: { garcom_chamado_em?: Date; conta_pedida_em?: Date },
) => t.updateTable('cartoes').set(set).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
