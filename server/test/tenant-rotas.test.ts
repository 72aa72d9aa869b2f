import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { useTestApp } from './helpers';

/**
 * Walks every registered route that takes an id in its path and calls it with company B's ADMIN token and company A's
 * real ids: each must answer 404 and leave company A's rows as they were. A new `:id` route is covered by itself;
 * the test only needs to learn which table its id names (ID_DE) and, if the lookup sits behind validation, a body.
 */

const t = useTestApp();

/** Which row of company A each path parameter names, by the path up to that parameter. */
const ID_DE: Record<string, { tabela: string; coluna?: string }> = {
  '/api/mesas/:id': { tabela: 'mesas' },
  '/api/mesa/:id': { tabela: 'mesas' },
  '/api/vendas/mesa/:id': { tabela: 'mesas' },
  '/api/vendas/:id': { tabela: 'vendas' },
  '/api/vendas/:id/pagamentos/:pid': { tabela: 'pagamentos' },
  '/api/vendas/itens/:id': { tabela: 'venda_itens' },
  '/api/venda-itens/:id': { tabela: 'venda_itens' },
  '/api/cozinha/itens/:id': { tabela: 'venda_itens' },
  '/api/cozinha/cancelados/:id': { tabela: 'itens_cancelados_producao', coluna: 'item_id' },
  '/api/produtos/:id': { tabela: 'produtos' },
  '/api/categorias/:id': { tabela: 'categorias' },
  '/api/estacoes/:id': { tabela: 'estacoes' },
  '/api/usuarios/:id': { tabela: 'usuarios' },
  '/api/relatorios/agendamentos/:id': { tabela: 'relatorio_agendamentos' },
  '/api/pedidos-cliente/:id': { tabela: 'pedidos_cliente' },
  '/api/impressoras/:id': { tabela: 'impressoras' },
  '/api/impressoras/agentes/:id': { tabela: 'impressao_agentes' },
  '/api/impressoes/:id': { tabela: 'impressoes' },
  '/api/cozinha/tickets/:id': { tabela: 'venda_itens', coluna: 'ticket_id' },
  '/api/cartoes/:numero': { tabela: 'cartoes', coluna: 'numero' },
  '/api/vendas/cartao/:numero': { tabela: 'cartoes', coluna: 'numero' },
};

/** Routes outside a company's scope by design. */
const FORA_DO_ESCOPO = [
  /^\/api\/admin\//, // the platform administrator's, across companies (a company token gets 401)
  /^\/api\/public\//, // the diner's, by public token
  /^GET \/api\/produtos\/:id\/imagem$/, // product images are public by id (the menu and picker load them as <img>)
];

type Fixture = { body?: (b: EmpresaB) => unknown; query?: string };
/** Requests whose lookup sits behind body validation: a body valid for company B, so only the path id is foreign. */
const FIXTURES: Record<string, Fixture> = {
  'PATCH /api/mesas/:id': { body: () => ({ numero: 99, nome: 'Mesa 99', capacidade: 4 }) },
  'PATCH /api/mesas/:id/status': { body: () => ({ situacao: 'X' }) },
  'PATCH /api/vendas/:id': { body: () => ({ nome_cliente: 'Outro' }) },
  'POST /api/vendas/:id/itens': { body: (b) => ({ produto_id: b.produto, quantidade: 1 }) },
  'PATCH /api/vendas/itens/:id': { body: () => ({ quantidade: 1, motivo: 'teste' }) },
  'PATCH /api/venda-itens/:id': { body: () => ({ quantidade: 1, motivo: 'teste' }) },
  'POST /api/vendas/:id/transferir': { body: (b) => ({ itens: [{ id: b.item }], mesa_destino_id: b.mesaLivre }) },
  'POST /api/vendas/:id/mover': { body: (b) => ({ mesa_destino_id: b.mesaLivre }) },
  'POST /api/vendas/:id/juntar': { body: (b) => ({ venda_origem_id: b.venda }) },
  'PATCH /api/vendas/:id/taxa-servico': { body: () => ({ cobrar: false, motivo: 'teste' }) },
  'POST /api/vendas/:id/desconto': { body: () => ({ tipo: 'valor', valor: 1, motivo: 'teste' }) },
  'POST /api/vendas/:id/pagamentos': { body: () => ({ forma: 'dinheiro', valor: 1 }) },
  'DELETE /api/vendas/:id/pagamentos/:pid': { body: () => ({ motivo: 'teste' }) },
  'GET /api/vendas/:id/divisao': { query: 'pessoas=2' },
  'PATCH /api/produtos/:id': { body: () => ({ ativo: 'N' }) },
  'PATCH /api/categorias/:id': { body: () => ({ nome: 'Outra' }) },
  'PATCH /api/estacoes/:id': { body: () => ({ nome: 'Outra' }) },
  'PATCH /api/usuarios/:id': { body: () => ({ nome: 'Outro', email: 'outro@b.com.br', perfil: 'GARCOM', ativo: 'S' }) },
  'PATCH /api/cozinha/itens/:id': { body: () => ({ status: 'em_preparo' }) },
  'PATCH /api/produtos/:id/esgotado': { body: () => ({ esgotado: true }) },
  'POST /api/pedidos-cliente/:id/recusar': { body: () => ({ motivo: 'teste' }) },
  'PATCH /api/impressoras/:id': { body: () => ({ nome: 'Outra' }) },
  'POST /api/vendas/:id/imprimir-conta': { body: (b) => ({ impressora_id: b.impressora }) },
  'POST /api/vendas/:id/nfce/cancelar': { body: () => ({ justificativa: 'Cliente desistiu da compra' }) },
  'POST /api/vendas/:id/nfce/imprimir': { body: (b) => ({ impressora_id: b.impressora }) },
  'PATCH /api/cartoes/:numero': { body: () => ({ situacao: 'bloqueado' }) },
  'POST /api/vendas/:id/ifood/recusar': { body: () => ({ motivo: 'teste' }) },
  'POST /api/vendas/:id/entrega': { body: () => ({ situacao: 'pronto' }) },
  'POST /api/vendas/:id/ifood/cancelar': { body: () => ({ codigo: '501' }) },
};

interface EmpresaB {
  auth: { authorization: string };
  produto: number;
  mesaLivre: number;
  venda: number;
  item: number;
  impressora: number;
}

/** Every `METHOD path` from Fastify's route tree (printRoutes draws it as an indented tree of path segments). */
function rotasRegistradas(): string[] {
  const rotas: string[] = [];
  const caminho: string[] = [];
  for (const linha of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(linha.replace(/\u00a0/g, ' '));
    if (!m) continue;
    const nivel = m[1]!.length / 4;
    caminho.length = nivel;
    caminho.push(m[2]!);
    for (const metodo of (m[3] ?? '').split(', ').filter(Boolean)) rotas.push(`${metodo} ${caminho.join('')}`);
  }
  return rotas;
}

async function req(auth: { authorization: string }, method: string, url: string, payload?: unknown) {
  return t.app.inject({ method: method as 'GET', url, headers: auth, payload: payload as object });
}

async function ok(res: Awaited<ReturnType<typeof req>>) {
  if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json();
}

/** Company A (the demo) gets one row of every kind an id can name: an open tab with an item, a payment, a voided
 * item that the kitchen had started, a report schedule. */
async function prepararEmpresaA() {
  const admin = await t.loginAs('admin');
  const mesa = (await t.ctx.db.selectFrom('mesas').select('id').where('numero', '=', 1).executeTakeFirstOrThrow()).id;
  // a simple product routed to a station, so the kitchen can start it
  const { id: produto } = await t.ctx.db
    .selectFrom('produtos as p')
    .innerJoin('categorias as c', 'c.id', 'p.categoria_id')
    .select('p.id')
    .where('c.estacao_id', 'is not', null)
    .where('p.tipo_item', '=', 0)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('categorias_adicionais as ca').select('ca.id').whereRef('ca.produto_id', '=', 'p.id'))),
    )
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  // a printer of that station (so the adds below queue print jobs) and a print agent
  const { estacao_id } = await t.ctx.db
    .selectFrom('produtos as p')
    .innerJoin('categorias as c', 'c.id', 'p.categoria_id')
    .select('c.estacao_id')
    .where('p.id', '=', produto)
    .executeTakeFirstOrThrow();
  const impressora = {
    nome: 'Cozinha',
    host: '127.0.0.1',
    largura: 80,
    estacao_ids: [estacao_id],
    tipos: ['producao'],
  };
  await ok(await req(admin, 'POST', '/api/impressoras', impressora));
  await ok(await req(admin, 'POST', '/api/impressoras/agentes', { nome: 'PC da cozinha' }));
  const venda = (await ok(await req(admin, 'POST', '/api/vendas', { mesa_id: mesa }))).id;
  const item = async () =>
    (await ok(await req(admin, 'POST', `/api/vendas/${venda}/itens`, { produto_id: produto, quantidade: 2 }))).id;
  await item();
  const iniciado = await item();
  await ok(await req(admin, 'PATCH', `/api/cozinha/itens/${iniciado}`, { status: 'em_preparo' }));
  await ok(await req(admin, 'DELETE', `/api/vendas/itens/${iniciado}?motivo=teste`));
  await ok(await req(admin, 'POST', `/api/vendas/${venda}/pagamentos`, { forma: 'dinheiro', valor: 1 }));
  // a numbered card with its open tab, and a counter order (issue 37)
  await ok(await req(admin, 'POST', '/api/cartoes/lote', { inicio: 1, fim: 3 }));
  await ok(await req(admin, 'POST', '/api/vendas', { tipo: 'cartao', cartao: 1 }));
  await ok(await req(admin, 'POST', '/api/vendas', { tipo: 'balcao', nome_cliente: 'Ana' }));
  // a diner's order waiting for approval, from table 2's printed card (issue 22)
  const mesa2 = await t.ctx.db
    .selectFrom('mesas')
    .select(['id', 'codigo_publico'])
    .where('numero', '=', 2)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await ok(await req(admin, 'POST', '/api/vendas', { mesa_id: mesa2.id }));
  await ok(
    await t.app.inject({
      method: 'POST',
      url: `/api/public/mesa/${mesa2.codigo_publico}/pedidos`,
      headers: { 'idempotency-key': 'tenant-rotas-pedido' },
      payload: { cliente_nome: 'Ana', itens: [{ produto_id: produto, quantidade: 1 }] },
    }),
  );
  t.ctx.config.smtpUrl = 'smtp://127.0.0.1:1'; // creating a schedule only needs SMTP configured; nothing is sent
  await ok(
    await req(admin, 'POST', '/api/relatorios/agendamentos', {
      frequencia: 'diaria',
      destinatarios: ['dono@demo.com.br'],
    }),
  );
  return (
    await t.ctx.db
      .selectFrom('empresas')
      .select('id')
      .where('fantasia', '=', 'Restaurante Demo')
      .executeTakeFirstOrThrow()
  ).id;
}

/** Company B, created as a real one is: by the platform administrator, then set up by its own ADMIN. */
async function prepararEmpresaB(): Promise<EmpresaB> {
  const nova = await req(await t.adminAuth(), 'POST', '/api/admin/empresas', {
    fantasia: 'Bar B',
    razao_social: '',
    cnpj: '',
    endereco: '',
    telefone: '',
    email: '',
    admin_nome: 'Bia',
    admin_email: 'bia@barb.com.br',
    admin_senha: 'segredo1',
  });
  await ok(nova);
  const login = await ok(
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario: 'bia@barb.com.br', senha: 'segredo1' },
    }),
  );
  const auth = { authorization: `Bearer ${login.token}` };
  const categoria = (await ok(await req(auth, 'POST', '/api/categorias', { nome: 'Bebidas' }))).id;
  const produto = (
    await ok(await req(auth, 'POST', '/api/produtos', { nome: 'Suco', preco: 8, categoria_id: categoria }))
  ).id;
  const mesaOcupada = (await ok(await req(auth, 'POST', '/api/mesas', { numero: 1, nome: 'Mesa 01', capacidade: 4 })))
    .id;
  const mesaLivre = (await ok(await req(auth, 'POST', '/api/mesas', { numero: 2, nome: 'Mesa 02', capacidade: 4 }))).id;
  const venda = (await ok(await req(auth, 'POST', '/api/vendas', { mesa_id: mesaOcupada }))).id;
  const item = (await ok(await req(auth, 'POST', `/api/vendas/${venda}/itens`, { produto_id: produto, quantidade: 1 })))
    .id;
  const impressora = (
    await ok(
      await req(auth, 'POST', '/api/impressoras', { nome: 'Bar', host: '10.0.0.9', largura: 58, tipos: ['conta'] }),
    )
  ).id;
  return { auth, produto, mesaLivre, venda, item, impressora };
}

/** One fingerprint of every company A row in every table that has empresa_id (and of its empresas row). */
async function impressaoDigital(empresaId: number): Promise<Record<string, string>> {
  const tabelas = (
    await sql<{ t: string }>`
      SELECT table_name AS t FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'empresa_id' ORDER BY table_name`.execute(t.ctx.db)
  ).rows.map((r) => r.t);
  const partes = tabelas.map(
    (tab) => sql`SELECT ${tab} AS t, md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) AS h
      FROM ${sql.table(tab)} x WHERE x.empresa_id = ${empresaId}`,
  );
  partes.push(sql`SELECT 'empresas' AS t, md5(x::text) AS h FROM empresas x WHERE x.id = ${empresaId}`);
  const linhas = (await sql<{ t: string; h: string }>`${sql.join(partes, sql` UNION ALL `)}`.execute(t.ctx.db)).rows;
  return Object.fromEntries(linhas.map((l) => [l.t, l.h]));
}

describe('company scoping of every route with an id', () => {
  it("answers 404 to company B for each of company A's ids and changes nothing", async () => {
    const empresaA = await prepararEmpresaA();
    const b = await prepararEmpresaB();

    const rotas = rotasRegistradas()
      .filter((r) => !r.startsWith('HEAD ') && /\/:(?!token\b)\w+/.test(r))
      .filter((r) => !FORA_DO_ESCOPO.some((re) => re.test(r.slice(r.indexOf(' ') + 1)) || re.test(r)));
    expect(rotas.length).toBeGreaterThan(30);

    const falhas: string[] = [];
    for (const rota of rotas) {
      const [method, caminho] = rota.split(' ') as [string, string];
      let url = caminho;
      for (const m of caminho.matchAll(/:(\w+)/g)) {
        const alvo = ID_DE[caminho.slice(0, m.index + m[0].length)];
        if (!alvo) throw new Error(`${rota}: add to ID_DE which table the path parameter :${m[1]} names`);
        const linha = await sql<{ id: number }>`
          SELECT ${sql.ref(alvo.coluna ?? 'id')} AS id FROM ${sql.table(alvo.tabela)}
          WHERE empresa_id = ${empresaA} ORDER BY id LIMIT 1`.execute(t.ctx.db);
        const id = linha.rows[0]?.id;
        if (id == null)
          throw new Error(`${rota}: company A has no row in ${alvo.tabela}; create one in prepararEmpresaA`);
        url = url.replace(m[0], String(id));
      }
      const fixture = FIXTURES[rota] ?? {};
      if (fixture.query) url += `?${fixture.query}`;
      const body = fixture.body ? fixture.body(b) : method === 'GET' || method === 'DELETE' ? undefined : {};

      const antes = await impressaoDigital(empresaA);
      const res = await req(b.auth, method, url, body);
      const depois = await impressaoDigital(empresaA);
      if (res.statusCode !== 404) falhas.push(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      const mudou = Object.keys(antes).filter((k) => antes[k] !== depois[k]);
      if (mudou.length) falhas.push(`${method} ${url} changed company A's ${mudou.join(', ')}`);
    }
    expect(falhas).toEqual([]);
  }, 120_000);
});
