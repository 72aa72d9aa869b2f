import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as shared from '../index';
import { TEXTO_CARACTERE_INVALIDO, texto, textoPermitido } from './comum';

/** The characters no text field takes: C0, DEL, C1 and the bidi controls. */
const PROIBIDOS = [
  ...['\u0000', '\u0001', '\u0005', '\t', '\u000b', '\u000c', '\r', '\u0010', '\u0014', '\u001b', '\u001d', '\u001f'],
  ...['\u007f', '\u0080', '\u0085', '\u009b', '\u009f'],
  ...['\u061c', '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068'],
  '\u2069',
];
const nome = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

describe('texto(): the free-text fields', () => {
  const campo = texto({ mensagem: 'Nome é obrigatório' }).min(1, 'Nome é obrigatório').max(10, 'Máximo 10');
  const nota = texto({ multilinha: true }).max(100).nullish();

  it.each(PROIBIDOS.map((c) => [nome(c), c]))('refuses %s anywhere in the text, single-line or not', (_, c) => {
    for (const v of [`Ana${c}`, `${c}Ana`, `A${c}na`]) {
      // trim removes whitespace controls at the ends (tab, CR…): inside the text they are refused
      if (/\s/.test(c) && v !== `A${c}na`) continue;
      expect(campo.safeParse(v).error?.issues[0]?.message, JSON.stringify(v)).toBe(TEXTO_CARACTERE_INVALIDO);
      expect(nota.safeParse(v).error?.issues[0]?.message, JSON.stringify(v)).toBe(TEXTO_CARACTERE_INVALIDO);
    }
  });

  it("its message comes first, before the field's own limits", () => {
    expect(campo.safeParse('Ana\u202e muito comprido').error?.issues[0]?.message).toBe(TEXTO_CARACTERE_INVALIDO);
    expect(campo.safeParse(7).error?.issues[0]?.message).toBe('Nome é obrigatório');
  });

  it('takes Portuguese, symbols and emoji (the printer turns what its page lacks into "?")', () => {
    for (const v of ['Ação à moda, pão de açúcar', 'Zé ☺ ← ↔ ► ¶ ♣', '🍕 grande', 'שלום', 'مرحبا']) {
      expect(texto().safeParse(v).data).toBe(v);
    }
    expect(campo.safeParse('  Ana  ').data).toBe('Ana');
  });

  it('a single-line field refuses a line feed; a multi-line one keeps it, CR LF included', () => {
    expect(campo.safeParse('An\na').error?.issues[0]?.message).toBe(TEXTO_CARACTERE_INVALIDO);
    expect(nota.safeParse('sem cebola\nbem passado').data).toBe('sem cebola\nbem passado');
    expect(nota.safeParse('sem cebola\r\nbem passado').data).toBe('sem cebola\nbem passado');
    expect(nota.safeParse('sem cebola\rbem passado').error?.issues[0]?.message).toBe(TEXTO_CARACTERE_INVALIDO);
    expect(nota.safeParse(null).data).toBeNull();
  });

  it('textoPermitido: the same rule as a plain function', () => {
    expect(textoPermitido('Ana')).toBe(true);
    expect(textoPermitido('A\nna')).toBe(false);
    expect(textoPermitido('A\nna', true)).toBe(true);
    expect(textoPermitido('A\u202ena', true)).toBe(false);
  });
});

/*
 * Every text field of every input schema: a walk of the exported schemas (names ending in Input, Query, Headers) finds
 * each object property that takes a plain text, and checks that it refuses a control and a bidi override. A field added
 * without texto() fails here. Not free text: credentials and data URLs, with their own checks on the server.
 */
const NAO_SAO_TEXTO_LIVRE = new Set([
  'LoginInput.usuario',
  'LoginInput.senha',
  'AdminLoginInput.username',
  'AdminLoginInput.password',
  'CriarEmpresaComAdminInput.admin_senha',
  'NovoUsuarioInput.senha',
  'NovoUsuarioPlataformaInput.senha',
  'EditarUsuarioInput.senha',
  'CancelarItemInput.aprovador.email',
  'CancelarItemInput.aprovador.senha',
  'ReduzirItemInput.aprovador.email',
  'ReduzirItemInput.aprovador.senha',
  // a data URL the server decodes and checks by its bytes; the type is informative only (never stored)
  'ProdutoInput.imagem_data',
  'ProdutoInput.imagem_mime_type',
]);
/** Codes with a format of their own (a pattern of letters and digits): they refuse these with their own message. */
const COM_FORMATO = /\.(dispositivo|x-dispositivo|host)$/;
/** The textareas: notes, the product's description, the reasons for a void and for refusing a diner's order. */
const MULTILINHA = [
  'AdicionarItemInput.observacoes',
  'ItemPedidoInput.observacao',
  'CriarPedidoClienteInput.itens.observacao',
  'AdicionarCarrinhoInput.item.observacao',
  'ProdutoInput.descricao',
  'CancelarItemInput.motivo',
  'ReduzirItemInput.motivo',
  'RecusarPedidoInput.motivo',
  // a delivery's notes (issue 39), also reached through POST /api/vendas's union
  'AbrirEntregaInput.observacoes',
  'AbrirVendaInput.observacoes',
];

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
};
const def = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** Each object property reachable from a schema, with its path. */
function propriedades(s: z.ZodType, caminho: string, saida: [string, z.ZodType][]): void {
  const d = def(s);
  if (d.type === 'object')
    for (const [k, v] of Object.entries(d.shape!)) {
      saida.push([`${caminho}.${k}`, v]);
      propriedades(v, `${caminho}.${k}`, saida);
    }
  for (const filho of [d.innerType, d.in, d.out, d.element, d.left, d.right, ...(d.options ?? [])])
    if (filho) propriedades(filho, caminho, saida);
}

const ehSchema = (v: unknown): v is z.ZodType => !!v && typeof v === 'object' && '_zod' in v;
const entradas = Object.entries(shared as Record<string, unknown>).filter(
  (e): e is [string, z.ZodType] => /(Input|Query|Headers)$/.test(e[0]) && ehSchema(e[1]),
);
const camposDeTexto = entradas
  .flatMap(([n, s]) => {
    const saida: [string, z.ZodType][] = [];
    propriedades(s, n, saida);
    return saida;
  })
  // takes a plain text (10 letters: long enough for the fields with a minimum; an e-mail, a number, an enum do not)
  .filter(([, s]) => s.safeParse('abcdefghij').success);

describe('every text field of the inputs', () => {
  it('finds the fields (the walk reaches names, notes, reasons, nested lines)', () => {
    const caminhos = camposDeTexto.map(([c]) => c);
    for (const c of [
      'AdicionarCarrinhoInput.cliente_nome',
      'AdicionarCarrinhoInput.item.observacao',
      'CriarPedidoClienteInput.cliente_nome',
      'AdicionarItemInput.observacoes',
      'AdicionarItemInput.cliente_nome',
      'ProdutoInput.nome',
      'ProdutoInput.sabores.nome',
      'ProdutoInput.adicionais.nome',
      'ProdutoInput.categoriasAdicionais.nome',
      'AbrirVendaInput.nome_cliente',
      'AtualizarVendaInput.nome_cliente',
      'StatusMesaInput.nome_cliente',
      'CriarCategoriaInput.nome',
      'EstacaoInput.nome',
      'ImpressoraInput.nome',
      'AtualizarEmpresaInput.endereco',
      'DescontoInput.motivo',
      'RecusarPedidoInput.motivo',
    ])
      expect(caminhos).toContain(c);
  });

  it.each(camposDeTexto.filter(([c]) => !NAO_SAO_TEXTO_LIVRE.has(c)))('%s refuses controls and bidi', (campo, s) => {
    for (const c of ['\u001b', '\u0085', '\u202e', '\u2066']) {
      const r = s.safeParse(`abcde${c}fghij`);
      expect(r.success).toBe(false);
      if (!COM_FORMATO.test(campo)) expect(r.error?.issues[0]?.message).toBe(TEXTO_CARACTERE_INVALIDO);
    }
  });

  it('only the textareas take a line feed', () => {
    const aceitam = camposDeTexto
      .filter(([c, s]) => !NAO_SAO_TEXTO_LIVRE.has(c) && s.safeParse('abcde\nfghij').success)
      .map(([c]) => c);
    expect(aceitam.sort()).toEqual([...MULTILINHA].sort());
  });
});
