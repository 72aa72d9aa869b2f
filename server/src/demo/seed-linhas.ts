import { sql, type Transaction } from 'kysely';
import {
  aplicarPagamento,
  calcularPrecoItem,
  dividirConta,
  fromCents,
  toCents,
  totaisDaComanda,
  valoresRapidos,
  type Cents,
  type FormaPagamento,
  type StatusProducao,
  type TipoDesconto,
} from '@comanda/shared';
import type { Database, Pagamento } from '../db/tables';
import { tenant, type NovaLinha, type TabelaEmpresa, type Tenant } from '../db/tenant';
import { presentPagamento } from '../modules/pagamentos/pagamentos.presenter';
import { colunasDosTotais, menuDoProduto } from '../modules/comanda/comanda';
import type { MenuDoProduto } from '../cache/entradas';
import { novoToken, type LugarDaComanda } from '../modules/comanda/comanda';

/**
 * The demo's tabs as plans (what happened, when, by whom) turned into the rows the app itself would have written:
 * prices by the shared pricing rule from the seeded menu, totals by the tab rule, payments by the payment rule, and the
 * history lines the services append. Written with a few multi-row INSERTs instead of one transaction per action.
 */

export interface Pessoa {
  id: number;
  nome: string;
}

export interface ItemPlano {
  produto: string;
  sabores?: string[];
  adicionais?: [nome: string, quantidade: number][];
  quantidade: number;
  observacoes?: string;
  /** minutes after the tab opened */
  aos: number;
  /** where production is now; items of an ended tab were all delivered */
  status?: StatusProducao;
  /** voided later (the line leaves the tab, its history stays): by whom, when (minutes after opening) and why */
  removido?: { por: Pessoa; aos: number; motivo: string };
}

export interface PagamentoPlano {
  forma: FormaPagamento;
  por: Pessoa;
  em: Date;
  /** a set amount; without it, the payments without one split what is left evenly */
  valor?: Cents;
  /** cash handed over as the next multiple of R$ 10 (change given) */
  troco?: boolean;
}

export interface ComandaPlano {
  /** the table; null for a counter order or a card's tab (issue 37: then `lugar` says which) */
  mesa: { id: number; numero: number } | null;
  lugar?: LugarDaComanda;
  nome_cliente: string;
  garcom: Pessoa;
  abertura: Date;
  situacao: 'A' | 'F' | 'C';
  /** who ended it and when (F or C) */
  encerramento?: { por: Pessoa; em: Date; motivo?: string };
  itens: ItemPlano[];
  pagamentos: PagamentoPlano[];
  semTaxa?: { por: Pessoa; em: Date; motivo: string };
  desconto?: { por: Pessoa; em: Date; tipo: TipoDesconto; valor: number; motivo: string };
  /** the table asked for the bill (the table is then 'P') */
  contaPedida?: { por: Pessoa; em: Date };
}

/** Who moves an item through production: the station's cook, then the waiter who serves it. */
export interface Equipe {
  preparo: (estacao: string) => Pessoa;
}

type Menu = Map<string, NonNullable<MenuDoProduto>>;
/** a history line with its snapshots as values (the bulk insert sends them as JSON, not as JSON text) */
type Historico = Omit<NovaLinha<'venda_historico'>, 'antes' | 'depois'> & { antes: unknown; depois: unknown };

const minutos = (base: Date, min: number) => new Date(base.getTime() + Math.round(min * 60_000));
/** money as numeric columns read back (the history snapshots keep the strings the services had in hand) */
const texto = (cents: Cents) => fromCents(cents).toFixed(2);

/** The seeded menu as the pricing code reads it, one product at a time (the service's own query). */
export async function lerMenu(t: Tenant): Promise<Menu> {
  const produtos = await t.selectFrom('produtos').select(['id', 'nome']).orderBy('id').execute();
  const menu: Menu = new Map();
  for (const p of produtos) menu.set(p.nome, (await menuDoProduto(t, p.id))!);
  return menu;
}

/** Fresh ids from a table's own sequence, so rows can point at each other before they are inserted. */
async function reservarIds(trx: Transaction<Database>, tabela: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const { rows } = await sql<{ id: number }>`
    SELECT nextval(pg_get_serial_sequence(${tabela}, 'id'))::int AS id FROM generate_series(1, ${n})`.execute(trx);
  return rows.map((r) => r.id);
}

/** Production timestamps of an item that reached `status`: started 1-3 min after the order, then made and served. */
function producao(status: StatusProducao, pedido: Date, estacao: string, cozinheiro: Pessoa, garcom: Pessoa) {
  const preparo = estacao === 'Bar' ? 4 : 14;
  const em_preparo_em = status === 'pendente' ? null : minutos(pedido, 2);
  const pronto_em = status === 'pronto' || status === 'entregue' ? minutos(pedido, 2 + preparo) : null;
  const entregue_em = status === 'entregue' ? minutos(pedido, 4 + preparo) : null;
  return {
    status_producao: status,
    em_preparo_em,
    em_preparo_por: em_preparo_em && cozinheiro.id,
    pronto_em,
    pronto_por: pronto_em && cozinheiro.id,
    entregue_em,
    entregue_por: entregue_em && garcom.id,
  };
}

class Linhas {
  vendas: NovaLinha<'vendas'>[] = [];
  itens: NovaLinha<'venda_itens'>[] = [];
  sabores: NovaLinha<'venda_item_sabores'>[] = [];
  adicionais: NovaLinha<'venda_item_adicionais'>[] = [];
  pagamentos: NovaLinha<'pagamentos'>[] = [];
  historico: Historico[] = [];
}

/** One tab's items: priced, routed to their station's ticket (one per round and station) and their history lines. */
function montarItens(l: Linhas, menu: Menu, equipe: Equipe, c: ComandaPlano, vendaId: number, ids: number[]): Cents {
  const tickets = new Map<string, number>();
  let subtotal = 0;
  c.itens.forEach((plano, i) => {
    const id = ids[i]!;
    const m = menu.get(plano.produto);
    if (!m) throw new Error(`Produto da demonstração não está no cardápio: ${plano.produto}`);
    const sabores = (plano.sabores ?? []).map((nome) => m.sabores.find((s) => s.nome === nome)!);
    const todos = m.grupos.flatMap((g) => g.adicionais);
    const adicionais = (plano.adicionais ?? []).map(([nome, quantidade]) => ({
      ...todos.find((a) => a.nome === nome)!,
      quantidade,
    }));
    const preco = calcularPrecoItem({ produto: m.produto, sabores, adicionais, quantidade: plano.quantidade });
    const pedido = minutos(c.abertura, plano.aos);
    const estacao = m.produto.estacao_nome;
    const chave = `${plano.aos}:${estacao}`;
    if (estacao && !tickets.has(chave)) tickets.set(chave, id);
    const status = plano.status ?? 'entregue';
    l.itens.push({
      id,
      venda_id: vendaId,
      produto_id: m.produto.id,
      produto_nome: m.produto.nome,
      quantidade: plano.quantidade,
      preco_unitario: fromCents(preco.unitario),
      total: fromCents(preco.total),
      observacoes: plano.observacoes ?? null,
      usuario_id: c.garcom.id,
      created_at: pedido,
      estacao_id: m.produto.estacao_id,
      ticket_id: estacao ? tickets.get(chave)! : null,
      // an item no station makes is delivered when ordered (rotearItem)
      ...(estacao
        ? producao(status, pedido, estacao, equipe.preparo(estacao), c.garcom)
        : { status_producao: 'entregue' as const, entregue_em: pedido }),
    });
    l.sabores.push(
      ...sabores.map((s) => ({
        venda_item_id: id,
        sabor_id: s.id,
        sabor_nome: s.nome,
        quantidade: 1,
        preco_unitario: s.preco_adicional,
        preco_adicional: s.preco_adicional,
      })),
    );
    l.adicionais.push(
      ...adicionais.map((a) => ({
        venda_item_id: id,
        adicional_id: a.id,
        adicional_nome: a.nome,
        quantidade: a.quantidade,
        preco_unitario: a.preco,
        preco: fromCents(toCents(a.preco) * a.quantidade),
      })),
    );
    const linha = {
      item_id: id,
      produto_nome: m.produto.nome,
      quantidade: plano.quantidade,
      total: fromCents(preco.total),
    };
    l.historico.push(historia(c.garcom, vendaId, pedido, 'item_adicionado', null, linha));
    if (plano.removido) {
      l.itens.pop();
      l.sabores.splice(l.sabores.length - sabores.length, sabores.length);
      l.adicionais.splice(l.adicionais.length - adicionais.length, adicionais.length);
      const r = plano.removido;
      l.historico.push(historia(r.por, vendaId, minutos(c.abertura, r.aos), 'item_removido', linha, {}, r.motivo));
    } else subtotal += preco.total;
  });
  return subtotal;
}

function historia(
  autor: Pessoa,
  venda_id: number,
  created_at: Date,
  tipo: string,
  antes: unknown,
  depois: unknown,
  motivo?: string | null,
): Historico {
  return {
    venda_id,
    usuario_id: autor.id,
    usuario_nome: autor.nome,
    created_at,
    tipo,
    antes: antes ?? null,
    depois: depois ?? null,
    motivo: motivo ?? null,
  };
}

/** The payments of a tab by the payment rule against what remains; the unset amounts split the rest evenly. */
function montarPagamentos(l: Linhas, c: ComandaPlano, vendaId: number, total: Cents, ids: number[]) {
  const fixos = c.pagamentos.reduce((s, p) => s + (p.valor ?? 0), 0);
  const partes = dividirConta(total - fixos, c.pagamentos.filter((p) => p.valor == null).length);
  let restante = total;
  const feitos: Pagamento[] = [];
  c.pagamentos.forEach((p, i) => {
    const valor = p.valor ?? partes.shift()!;
    const recebido = p.forma === 'dinheiro' && p.troco ? valoresRapidos(valor).find((v) => v > valor) : undefined;
    const r = aplicarPagamento(restante, p.forma, valor, recebido);
    if (!r.ok) throw new Error(`Pagamento da demonstração recusado: ${r.message}`);
    restante -= r.valor;
    const linha: Pagamento = {
      id: ids[i]!,
      empresa_id: 0,
      venda_id: vendaId,
      forma: p.forma,
      valor: texto(r.valor),
      valor_recebido: texto(r.valor_recebido),
      troco: texto(r.troco),
      usuario_id: p.por.id,
      usuario_nome: p.por.nome,
      created_at: p.em,
      removido_em: null,
      removido_por: null,
      removido_motivo: null,
    };
    feitos.push(linha);
    const { empresa_id: _, ...semEmpresa } = linha;
    l.pagamentos.push(semEmpresa);
    l.historico.push(historia(p.por, vendaId, p.em, 'pagamento', null, presentPagamento(linha)));
  });
  return feitos;
}

/** A whole tab: its row with the rule's totals, items, payments and history in the order the services write them. */
function montarComanda(l: Linhas, menu: Menu, equipe: Equipe, c: ComandaPlano, ids: Reservas) {
  const vendaId = ids.vendas.shift()!;
  l.historico.push(
    historia(c.garcom, vendaId, c.abertura, 'abertura', null, {
      mesa_numero: c.mesa?.numero ?? null,
      nome_cliente: c.nome_cliente,
      ...(c.lugar && { tipo: c.lugar.tipo, numero: c.lugar.numero, viagem: c.lugar.viagem ?? false }),
    }),
  );
  const subtotal = montarItens(l, menu, equipe, c, vendaId, ids.itens.splice(0, c.itens.length));
  const regras = {
    taxa_servico_percentual: 10,
    cobrar_taxa_servico: !c.semTaxa && (c.lugar?.cobrar_taxa_servico ?? true),
    desconto_tipo: c.desconto?.tipo ?? null,
    desconto_valor: c.desconto?.valor ?? 0,
    // a delivery's fee (issue 39), in its total like the services write it
    taxa_entrega: c.lugar?.taxa_entrega ?? 0,
  };
  const semPagamento = totaisDaComanda(regras, subtotal, []);
  if (c.semTaxa) {
    const antes = totaisDaComanda({ ...regras, cobrar_taxa_servico: true }, subtotal, []).taxa_servico;
    l.historico.push(
      historia(
        c.semTaxa.por,
        vendaId,
        c.semTaxa.em,
        'taxa_servico',
        { cobrar: true, taxa_servico: fromCents(antes) },
        { cobrar: false, taxa_servico: 0 },
        c.semTaxa.motivo,
      ),
    );
  }
  if (c.desconto) {
    const d = c.desconto;
    const depois = { tipo: d.tipo, valor: d.valor, desconto: fromCents(semPagamento.desconto) };
    l.historico.push(
      historia(d.por, vendaId, d.em, 'desconto', { tipo: null, valor: 0, desconto: 0 }, depois, d.motivo),
    );
  }
  if (c.contaPedida)
    l.historico.push(historia(c.contaPedida.por, vendaId, c.contaPedida.em, 'conta_solicitada', null, null));
  const pagos = montarPagamentos(l, c, vendaId, semPagamento.total, ids.pagamentos.splice(0, c.pagamentos.length));
  const colunas = colunasDosTotais(totaisDaComanda(regras, subtotal, pagos));
  if (c.encerramento) {
    const e = c.encerramento;
    const depois = {
      situacao: c.situacao,
      total: texto(toCents(colunas.total)),
      valor_pago: texto(toCents(colunas.valor_pago)),
      troco: texto(toCents(colunas.troco)),
    };
    const tipo = c.situacao === 'F' ? 'fechamento' : 'cancelamento';
    l.historico.push(historia(e.por, vendaId, e.em, tipo, { situacao: 'A' }, depois, e.motivo));
  }
  l.vendas.push({
    id: vendaId,
    mesa_id: c.mesa?.id ?? null,
    mesa_numero: c.mesa?.numero ?? null,
    // every row names its kind: a column some rows leave out would be written null for them
    tipo: 'mesa',
    viagem: false,
    ...c.lugar,
    nome_cliente: c.nome_cliente,
    situacao: c.situacao,
    funcionario: c.garcom.nome,
    usuario_id: c.garcom.id,
    ...colunas,
    ...regras,
    taxa_servico_motivo: c.semTaxa?.motivo ?? null,
    desconto_motivo: c.desconto?.motivo ?? null,
    token_publico: novoToken(),
    data_abertura: c.abertura,
    data_fechamento: c.encerramento?.em ?? null,
    created_at: c.abertura,
  });
}

interface Reservas {
  vendas: number[];
  itens: number[];
  pagamentos: number[];
}

/**
 * One INSERT per table whatever the row count: the rows travel as one JSON parameter that PostgreSQL expands into the
 * table's row type (json_populate_recordset), instead of tens of thousands of bind parameters to build and send.
 * Columns no row sets keep their defaults.
 */
async function inserirEmMassa(
  trx: Transaction<Database>,
  tabela: TabelaEmpresa,
  empresaId: number,
  linhas: object[],
): Promise<void> {
  if (linhas.length === 0) return;
  const colunas = sql.join([...new Set(linhas.flatMap((l) => Object.keys(l))), 'empresa_id'].map((c) => sql.ref(c)));
  const json = JSON.stringify(linhas.map((l) => ({ ...l, empresa_id: empresaId })));
  await sql`INSERT INTO ${sql.table(tabela)} (${colunas})
    SELECT ${colunas} FROM json_populate_recordset(NULL::${sql.table(tabela)}, ${json}::json)`.execute(trx);
}

/** Writes the planned tabs of a company (its menu already seeded) in one go. */
export async function gravarComandas(
  trx: Transaction<Database>,
  empresaId: number,
  equipe: Equipe,
  comandas: ComandaPlano[],
): Promise<void> {
  const t = tenant(trx, empresaId);
  const menu = await lerMenu(t);
  const ids: Reservas = {
    vendas: await reservarIds(trx, 'vendas', comandas.length),
    // a voided line had its own id too: reserve one per planned line
    itens: await reservarIds(
      trx,
      'venda_itens',
      comandas.reduce((s, c) => s + c.itens.length, 0),
    ),
    pagamentos: await reservarIds(
      trx,
      'pagamentos',
      comandas.reduce((s, c) => s + c.pagamentos.length, 0),
    ),
  };
  const l = new Linhas();
  for (const c of comandas) montarComanda(l, menu, equipe, c, ids);
  await inserirEmMassa(trx, 'vendas', empresaId, l.vendas);
  await inserirEmMassa(trx, 'venda_itens', empresaId, l.itens);
  await inserirEmMassa(trx, 'venda_item_sabores', empresaId, l.sabores);
  await inserirEmMassa(trx, 'venda_item_adicionais', empresaId, l.adicionais);
  await inserirEmMassa(trx, 'pagamentos', empresaId, l.pagamentos);
  await inserirEmMassa(trx, 'venda_historico', empresaId, l.historico);
}
