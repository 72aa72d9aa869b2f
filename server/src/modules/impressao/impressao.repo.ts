import { sql } from 'kysely';
import type { SituacaoImpressao, TipoImpressao } from '@comanda/shared';
import { consultaFixa } from '../../db/consulta-fixa';
import type { NovaLinha, Tenant } from '../../db/tenant';
import type { Impressora } from '../../db/tables';

/** A printer with the stations it serves and its queue (jobs not yet printed nor decided). */
export type LinhaImpressora = Omit<Impressora, 'empresa_id' | 'criado_em'> & {
  estacao_ids: number[];
  aguardando: number;
};

/** Jobs still to print: waiting for an agent, sent and not acknowledged, or waiting for a person. */
const NA_FILA = ['pendente', 'enviada', 'aguardando_decisao'] as const;

export async function listarImpressoras(t: Tenant, ids?: number[]): Promise<LinhaImpressora[]> {
  let q = t.selectFrom('impressoras as i').select((eb) => [
    'i.id',
    'i.nome',
    'i.host',
    'i.porta',
    'i.largura',
    'i.tipos',
    'i.copias',
    'i.ativa',
    'i.pagina_codigo',
    'i.online',
    'i.estado_desde',
    'i.erro',
    eb
      .selectFrom('impressora_estacoes as ie')
      .select(sql<number[]>`coalesce(array_agg(ie.estacao_id order by ie.estacao_id), '{}')`.as('ids'))
      .whereRef('ie.impressora_id', '=', 'i.id')
      .as('estacao_ids'),
    eb
      .selectFrom('impressoes as j')
      .select(sql<number>`count(*)::int`.as('n'))
      .whereRef('j.impressora_id', '=', 'i.id')
      .where('j.empresa_id', '=', t.empresaId)
      .where('j.situacao', 'in', NA_FILA)
      .as('aguardando'),
  ]);
  if (ids) q = q.where('i.id', 'in', ids.length ? ids : [0]);
  const linhas = await q.orderBy('i.nome').orderBy('i.id').execute();
  return linhas.map((l) => ({ ...l, estacao_ids: l.estacao_ids ?? [], aguardando: l.aguardando ?? 0 }));
}

export const inserirImpressora = (t: Tenant, linha: NovaLinha<'impressoras'>) =>
  t.insertInto('impressoras', linha).returning('id').executeTakeFirstOrThrow();

export const atualizarImpressora = (t: Tenant, id: number, campos: Partial<NovaLinha<'impressoras'>>) =>
  t.updateTable('impressoras').set(campos).where('id', '=', id).returning('id').executeTakeFirst();

export const removerImpressora = (t: Tenant, id: number) =>
  t.deleteFrom('impressoras').where('id', '=', id).returning('id').executeTakeFirst();

/** Replaces the stations a printer serves (the composite keys refuse another company's station). */
export async function definirEstacoes(t: Tenant, impressoraId: number, estacaoIds: number[]) {
  await t.deleteFrom('impressora_estacoes').where('impressora_id', '=', impressoraId).execute();
  if (estacaoIds.length)
    await t
      .insertInto(
        'impressora_estacoes',
        estacaoIds.map((estacao_id) => ({ impressora_id: impressoraId, estacao_id })),
      )
      .execute();
}

export const estacoesExistentes = async (t: Tenant, ids: number[]) =>
  ids.length ? (await t.selectFrom('estacoes').select('id').where('id', 'in', ids).execute()).map((e) => e.id) : [];

const impressorasParaFixa = consultaFixa((t, p: { tipo: TipoImpressao; estacaoId: number }) =>
  t
    .selectFrom('impressoras as i')
    .innerJoin('impressora_estacoes as ie', 'ie.impressora_id', 'i.id')
    .select(['i.id'])
    .where('ie.estacao_id', '=', p.estacaoId)
    .where('i.ativa', '=', true)
    .where(sql<boolean>`${p.tipo} = any(i.tipos)`)
    .orderBy('i.id'),
);
/** The active printers that print this kind of job for a station (or, without one, any active printer of the kind). */
export const impressorasPara = (t: Tenant, tipo: TipoImpressao, estacaoId: number) =>
  impressorasParaFixa(t, { tipo, estacaoId });

/** The active printers that print this kind of job whatever the station (the DANFE NFC-e: the cashier's printers). */
export const impressorasDoTipo = (t: Tenant, tipo: TipoImpressao) =>
  t
    .selectFrom('impressoras')
    .select('id')
    .where('ativa', '=', true)
    .where(sql<boolean>`${tipo} = any(tipos)`)
    .orderBy('id')
    .execute();

export const impressoraAtiva = (t: Tenant, id: number) =>
  t.selectFrom('impressoras').select(['id', 'tipos', 'ativa']).where('id', '=', id).executeTakeFirst();

export const inserirImpressoes = (t: Tenant, linhas: NovaLinha<'impressoes'>[]) =>
  linhas.length ? t.insertInto('impressoes', linhas).returning('id').execute() : Promise.resolve([]);

export interface LinhaImpressao {
  id: number;
  impressora_id: number;
  impressora_nome: string;
  tipo: string;
  resumo: string;
  situacao: string;
  tentativas: number;
  criado_em: Date;
  ultimo_erro: string | null;
}

const colunasImpressao = [
  'j.id',
  'j.impressora_id',
  'i.nome as impressora_nome',
  'j.tipo',
  'j.resumo',
  'j.situacao',
  'j.tentativas',
  'j.criado_em',
  'j.ultimo_erro',
] as const;

export const listarImpressoes = (t: Tenant, situacoes: readonly SituacaoImpressao[]): Promise<LinhaImpressao[]> =>
  t
    .selectFrom('impressoes as j')
    .innerJoin('impressoras as i', 'i.id', 'j.impressora_id')
    .select(colunasImpressao)
    .where('j.situacao', 'in', situacoes)
    .orderBy('j.id')
    .limit(500)
    .execute();

export const buscarImpressao = (t: Tenant, id: number): Promise<LinhaImpressao | undefined> =>
  t
    .selectFrom('impressoes as j')
    .innerJoin('impressoras as i', 'i.id', 'j.impressora_id')
    .select(colunasImpressao)
    .where('j.id', '=', id)
    .executeTakeFirst();

/** A person's decision on a job that waits for one (or that failed): only from those states. */
export const decidir = (t: Tenant, id: number, para: 'pendente' | 'descartada', usuarioId: number, agora: Date) =>
  t
    .updateTable('impressoes')
    .set({ situacao: para, decidida_em: agora, decidida_por: usuarioId, agente_id: null })
    .where('id', '=', id)
    .where('situacao', 'in', ['aguardando_decisao', 'falhou'])
    .returning('id')
    .executeTakeFirst();
