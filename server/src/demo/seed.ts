import { nomeDaMesa } from '@comanda/shared';
import type { Kysely, Transaction } from 'kysely';
import { TIPO_ITEM, TIPO_PRECO_SABOR } from '@comanda/shared';
import type { Database } from '../db/tables';
import { hashSenha } from '../modules/auth/senha';
import { seedNoite } from './seed-noite';

export const DEMO_SENHA = 'demo123';
export const DEMO_USUARIOS = [
  { nome: 'Ana Administradora', email: 'admin@demo.com.br', perfil: 'ADMIN' },
  { nome: 'Gustavo Gerente', email: 'gerente@demo.com.br', perfil: 'GERENTE' },
  { nome: 'Gabriel Garçom', email: 'garcom@demo.com.br', perfil: 'GARCOM' },
  { nome: 'Carla Caixa', email: 'caixa@demo.com.br', perfil: 'CAIXA' },
  { nome: 'Cícero Cozinheiro', email: 'cozinha@demo.com.br', perfil: 'COZINHA' },
] as const;

/** Production stations; each category names the one its items go to (none: delivered at once). */
const ESTACOES = ['Cozinha', 'Bar'] as const;

type Sabor = [nome: string, preco: number, descricao?: string];
type Adicional = [nome: string, preco: number];
interface GrupoSeed {
  nome: string;
  obrigatorio?: boolean;
  qtd_maxima: number;
  adicionais: Adicional[];
}
interface ProdutoSeed {
  nome: string;
  descricao: string;
  preco: number;
  /** NFC-e (issue 38): the product's NCM when it differs from its category's */
  ncm?: string;
  preco_promocional?: number;
  sabores?: { min: number; max: number; tipo_preco: number; lista: Sabor[] };
  grupos?: GrupoSeed[];
}

const BORDA: GrupoSeed = {
  nome: 'Borda Recheada',
  qtd_maxima: 1,
  adicionais: [
    ['Catupiry', 12],
    ['Cheddar', 10],
  ],
};

/**
 * Plausible NFC-e data per category (issue 38): prepared food sold under the Simples Nacional (CFOP 5102, CSOSN 102);
 * drinks and beers bought with the ICMS already withheld by substitution (CFOP 5405, CSOSN 500).
 */
const FISCAL: Record<string, { ncm: string; cfop: string; csosn: string }> = {
  Pizzas: { ncm: '19059090', cfop: '5102', csosn: '102' },
  Bebidas: { ncm: '22021000', cfop: '5405', csosn: '500' },
  'Bebidas da Geladeira': { ncm: '22011000', cfop: '5405', csosn: '500' },
  Cervejas: { ncm: '22030000', cfop: '5405', csosn: '500' },
  Porções: { ncm: '21069090', cfop: '5102', csosn: '102' },
  Sobremesas: { ncm: '21069090', cfop: '5102', csosn: '102' },
};
const fiscalDe = (categoria: string, p: ProdutoSeed) => {
  const f = FISCAL[categoria];
  return f
    ? JSON.stringify({
        ncm: p.ncm ?? f.ncm,
        cfop: f.cfop,
        icms_situacao_tributaria: f.csosn,
        icms_origem: 0,
        unidade: 'UN',
      })
    : null;
};

const CARDAPIO: {
  categoria: string;
  descricao: string;
  estacao: (typeof ESTACOES)[number] | null;
  produtos: ProdutoSeed[];
}[] = [
  {
    categoria: 'Pizzas',
    descricao: 'Pizzas assadas no forno a lenha',
    estacao: 'Cozinha',
    produtos: [
      {
        nome: 'Pizza Grande',
        descricao: '8 fatias, até 2 sabores (cobra o maior preço)',
        preco: 0,
        sabores: {
          min: 1,
          max: 2,
          tipo_preco: TIPO_PRECO_SABOR.MAIOR,
          lista: [
            ['Mussarela', 49.9, 'Mussarela, tomate e orégano'],
            ['Calabresa', 52.9, 'Calabresa fatiada e cebola'],
            ['Margherita', 54.9, 'Mussarela, tomate e manjericão'],
            ['Portuguesa', 58.9, 'Presunto, ovo, cebola e azeitona'],
            ['Frango com Catupiry', 59.9, 'Frango desfiado e Catupiry'],
            ['Quatro Queijos', 62.9, 'Mussarela, provolone, parmesão e gorgonzola'],
            ['Camarão', 79.9, 'Camarão ao alho e óleo'],
          ],
        },
        grupos: [BORDA],
      },
      {
        nome: 'Pizza Broto',
        descricao: '4 fatias, 1 sabor',
        preco: 0,
        sabores: {
          min: 1,
          max: 1,
          tipo_preco: TIPO_PRECO_SABOR.MAIOR,
          lista: [
            ['Mussarela', 29.9],
            ['Calabresa', 31.9],
            ['Chocolate com Morango', 34.9],
          ],
        },
        grupos: [BORDA],
      },
    ],
  },
  {
    categoria: 'Bebidas',
    descricao: 'Refrigerantes, sucos e drinques',
    estacao: 'Bar',
    produtos: [
      { nome: 'Refrigerante Lata', descricao: 'Coca-Cola, Guaraná ou Sprite 350 ml', preco: 6.5 },
      { nome: 'Suco Natural', descricao: 'Laranja, limão ou maracujá 500 ml', preco: 9.9, ncm: '20098990' },
      { nome: 'Caipirinha', descricao: 'Limão, cachaça, açúcar e gelo', preco: 18.9, ncm: '22089000' },
    ],
  },
  {
    // taken from the fridge: not produced, delivered as soon as it is ordered
    categoria: 'Bebidas da Geladeira',
    descricao: 'Água mineral gelada',
    estacao: null,
    produtos: [{ nome: 'Água Mineral', descricao: 'Com ou sem gás 500 ml', preco: 4.5 }],
  },
  {
    categoria: 'Cervejas',
    descricao: 'Cervejas geladas e chope',
    estacao: 'Bar',
    produtos: [
      { nome: 'Brahma 600 ml', descricao: 'Garrafa', preco: 14.9 },
      { nome: 'Heineken Long Neck', descricao: '330 ml', preco: 11.9 },
      { nome: 'Chope 300 ml', descricao: 'Chope claro da casa', preco: 9.9, preco_promocional: 7.9 },
    ],
  },
  {
    categoria: 'Porções',
    descricao: 'Petiscos para compartilhar',
    estacao: 'Cozinha',
    produtos: [
      {
        nome: 'Batata Frita',
        descricao: 'Porção de 500 g com molho à escolha',
        preco: 32.9,
        grupos: [
          {
            nome: 'Molho',
            obrigatorio: true,
            qtd_maxima: 1,
            adicionais: [
              ['Maionese da casa', 0],
              ['Barbecue', 0],
              ['Cheddar cremoso', 4],
            ],
          },
        ],
      },
      { nome: 'Calabresa Acebolada', descricao: 'Calabresa na chapa com cebola', preco: 39.9 },
      { nome: 'Isca de Frango', descricao: 'Tiras de frango empanadas', preco: 44.9 },
    ],
  },
  {
    categoria: 'Sobremesas',
    descricao: 'Doces da casa',
    estacao: 'Cozinha',
    produtos: [
      { nome: 'Pudim de Leite', descricao: 'Fatia generosa', preco: 12.9 },
      { nome: 'Petit Gâteau', descricao: 'Com sorvete de creme', preco: 22.9 },
      {
        nome: 'Açaí 300 ml',
        descricao: 'Com banana e granola',
        preco: 18.9,
        grupos: [
          {
            nome: 'Complementos',
            qtd_maxima: 3,
            adicionais: [
              ['Leite condensado', 2],
              ['Paçoca', 2],
              ['Morango', 3],
            ],
          },
        ],
      },
    ],
  },
];

const CAPACIDADES = [2, 4, 4, 6, 2, 4, 8, 4, 6, 2, 4, 8];

async function inserirCardapio(trx: Transaction<Database>, empresa_id: number): Promise<void> {
  const estacoes = await trx
    .insertInto('estacoes')
    .values(ESTACOES.map((nome) => ({ empresa_id, nome })))
    .returning(['id', 'nome'])
    .execute();
  const estacaoId = (nome: string | null) => estacoes.find((e) => e.nome === nome)?.id ?? null;
  for (const cat of CARDAPIO) {
    const { id: categoria_id } = await trx
      .insertInto('categorias')
      .values({ empresa_id, nome: cat.categoria, descricao: cat.descricao, estacao_id: estacaoId(cat.estacao) })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const p of cat.produtos) {
      const { id: produto_id } = await trx
        .insertInto('produtos')
        .values({
          empresa_id,
          categoria_id,
          nome: p.nome,
          descricao: p.descricao,
          preco: p.preco,
          preco_promocional: p.preco_promocional ?? null,
          estoque_atual: 100,
          estoque_minimo: 10,
          tipo_item: p.sabores ? TIPO_ITEM.COM_SABORES : TIPO_ITEM.SIMPLES,
          qtd_min_sabores: p.sabores?.min ?? 0,
          qtd_max_sabores: p.sabores?.max ?? 0,
          tipo_preco_sabor: p.sabores?.tipo_preco ?? TIPO_PRECO_SABOR.PRODUTO_MAIS_SABORES,
          fiscal: fiscalDe(cat.categoria, p),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (p.sabores) {
        await trx
          .insertInto('sabores')
          .values(
            p.sabores.lista.map(([nome, preco, descricao]) => ({
              empresa_id,
              produto_id,
              nome,
              preco_adicional: preco,
              descricao: descricao ?? null,
            })),
          )
          .execute();
      }
      for (const g of p.grupos ?? []) {
        const { id: categoria_adicional_id } = await trx
          .insertInto('categorias_adicionais')
          .values({
            empresa_id,
            produto_id,
            nome: g.nome,
            qtd_maxima: g.qtd_maxima,
            obrigatorio: g.obrigatorio ?? false,
            qtd_minima: g.obrigatorio ? 1 : 0,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('adicionais')
          .values(
            g.adicionais.map(([nome, preco]) => ({ empresa_id, categoria_adicional_id, nome, preco, qtd_maxima: 1 })),
          )
          .execute();
      }
    }
  }
}

/**
 * Seeds 'Restaurante Demo' when the database has no company yet: staff, menu and tables, all free; with `noite`, also
 * an evening in progress and 30 days of closed tabs (seed-noite.ts). Returns whether it seeded.
 */
export async function seedDemo(db: Kysely<Database>, opts: { noite?: boolean } = {}): Promise<boolean> {
  // an existing database is the common case: check before paying for four argon2 hashes
  if (await db.selectFrom('empresas').select('id').limit(1).executeTakeFirst()) return false;
  const hashes = await Promise.all(DEMO_USUARIOS.map(() => hashSenha(DEMO_SENHA)));
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('empresas').select('id').limit(1).executeTakeFirst();
    if (existing) return false;
    const { id: empresa_id } = await trx
      .insertInto('empresas')
      .values({
        fantasia: 'Restaurante Demo',
        razao_social: 'Restaurante Demo Ltda.',
        cnpj: '11222333000181',
        endereco: 'Rua das Flores, 123 - Centro, São Paulo - SP',
        telefone: '(11) 3333-4444',
        email: 'contato@demo.com.br',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const hoje20h = new Date();
    hoje20h.setUTCHours(23, 0, 0, 0); // 20:00 in São Paulo
    await trx
      .insertInto('mesas')
      .values(
        CAPACIDADES.map((capacidade, i) => ({
          empresa_id,
          numero: i + 1,
          nome: nomeDaMesa(i + 1),
          capacidade,
          situacao: i === 4 ? 'R' : i === 11 ? 'X' : 'L',
          cliente_reserva: i === 4 ? 'Família Souza' : null,
          data_reserva: i === 4 ? hoje20h : null,
        })),
      )
      .execute();
    await trx
      .insertInto('usuarios')
      .values(
        DEMO_USUARIOS.map((u, i) => ({
          empresa_id,
          nome: u.nome,
          email: u.email,
          perfil: u.perfil,
          senha_hash: hashes[i]!,
        })),
      )
      .execute();
    await inserirCardapio(trx, empresa_id);
    if (opts.noite) await seedNoite(trx, empresa_id);
    return true;
  });
}
