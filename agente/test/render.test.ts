import type { ConteudoImpressao, PaginaCodigo, TrabalhoImpressao } from '@comanda/shared';
import CodepageEncoder from '@point-of-sale/codepage-encoder';
import { describe, expect, it } from 'vitest';
import { paraPagina, renderizar } from '../src/render.js';

const PAGINAS: PaginaCodigo[] = ['CP860', 'CP850', 'CP858', 'WINDOWS1252'];
const NOME_NO_ENCODER = { CP860: 'cp860', CP850: 'cp850', CP858: 'cp858', WINDOWS1252: 'windows1252' } as const;

/**
 * Picture symbols CP860/CP850/CP858 keep below 0x20: ← is ESC, ↔ GS, ► DLE, ¶ DC4, ☺ 0x01, ♣ 0x05. Sent as text they
 * were a reset (ESC @), a cut (GS V 1), a cash-drawer kick (ESC p 1 50 50), a real-time pulse (DLE DC4 1 1 5) and 8x
 * text (GS ! 'w').
 */
const SIMBOLOS = '[←@][↔V☺][←p☺22][►¶☺☺♣][↔!w]';
/** the same commands as the control characters themselves (WINDOWS1252 has them at their own code), DEL and C1 */
const CONTROLES =
  '[\u001b@][\u001dV\u0001][\u001bp\u000122][\u0010\u0014\u0001\u0001\u0005][\u001d!w]\u007f\u0085\u009b';
/** what each prints: every character that is not a glyph of the page at or above 0x20 is a '?' (WINDOWS1252 has ¶) */
const impresso = (pagina: PaginaCodigo, ataque: string) =>
  ataque === CONTROLES
    ? '[?@][?V?][?p?22][?????][?!w]???'
    : pagina === 'WINDOWS1252'
      ? '[?@][?V?][?p?22][?¶???][?!w]'
      : '[?@][?V?][?p?22][?????][?!w]';

const ESC = 0x1b;
const GS = 0x1d;
const DLE = 0x10;

const producao = (s: string): ConteudoImpressao => ({
  tipo: 'producao',
  estacao: s,
  mesa: 7,
  garcom: s,
  hora: '2026-03-01T15:00:00.000Z',
  fuso: 'America/Sao_Paulo',
  reimpressao: false,
  itens: [{ quantidade: 2, produto: s, sabores: [s, s], adicionais: [{ nome: s, quantidade: 1 }], observacoes: s }],
});
const conta = (s: string): ConteudoImpressao => ({
  tipo: 'conta',
  empresa: s,
  mesa: 7,
  cliente: s,
  abertura: '2026-03-01T15:00:00.000Z',
  fuso: 'America/Sao_Paulo',
  itens: [{ quantidade: 1, produto: s, total: 10 }],
  subtotal: 10,
  taxa_servico: 1,
  desconto: 0,
  total: 11,
  pago: 0,
  restante: 11,
  pix: null,
});
const caixa = (s: string): ConteudoImpressao => ({
  tipo: 'caixa',
  empresa: s,
  periodo: s,
  emitido_em: '2026-03-01T15:00:00.000Z',
  fuso: 'America/Sao_Paulo',
  linhas: [{ rotulo: s, valor: 10 }],
  comandas: 1,
  total: 10,
});
const CONTEUDOS = { producao, conta, caixa };

const trabalho = (pagina: PaginaCodigo, conteudo: ConteudoImpressao): TrabalhoImpressao => ({
  id: 1,
  impressora: { id: 1, nome: 'Cozinha', host: '127.0.0.1', porta: 9100, largura: 80, pagina_codigo: pagina, copias: 1 },
  criado_em: '2026-03-01T15:00:00.000Z',
  validade_ms: null,
  conteudo,
});

/** How many times a byte sequence occurs in the job. */
function contar(bytes: Uint8Array, seq: number[]): number {
  let n = 0;
  for (let i = 0; i + seq.length <= bytes.length; i++) if (seq.every((b, j) => bytes[i + j] === b)) n++;
  return n;
}

describe('text the printer would obey as commands (issue: symbols below 0x20)', () => {
  for (const pagina of PAGINAS)
    for (const [tipo, conteudo] of Object.entries(CONTEUDOS))
      for (const [nome, ataque] of Object.entries({ SIMBOLOS, CONTROLES }))
        it(`${pagina}, ${tipo}: ${nome} in every name and note print as '?', the job's commands are its own`, () => {
          const bytes = renderizar(trabalho(pagina, conteudo(ataque)));
          const esperado = renderizar(trabalho(pagina, conteudo(impresso(pagina, ataque))));
          // plain text as long (without spaces, it wraps where the attack does)
          const limpo = renderizar(trabalho(pagina, conteudo('a'.repeat(ataque.length))));
          // byte for byte the job of the same text with '?' in place of each symbol
          expect(Buffer.from(bytes).toString('hex')).toBe(Buffer.from(esperado).toString('hex'));
          // the renderer's own initialize (ESC @), cut (GS V), size changes (GS !): as many as in a plain job
          for (const cmd of [
            [ESC, 0x40],
            [GS, 0x56],
            [GS, 0x21],
          ])
            expect(contar(bytes, cmd), cmd.join(' ')).toBe(contar(limpo, cmd));
          // never a cash-drawer kick (ESC p) or a real-time request (DLE DC4, DLE EOT, DLE ENQ)
          expect(contar(bytes, [ESC, 0x70])).toBe(0);
          for (const b of [0x14, 0x04, 0x05]) expect(contar(bytes, [DLE, b])).toBe(0);
        });
});

describe('paraPagina: text as the printer page prints it', () => {
  // every character but the line breaks (the encoder turns those into its own new line), and one outside the BMP
  const todos =
    Array.from({ length: 0x10000 }, (_, i) => i)
      .filter((i) => (i < 0xd800 || i > 0xdfff) && i !== 0x0a && i !== 0x0d)
      .map((i) => String.fromCharCode(i))
      .join('') + '🍕';

  for (const pagina of PAGINAS) {
    const nome = NOME_NO_ENCODER[pagina];

    it(`${pagina}: no character of the BMP reaches the printer as a byte below 0x20 or DEL`, () => {
      const bytes = CodepageEncoder.encode(paraPagina(todos, nome), nome);
      const proibidos = [...bytes].filter((b) => b < 0x20 || b === 0x7f);
      expect(proibidos).toEqual([]);
      // and the page still prints what it has: its glyphs come back as themselves, one byte each
      expect(bytes.length).toBe([...todos].length);
    });

    it(`${pagina}: the symbols and controls become '?', Portuguese text is kept`, () => {
      expect(paraPagina(SIMBOLOS, nome)).toBe(impresso(pagina, SIMBOLOS));
      expect(paraPagina(CONTROLES, nome)).toBe(impresso(pagina, CONTROLES));
      const texto = 'Pão de queijo, açaí, café, maçã: ÁÉÍÓÚ ÂÊÔ ÃÕ À Ç ü ª º 2× R$ 10,00 ½';
      const esperado = pagina === 'CP860' ? texto.replace('×', '?') : texto;
      expect(paraPagina(texto, nome)).toBe(esperado);
      expect(paraPagina('Chopp 5€', nome)).toBe(
        pagina === 'CP858' || pagina === 'WINDOWS1252' ? 'Chopp 5€' : 'Chopp 5?',
      );
      // a character outside the BMP is one '?', not two
      expect(paraPagina('🍕 grande', nome)).toBe('? grande');
    });
  }

  it('keeps line breaks as \\n (CR LF and a lone CR too), for the encoder to start a new line', () => {
    expect(paraPagina('sem cebola\r\nbem passado\rsem sal\nsem gelo', 'cp860')).toBe(
      'sem cebola\nbem passado\nsem sal\nsem gelo',
    );
  });

  it('a note with a line break prints on two lines (the encoder ends the first), no CR reaches the printer', () => {
    const ticket = producao('x');
    if (ticket.tipo !== 'producao') throw new Error('producao');
    ticket.itens[0]!.observacoes = 'sem cebola\r\nbem passado';
    const texto = Buffer.from(renderizar(trabalho('CP860', ticket))).toString('latin1');
    expect(texto).toMatch(/OBS: sem cebola[^\n]*\n[^\n]*bem passado/);
    expect(texto).not.toContain('\r');
  });
});

describe("a numbered card's pre-bill (issue 37)", () => {
  it("prints the minimum spend as its own line 'Consumação mínima', and nothing when there is none", () => {
    const base = conta('Ana');
    if (base.tipo !== 'conta') throw new Error('conta');
    const texto = (c: ConteudoImpressao) => Buffer.from(renderizar(trabalho('WINDOWS1252', c))).toString('latin1');
    const comMinimo = texto({ ...base, rotulo: 'Cartão 057', consumacao_minima: 39, total: 50, restante: 50 });
    expect(comMinimo).toMatch(/Consumação mínima *R\$ 39,00/);
    expect(texto(base)).not.toContain('Consumação mínima');
  });
});
