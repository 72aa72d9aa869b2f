import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helpers';

/**
 * Walks every write route of the real route table with malformed bodies and ids, as the company admin and as the
 * platform admin. Every answer must be a 4xx {error, message} (never 5xx) and the database must not change: the ids
 * used are junk or real rows of ANOTHER company (so each request is invalid by construction).
 */
const t = useTestApp();

// bookkeeping that failed requests may legitimately touch
const FORA_DA_COMPARACAO = new Set(['login_falhas', 'sessoes_revogadas', 'kysely_migration', 'kysely_migration_lock']);

/** Full paths and methods from Fastify's own route tree (printRoutes prints children relative to their parent). */
function rotasDaArvore(arvore: string, metodos: string[]): { method: string; url: string }[] {
  const pilha: string[] = [];
  const rotas: { method: string; url: string }[] = [];
  for (const linha of arvore.split('\n')) {
    const m = /^([│ ]*)[├└]── (\S+?)(?: \(([A-Z, ]+)\))?$/.exec(linha);
    if (!m) continue;
    const nivel = m[1]!.length / 4;
    pilha.length = nivel;
    const url = (pilha[nivel - 1] ?? '') + m[2]!;
    pilha[nivel] = url;
    for (const method of (m[3] ?? '').split(', ').filter((x) => metodos.includes(x))) rotas.push({ method, url });
  }
  return rotas;
}

async function fotografia(): Promise<Record<string, string>> {
  const tabelas = await sql<{
    table_name: string;
  }>`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(
    t.ctx.db,
  );
  const foto: Record<string, string> = {};
  for (const { table_name } of tabelas.rows) {
    if (FORA_DA_COMPARACAO.has(table_name)) continue;
    const r = await sql<{
      n: string;
      h: string | null;
    }>`SELECT count(*)::text AS n, md5(string_agg(x::text, '|' ORDER BY x::text)) AS h FROM ${sql.table(table_name)} x`.execute(
      t.ctx.db,
    );
    foto[table_name] = `${r.rows[0]!.n}:${r.rows[0]!.h}`;
  }
  return foto;
}

const CAMPOS = [
  'id',
  'nome',
  'numero',
  'capacidade',
  'situacao',
  'mesa_id',
  'produto_id',
  'categoria_id',
  'quantidade',
  'adicionais',
  'sabores',
  'preco',
  'preco_promocional',
  'email',
  'senha',
  'perfil',
  'ativo',
  'fantasia',
  'razao_social',
  'cnpj',
  'endereco',
  'telefone',
  'nome_cliente',
  'fuso_horario',
  'frequencia',
  'periodo',
  'destinatarios',
  'observacoes',
  'usuario',
  'username',
  'password',
  'descricao',
  'tipo_item',
  'qtd_min_sabores',
  'qtd_max_sabores',
  'tipo_preco_sabor',
  'cliente_reserva',
  'data_reserva',
  'empresa_id',
  'inicio',
  'fim',
  'quantidade_mesas',
  'imagem',
  'grupos',
  'termo',
  'nomes',
];
const LIXO: unknown[] = [
  // longer than every text limit (the longest, a product's description, is 1,000): it was 20,000, which made each of
  // the 28,000 requests parse a 1 MB body (half the file's time) and tested nothing a longer-than-the-limit text doesn't
  'x'.repeat(2_000),
  Number.NaN,
  -1,
  -1e308,
  1e308,
  2 ** 31,
  2 ** 53 + 1,
  1.5,
  null,
  true,
  '',
  '   ',
  'a\u0000b',
  { a: { b: [1, { c: null }] } },
  [[[]]],
  ['x', 3, null],
];
// (well-formed text such as '<script>' is a valid name for a category: that is a legitimate write, tested elsewhere)
// built once: rebuilding the list for each of the requests was a seventh of the file's time
const CORPOS: readonly { payload: string }[] = [
  ...LIXO.map((v) => ({ payload: JSON.stringify(Object.fromEntries(CAMPOS.map((k) => [k, v]))) })),
  { payload: '{}' },
  { payload: '[]' },
  { payload: '"texto"' },
  { payload: '42' },
  { payload: 'null' },
  { payload: '{"a":' },
];
const IDS_LIXO = ['2147483648', '-1', '0', '1.5', 'abc', '1e999', '%00', '99999999999999999999999'];

let idsDaOutra: Record<string, number>;

beforeAll(async () => {
  // a second company with one row of everything: its ids are real, and company 1's admin must never reach them
  const db = t.ctx.db;
  const e = await db
    .insertInto('empresas')
    .values({ fantasia: 'Outra', razao_social: null, cnpj: null, endereco: null, telefone: null, email: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const u = await db
    .insertInto('usuarios')
    .values({ empresa_id: e.id, nome: 'Zé', email: 'ze@outra.com.br', perfil: 'GARCOM', senha_hash: 'x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const m = await db
    .insertInto('mesas')
    .values({ empresa_id: e.id, numero: 1, nome: 'Mesa 01', capacidade: 4 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const c = await db
    .insertInto('categorias')
    .values({ empresa_id: e.id, nome: 'Bebidas', descricao: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const p = await db
    .insertInto('produtos')
    .values({
      empresa_id: e.id,
      categoria_id: c.id,
      nome: 'Água',
      descricao: null,
      preco: 5,
      preco_promocional: null,
      codigo_barras: null,
      estoque_atual: 0,
      estoque_minimo: 0,
      imagem: null,
      imagem_mime_type: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const v = await db
    .insertInto('vendas')
    .values({
      empresa_id: e.id,
      mesa_id: m.id,
      mesa_numero: 1,
      nome_cliente: 'Cliente',
      funcionario: 'Zé',
      usuario_id: u.id,
      token_publico: 'outra-empresa-token-0001',
      subtotal: 5,
      total: 5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const i = await db
    .insertInto('venda_itens')
    .values({
      empresa_id: e.id,
      venda_id: v.id,
      produto_id: p.id,
      produto_nome: 'Água',
      quantidade: 1,
      preco_unitario: 5,
      total: 5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const a = await db
    .insertInto('relatorio_agendamentos')
    .values({
      empresa_id: e.id,
      frequencia: 'diaria',
      periodo: 'ontem',
      destinatarios: ['a@b.com'],
      proximo_envio: new Date(Date.now() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  idsDaOutra = {
    empresas: e.id,
    usuarios: u.id,
    mesas: m.id,
    categorias: c.id,
    produtos: p.id,
    vendas: v.id,
    venda_itens: i.id,
    agendamentos: a.id,
  };
});

/** The real row of the other company that an :id in this URL names (null: only junk ids for this route). */
function idValido(method: string, url: string): number | null {
  if (url.startsWith('/api/admin/empresas')) return method === 'DELETE' ? null : idsDaOutra.empresas!; // the platform may delete any company
  const por: [string, string][] = [
    ['/api/vendas/itens/', 'venda_itens'],
    ['/api/vendas/', 'vendas'],
    ['/api/mesas/', 'mesas'],
    ['/api/categorias/', 'categorias'],
    ['/api/produtos/', 'produtos'],
    ['/api/usuarios/', 'usuarios'],
    ['/api/relatorios/agendamentos/', 'agendamentos'],
  ];
  const achado = por.find(([prefixo]) => url.startsWith(prefixo));
  return achado ? idsDaOutra[achado[1]]! : null;
}

describe('fuzzing every write route', () => {
  it('answers 4xx to malformed bodies and ids, never 5xx, and changes nothing', async () => {
    const staff = await t.loginAs('admin');
    const plataforma = await t.adminAuth();
    const rotas = rotasDaArvore(t.app.printRoutes({ commonPrefix: false }), ['POST', 'PUT', 'PATCH', 'DELETE'])
      // logging out, renewing the session, issuing a new pickup-board code and unlinking the iFood store take no
      // body, so any body is legitimate; each is tested on its own
      .filter(
        (r) =>
          !r.url.endsWith('/logout') &&
          !r.url.endsWith('/auth/renovar') &&
          r.url !== '/api/painel/renovar' &&
          !(r.method === 'DELETE' && r.url === '/api/integracoes/ifood'),
      );
    expect(rotas.length).toBeGreaterThan(25);
    const antes = await fotografia();

    const falhas: string[] = [];
    let pedidos = 0;
    for (const rota of rotas) {
      const valido = idValido(rota.method, rota.url);
      const ids = rota.url.includes(':') ? [...IDS_LIXO, ...(valido ? [String(valido)] : [])] : [''];
      for (const id of ids) {
        const url = rota.url.replace(/:(id|token)/g, (_, nome) =>
          nome === 'token' ? (id.length > 3 ? `tok-${id}-inexistente` : id) : id,
        );
        for (const auth of [staff, plataforma]) {
          for (const corpo of CORPOS) {
            pedidos++;
            const res = await t.app.inject({
              method: rota.method as 'POST',
              url,
              headers: { ...auth, 'content-type': 'application/json' },
              payload: corpo.payload,
              remoteAddress: `10.${pedidos % 200}.${Math.floor(pedidos / 200) % 250}.1`,
            });
            const ok = res.statusCode >= 400 && res.statusCode < 500 && typeof res.json().message === 'string';
            if (!ok)
              falhas.push(
                `${rota.method} ${url} ${corpo.payload.slice(0, 60)} -> ${res.statusCode} ${res.body.slice(0, 120)}`,
              );
          }
        }
      }
    }
    expect(falhas).toEqual([]);
    expect(pedidos).toBeGreaterThan(2000);
    expect(await fotografia()).toEqual(antes);
  }, 120_000);

  it('answers 4xx to junk ids on every read route with an :id, with or without a token', async () => {
    const staff = await t.loginAs('admin');
    const plataforma = await t.adminAuth();
    const rotas = rotasDaArvore(t.app.printRoutes({ commonPrefix: false }), ['GET']).filter((r) =>
      /:(id|token)/.test(r.url),
    );
    expect(rotas.map((r) => r.url)).toContain('/api/produtos/:id/imagem');
    const falhas: string[] = [];
    for (const rota of rotas) {
      for (const id of IDS_LIXO) {
        for (const headers of [staff, plataforma, {}]) {
          const res = await t.app.inject({ method: 'GET', url: rota.url.replace(/:(id|token)/g, id), headers });
          if (res.statusCode < 400 || res.statusCode >= 500)
            falhas.push(`GET ${rota.url} ${id} -> ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(falhas).toEqual([]);
  });
});
