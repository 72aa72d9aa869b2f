import { sql, type Transaction } from 'kysely';
import type { FormaPagamento, TipoDesconto } from '@comanda/shared';
import type { Database } from '../db/tables';
import { tenant, type NovaLinha } from '../db/tenant';
import { reconstruirResumos } from '../modules/relatorios/resumos.repo';
import { novoToken } from '../modules/comanda/comanda';
import { gravarComandas, type ComandaPlano, type ItemPlano, type PagamentoPlano, type Pessoa } from './seed-linhas';

/**
 * The demo's evening (issue 25): a few tables eating right now, one waiting for the bill, and 30 days of closed tabs
 * behind them, so a newcomer's map, kitchen, cash-up and reports show a restaurant at work instead of empty screens.
 * Times are relative to the moment of seeding, days are the company's local days.
 */

const DIAS = 30;
/** Tabs on a normal day, Sunday first: quiet early week, full Friday and Saturday nights. */
const COMANDAS_POR_DIA = [30, 15, 17, 21, 25, 36, 40];

/** mulberry32: a tiny seeded generator, so the demo (and any test on it) is the same on every run. */
function sorteador(semente: number) {
  let a = semente >>> 0;
  const n = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(n() * (max - min + 1));
  return {
    n,
    int,
    chance: (p: number) => n() < p,
    de: <T>(lista: readonly T[]): T => lista[int(0, lista.length - 1)]!,
    /** one option, by weight */
    pesos<T>(opcoes: readonly (readonly [T, number])[]): T {
      let r = n() * opcoes.reduce((s, [, w]) => s + w, 0);
      for (const [v, w] of opcoes) if ((r -= w) < 0) return v;
      return opcoes[opcoes.length - 1]![0];
    },
  };
}
type Sorteador = ReturnType<typeof sorteador>;

interface Mesa {
  id: number;
  numero: number;
  capacidade: number;
}
interface Casa {
  mesas: Mesa[];
  admin: Pessoa;
  gerente: Pessoa;
  garcom: Pessoa;
  caixa: Pessoa;
  cozinheiro: Pessoa;
}

const minutos = (base: Date, min: number) => new Date(base.getTime() + Math.round(min * 60_000));

const BEBIDAS = [
  ['Chope 300 ml', 4],
  ['Brahma 600 ml', 2],
  ['Heineken Long Neck', 2],
  ['Refrigerante Lata', 3],
  ['Suco Natural', 2],
  ['Caipirinha', 2],
  ['Água Mineral', 1],
] as const;
const SABORES_GRANDE = ['Mussarela', 'Calabresa', 'Margherita', 'Portuguesa', 'Frango com Catupiry', 'Quatro Queijos'];
const FORMAS: readonly (readonly [FormaPagamento, number])[] = [
  ['pix', 35],
  ['credito', 30],
  ['debito', 20],
  ['dinheiro', 15],
];
const DESCONTOS: { tipo: TipoDesconto; valor: number; motivo: string }[] = [
  { tipo: 'percentual', valor: 10, motivo: 'Cliente frequente' },
  { tipo: 'valor', valor: 15, motivo: 'Aniversariante da mesa' },
  { tipo: 'percentual', valor: 5, motivo: 'Demora na entrega do pedido' },
];
const MOTIVOS_CANCELAMENTO = ['Cliente desistiu', 'Lançado na comanda errada', 'Pedido em duplicidade'];

/** Lines of one order round, one per product (several people ordering the same drink make one line). */
function agrupar(produtos: string[], aos: number): ItemPlano[] {
  const contagem = new Map<string, number>();
  for (const p of produtos) contagem.set(p, (contagem.get(p) ?? 0) + 1);
  return [...contagem].map(([produto, quantidade]) => ({ produto, quantidade, aos }));
}

/** What a party of `pessoas` orders over a meal of `duracao` minutes: drinks, food, maybe a refill and desserts. */
function pedidoDaMesa(rng: Sorteador, pessoas: number, duracao: number): ItemPlano[] {
  const bebidas = Array.from({ length: pessoas }, () => rng.pesos(BEBIDAS));
  // a 600 ml bottle is shared by two
  const rodada1 = bebidas.filter((b, i) => b !== 'Brahma 600 ml' || i % 2 === 0);
  const itens = agrupar(rodada1, 1);
  const pizzas = Math.max(1, Math.round(pessoas / 2.5));
  for (let i = 0; i < pizzas; i++) {
    if (pessoas <= 2 && rng.chance(0.4)) {
      itens.push({ produto: 'Pizza Broto', sabores: [rng.de(['Mussarela', 'Calabresa'])], quantidade: 1, aos: 5 });
      continue;
    }
    const a = rng.de(SABORES_GRANDE);
    const b = rng.chance(0.5) ? rng.de(SABORES_GRANDE.filter((s) => s !== a)) : null;
    itens.push({
      produto: 'Pizza Grande',
      sabores: rng.chance(0.1) ? ['Camarão'] : b ? [a, b] : [a],
      adicionais: rng.chance(0.25) ? [[rng.de(['Catupiry', 'Cheddar']), 1]] : undefined,
      observacoes: rng.chance(0.1) ? 'Bem assada' : undefined,
      quantidade: 1,
      aos: 5,
    });
  }
  if (rng.chance(0.5)) {
    const porcao = rng.de(['Batata Frita', 'Calabresa Acebolada', 'Isca de Frango']);
    const molho = porcao === 'Batata Frita' ? rng.de(['Maionese da casa', 'Barbecue', 'Cheddar cremoso']) : null;
    itens.push({ produto: porcao, adicionais: molho ? [[molho, 1]] : undefined, quantidade: 1, aos: 5 });
  }
  if (rng.chance(0.6)) {
    const refil = rng.de(['Chope 300 ml', 'Brahma 600 ml', 'Refrigerante Lata']);
    itens.push({ produto: refil, quantidade: Math.ceil(pessoas / 2), aos: Math.round(duracao * 0.45) });
  }
  if (rng.chance(0.35)) {
    const sobremesas = Array.from({ length: rng.int(1, 2) }, () => rng.de(['Pudim de Leite', 'Petit Gâteau']));
    itens.push(...agrupar(sobremesas, duracao - 22));
    if (rng.chance(0.3))
      itens.push({ produto: 'Açaí 300 ml', adicionais: [['Paçoca', 1]], quantidade: 1, aos: duracao - 22 });
  }
  return itens;
}

/** A tab that ended in a sale: paid (sometimes split), now and then without service charge, with a discount or a void. */
function comandaFechada(casa: Casa, rng: Sorteador, mesa: Mesa, pessoas: number, abertura: Date, duracao: number) {
  const garcom = rng.pesos([
    [casa.garcom, 6],
    [casa.gerente, 3],
    [casa.admin, 1],
  ]);
  const caixa = rng.pesos([
    [casa.caixa, 7],
    [casa.garcom, 2],
    [casa.gerente, 1],
  ]);
  const fechamento = minutos(abertura, duracao);
  const itens = pedidoDaMesa(rng, pessoas, duracao);
  if (rng.chance(0.06))
    itens.push({
      produto: rng.de(['Refrigerante Lata', 'Caipirinha', 'Suco Natural']),
      quantidade: 1,
      aos: 3,
      removido: { por: casa.gerente, aos: 8, motivo: rng.de(MOTIVOS_CANCELAMENTO) },
    });
  const partes = pessoas >= 3 && rng.chance(0.3) ? rng.int(2, Math.min(3, pessoas)) : 1;
  const pagamentos: PagamentoPlano[] = Array.from({ length: partes }, (_, k) => {
    const forma = rng.pesos(FORMAS);
    return { forma, por: caixa, em: minutos(fechamento, k - partes), troco: forma === 'dinheiro' && rng.chance(0.7) };
  });
  const plano: ComandaPlano = {
    mesa,
    nome_cliente: 'Cliente',
    garcom,
    abertura,
    situacao: 'F',
    encerramento: { por: caixa, em: fechamento },
    itens,
    pagamentos,
  };
  if (rng.chance(0.05))
    plano.semTaxa = { por: caixa, em: minutos(fechamento, -6), motivo: 'Cliente pediu a retirada da taxa' };
  if (rng.chance(0.04)) plano.desconto = { por: casa.gerente, em: minutos(fechamento, -7), ...rng.de(DESCONTOS) };
  return plano;
}

/**
 * One day's tabs: lunch and a dinner peaking around 20h, each at a free table big enough for the party. Only tabs
 * already ended by `limite` (today: now) are kept; `excluir` are tables not to use (tonight's open ones).
 */
function diaDeMovimento(casa: Casa, rng: Sorteador, meiaNoite: Date, limite: Date, excluir: Set<number>) {
  // the local weekday of the day's noon: a day's midnight is early morning in UTC for any American zone
  const semana = new Date(meiaNoite.getTime() + 12 * 3_600_000).getUTCDay();
  const total = COMANDAS_POR_DIA[semana]! + rng.int(-3, 3);
  const ocupacao = new Map<number, [number, number][]>();
  const comandas: ComandaPlano[] = [];
  for (let i = 0; i < total; i++) {
    const almoco = rng.chance(0.3);
    const inicio = almoco ? rng.int(11 * 60 + 30, 14 * 60) : 18 * 60 + 30 + Math.round(((rng.n() + rng.n()) / 2) * 225);
    const cancelada = rng.chance(0.03);
    const duracao = cancelada ? 3 : almoco ? rng.int(40, 75) : rng.int(50, 110);
    const fim = Math.min(inicio + duracao, 23 * 60 + 50);
    const abertura = minutos(meiaNoite, inicio);
    if (minutos(meiaNoite, fim) > limite) continue;
    const pessoas = rng.pesos([
      [1, 1],
      [2, 5],
      [3, 3],
      [4, 4],
      [5, 2],
      [6, 2],
      [8, 1],
    ]);
    const livres = casa.mesas.filter(
      (m) =>
        m.capacidade >= pessoas &&
        !excluir.has(m.numero) &&
        (ocupacao.get(m.numero) ?? []).every(([a, b]) => fim + 5 <= a || inicio >= b + 5),
    );
    if (livres.length === 0) continue;
    const mesa = rng.de(livres);
    ocupacao.set(mesa.numero, [...(ocupacao.get(mesa.numero) ?? []), [inicio, fim]]);
    if (cancelada) {
      // opened on the wrong table and closed empty: the app ends an item-less tab as cancelled, not a sale
      const motivo = 'Comanda sem itens: encerrada sem venda';
      const encerramento = { por: casa.garcom, em: minutos(meiaNoite, fim), motivo };
      comandas.push({
        mesa,
        nome_cliente: 'Cliente',
        garcom: casa.garcom,
        abertura,
        situacao: 'C',
        encerramento,
        itens: [],
        pagamentos: [],
      });
    } else comandas.push(comandaFechada(casa, rng, mesa, pessoas, abertura, fim - inicio));
  }
  return comandas;
}

/**
 * Tonight's tables, hand-written so the demo shows every production state on both stations: who opened each, how many
 * minutes ago, and what was ordered when. Table 4 had a guest leave early (paid his share); table 9 asked for the bill.
 */
const NOITE: {
  mesa: number;
  cliente: string;
  quem: 'garcom' | 'gerente';
  ha: number;
  itens: ItemPlano[];
  pagoPix?: number;
  contaPedidaHa?: number;
}[] = [
  {
    mesa: 1,
    cliente: 'Mariana',
    quem: 'garcom',
    ha: 25,
    itens: [
      { produto: 'Caipirinha', quantidade: 2, aos: 0 },
      { produto: 'Água Mineral', quantidade: 1, aos: 0 },
      { produto: 'Batata Frita', adicionais: [['Cheddar cremoso', 1]], quantidade: 1, aos: 3, status: 'pronto' },
      { produto: 'Pizza Broto', sabores: ['Calabresa'], quantidade: 1, aos: 20, status: 'pendente' },
    ],
  },
  {
    mesa: 3,
    cliente: 'Grupo do Rafael',
    quem: 'garcom',
    ha: 50,
    itens: [
      { produto: 'Chope 300 ml', quantidade: 4, aos: 1 },
      { produto: 'Isca de Frango', quantidade: 1, aos: 2 },
      {
        produto: 'Pizza Grande',
        sabores: ['Calabresa', 'Margherita'],
        adicionais: [['Catupiry', 1]],
        observacoes: 'Bem assada',
        quantidade: 1,
        aos: 30,
        status: 'em_preparo',
      },
      { produto: 'Chope 300 ml', quantidade: 3, aos: 42, status: 'pronto' },
    ],
  },
  {
    mesa: 4,
    cliente: 'Aniversário da Bia',
    quem: 'gerente',
    ha: 80,
    pagoPix: 6000,
    itens: [
      { produto: 'Brahma 600 ml', quantidade: 3, aos: 1 },
      { produto: 'Refrigerante Lata', quantidade: 2, aos: 1 },
      { produto: 'Calabresa Acebolada', quantidade: 1, aos: 4 },
      { produto: 'Pizza Grande', sabores: ['Portuguesa'], quantidade: 1, aos: 35 },
      { produto: 'Pizza Grande', sabores: ['Quatro Queijos', 'Frango com Catupiry'], quantidade: 1, aos: 35 },
      { produto: 'Brahma 600 ml', quantidade: 2, aos: 60 },
      { produto: 'Petit Gâteau', quantidade: 2, aos: 70, status: 'em_preparo' },
      { produto: 'Pudim de Leite', quantidade: 1, aos: 70, status: 'em_preparo' },
      { produto: 'Açaí 300 ml', adicionais: [['Morango', 1]], quantidade: 1, aos: 77, status: 'pendente' },
    ],
  },
  {
    mesa: 7,
    cliente: 'Família Costa',
    quem: 'garcom',
    ha: 35,
    itens: [
      { produto: 'Suco Natural', quantidade: 3, aos: 2 },
      { produto: 'Refrigerante Lata', quantidade: 2, aos: 2 },
      { produto: 'Água Mineral', quantidade: 1, aos: 2 },
      { produto: 'Pizza Grande', sabores: ['Mussarela'], quantidade: 1, aos: 6, status: 'pronto' },
      {
        produto: 'Pizza Grande',
        sabores: ['Frango com Catupiry', 'Portuguesa'],
        quantidade: 1,
        aos: 6,
        status: 'em_preparo',
      },
      { produto: 'Pizza Broto', sabores: ['Chocolate com Morango'], quantidade: 1, aos: 28, status: 'pendente' },
      { produto: 'Caipirinha', quantidade: 1, aos: 28, status: 'pendente' },
    ],
  },
  {
    mesa: 9,
    cliente: 'Pedro',
    quem: 'gerente',
    ha: 90,
    contaPedidaHa: 4,
    itens: [
      { produto: 'Heineken Long Neck', quantidade: 4, aos: 1 },
      { produto: 'Calabresa Acebolada', quantidade: 1, aos: 3 },
      { produto: 'Pizza Grande', sabores: ['Camarão'], quantidade: 1, aos: 20 },
      { produto: 'Heineken Long Neck', quantidade: 2, aos: 45 },
      { produto: 'Pudim de Leite', quantidade: 1, aos: 65 },
    ],
  },
];

function comandasDaNoite(casa: Casa, agora: Date): ComandaPlano[] {
  return NOITE.map((n) => ({
    mesa: casa.mesas.find((m) => m.numero === n.mesa)!,
    nome_cliente: n.cliente,
    garcom: casa[n.quem],
    abertura: minutos(agora, -n.ha),
    situacao: 'A',
    itens: n.itens,
    pagamentos: n.pagoPix ? [{ forma: 'pix', por: casa.garcom, em: minutos(agora, -15), valor: n.pagoPix }] : [],
    contaPedida: n.contaPedidaHa ? { por: casa[n.quem], em: minutos(agora, -n.contaPedidaHa) } : undefined,
  }));
}

/** Counter orders on the pickup board (issue 37): one ready and paid first, one cooking, one just sent. */
const BALCAO: { cliente: string; viagem: boolean; ha: number; pago?: boolean; itens: ItemPlano[] }[] = [
  {
    cliente: 'Júlia',
    viagem: true,
    ha: 14,
    pago: true,
    itens: [
      { produto: 'Isca de Frango', quantidade: 1, aos: 0, status: 'pronto' },
      { produto: 'Refrigerante Lata', quantidade: 2, aos: 0, status: 'pronto' },
    ],
  },
  {
    cliente: 'Rafael',
    viagem: false,
    ha: 9,
    itens: [{ produto: 'Calabresa Acebolada', quantidade: 1, aos: 0, status: 'em_preparo' }],
  },
  { cliente: '', viagem: true, ha: 3, itens: [{ produto: 'Petit Gâteau', quantidade: 2, aos: 0, status: 'pendente' }] },
];

/**
 * The restaurant's own deliveries of the evening (issue 39), numbered after the counter orders: one cooking (cash,
 * 'troco para R$ 100,00'), one ready, one on its way with the courier.
 */
const ENTREGAS: {
  cliente: string;
  ha: number;
  taxa: number;
  situacao: 'preparando' | 'pronto' | 'saiu';
  entrega: Omit<NovaLinha<'entregas'>, 'venda_id' | 'situacao'>;
  itens: ItemPlano[];
}[] = [
  {
    cliente: 'Ana',
    ha: 12,
    taxa: 7,
    situacao: 'preparando',
    entrega: {
      telefone: '11987654321',
      logradouro: 'Rua das Acácias',
      numero: '120',
      complemento: 'apto 31',
      bairro: 'Vila Mariana',
      cidade: 'São Paulo',
      referencia: 'Portão azul',
      observacoes: 'Sem cebola na pizza',
      pagamento_forma: 'dinheiro',
      troco_para: 100,
    },
    itens: [
      { produto: 'Pizza Grande', sabores: ['Calabresa'], quantidade: 1, aos: 0, status: 'em_preparo' },
      { produto: 'Refrigerante Lata', quantidade: 2, aos: 0, status: 'pronto' },
    ],
  },
  {
    cliente: 'Marcos',
    ha: 25,
    taxa: 5,
    situacao: 'preparando',
    entrega: {
      telefone: '11912345678',
      logradouro: 'Avenida Paulista',
      numero: '1500',
      bairro: 'Bela Vista',
      cidade: 'São Paulo',
      pagamento_forma: 'pix',
    },
    itens: [{ produto: 'Isca de Frango', quantidade: 1, aos: 0, status: 'pronto' }],
  },
  {
    cliente: 'Carla',
    ha: 40,
    taxa: 6,
    situacao: 'saiu',
    entrega: {
      telefone: '1133334444',
      logradouro: 'Rua Augusta',
      numero: '88',
      complemento: 'casa 2',
      bairro: 'Consolação',
      cidade: 'São Paulo',
      pagamento_forma: 'credito',
      entregador: 'Zé Motoboy',
    },
    itens: [{ produto: 'Calabresa Acebolada', quantidade: 1, aos: 0, status: 'pronto' }],
  },
];

/** Numbered cards 1 to 100 (issue 37); these two have a tab open at the bar. */
const CARTOES = 100;
const CARTOES_EM_USO: { numero: number; cliente: string; ha: number; itens: ItemPlano[] }[] = [
  { numero: 12, cliente: 'Cliente', ha: 40, itens: [{ produto: 'Chope 300 ml', quantidade: 3, aos: 0 }] },
  {
    numero: 57,
    cliente: 'Lucas',
    ha: 20,
    itens: [
      { produto: 'Caipirinha', quantidade: 1, aos: 0 },
      { produto: 'Calabresa Acebolada', quantidade: 1, aos: 5, status: 'em_preparo' },
    ],
  },
];

/** The cards, and the counter orders and card tabs of the evening (their rows written with the tables' tabs). */
async function semMesa(trx: Transaction<Database>, empresaId: number, casa: Casa, agora: Date, hoje: string) {
  const t = tenant(trx, empresaId);
  await t
    .insertInto(
      'cartoes',
      Array.from({ length: CARTOES }, (_, i) => ({ numero: i + 1 })),
    )
    .execute();
  const cartoes = await t.selectFrom('cartoes').select(['id', 'numero']).execute();
  // counter orders and deliveries (issue 39) share the day's numbers
  await t.insertInto('balcao_numeracao', { dia: hoje, ultimo: BALCAO.length + ENTREGAS.length }).execute();
  const balcao: ComandaPlano[] = BALCAO.map((b, i) => ({
    mesa: null,
    lugar: {
      tipo: 'balcao',
      numero: i + 1,
      numero_dia: hoje,
      viagem: b.viagem,
      token_pedido: novoToken(),
      cobrar_taxa_servico: false,
    },
    nome_cliente: b.cliente,
    garcom: casa.caixa,
    abertura: minutos(agora, -b.ha),
    situacao: b.pago ? 'F' : 'A',
    itens: b.itens,
    pagamentos: b.pago ? [{ forma: 'dinheiro', por: casa.caixa, em: minutos(agora, -b.ha + 1) }] : [],
    encerramento: b.pago ? { por: casa.caixa, em: minutos(agora, -b.ha + 1) } : undefined,
  }));
  const noCartao: ComandaPlano[] = CARTOES_EM_USO.map((c) => ({
    mesa: null,
    lugar: { tipo: 'cartao', numero: c.numero, cartao_id: cartoes.find((x) => x.numero === c.numero)!.id },
    nome_cliente: c.cliente,
    garcom: casa.garcom,
    abertura: minutos(agora, -c.ha),
    situacao: 'A',
    itens: c.itens,
    pagamentos: [],
  }));
  const entregas: ComandaPlano[] = ENTREGAS.map((e, i) => ({
    mesa: null,
    lugar: {
      tipo: 'entrega',
      numero: BALCAO.length + i + 1,
      numero_dia: hoje,
      cobrar_taxa_servico: false,
      taxa_entrega: e.taxa,
    },
    nome_cliente: e.cliente,
    garcom: casa.caixa,
    abertura: minutos(agora, -e.ha),
    situacao: 'A',
    itens: e.itens,
    pagamentos: [],
  }));
  return [...balcao, ...noCartao, ...entregas];
}

/** The deliveries' own rows (address, payment to collect, status), once their tabs are written. */
async function gravarEntregas(trx: Transaction<Database>, empresaId: number, hoje: string, agora: Date) {
  const t = tenant(trx, empresaId);
  const vendas = await t
    .selectFrom('vendas')
    .select(['id', 'numero'])
    .where('tipo', '=', 'entrega')
    .where('numero_dia', '=', hoje)
    .execute();
  await t
    .insertInto(
      'entregas',
      ENTREGAS.map((e, i) => ({
        ...e.entrega,
        venda_id: vendas.find((v) => v.numero === BALCAO.length + i + 1)!.id,
        situacao: e.situacao,
        saiu_em: e.situacao === 'saiu' ? minutos(agora, -10) : null,
      })),
    )
    .execute();
}

async function lerCasa(trx: Transaction<Database>, empresaId: number): Promise<Casa> {
  const t = tenant(trx, empresaId);
  const mesas = await t.selectFrom('mesas').select(['id', 'numero', 'capacidade']).orderBy('numero').execute();
  const usuarios = await t.selectFrom('usuarios').select(['id', 'nome', 'perfil']).orderBy('id').execute();
  const de = (perfil: string) => usuarios.find((u) => u.perfil === perfil)!;
  return {
    mesas,
    admin: de('ADMIN'),
    gerente: de('GERENTE'),
    garcom: de('GARCOM'),
    caixa: de('CAIXA'),
    cozinheiro: de('COZINHA'),
  };
}

/** Now and the last DIAS local midnights of the company (today's first), from the database's clock and zone rules. */
async function relogio(trx: Transaction<Database>, empresaId: number) {
  const { rows } = await sql<{ agora: Date; dia: Date; hoje: string }>`
    SELECT now() AS agora, ((date_trunc('day', now() AT TIME ZONE e.fuso_horario) - d * interval '1 day')
      AT TIME ZONE e.fuso_horario) AS dia, (now() AT TIME ZONE e.fuso_horario)::date::text AS hoje
    FROM empresas e, generate_series(0, ${DIAS - 1}) d WHERE e.id = ${empresaId} ORDER BY d`.execute(trx);
  return { agora: new Date(rows[0]!.agora), dias: rows.map((r) => new Date(r.dia)), hoje: rows[0]!.hoje };
}

/** Seeds the evening into a demo company that has its tables, staff and menu but no tabs yet. */
export async function seedNoite(trx: Transaction<Database>, empresaId: number): Promise<void> {
  const casa = await lerCasa(trx, empresaId);
  const { agora, dias, hoje } = await relogio(trx, empresaId);
  const rng = sorteador(25);
  const abertas = comandasDaNoite(casa, agora);
  const ocupadas = new Set(abertas.map((c) => c.mesa!.numero));
  // today the reserved and blocked tables stay as they are (the reservation is for tonight)
  const indisponiveisHoje = new Set([...ocupadas, 5, 12]);
  const passadas = dias.flatMap((meiaNoite, i) =>
    diaDeMovimento(casa, rng, meiaNoite, minutos(agora, -5), i === 0 ? indisponiveisHoje : new Set()),
  );
  // ids grow with time, as they would have
  const semMesaHoje = await semMesa(trx, empresaId, casa, agora, hoje);
  const comandas = [...passadas, ...abertas, ...semMesaHoje].sort(
    (a, b) => a.abertura.getTime() - b.abertura.getTime(),
  );
  await gravarComandas(trx, empresaId, { preparo: (e) => (e === 'Bar' ? casa.garcom : casa.cozinheiro) }, comandas);
  await gravarEntregas(trx, empresaId, hoje, agora);
  const t = tenant(trx, empresaId);
  const numeros = (situacao: 'O' | 'P') =>
    abertas.filter((c) => (c.contaPedida ? 'P' : 'O') === situacao).map((c) => c.mesa!.numero);
  await t.updateTable('mesas').set({ situacao: 'O' }).where('numero', 'in', numeros('O')).execute();
  await t.updateTable('mesas').set({ situacao: 'P' }).where('numero', 'in', numeros('P')).execute();
  // the reports read daily roll-ups that closing a tab keeps; tabs written here get them the way a rebuild does
  await reconstruirResumos(t);
}
