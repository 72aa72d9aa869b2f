import type { ConteudoImpressao, TrabalhoImpressao } from '@comanda/shared';
import { COLUNAS_POR_LARGURA, COLUNAS_VALOR, dinheiroImpresso, resumoImpressao, rotuloMesa } from '@comanda/shared';
import { describe, expect, it } from 'vitest';
import { renderizar } from '../src/render.js';

/**
 * What the agent prints with the protocol it shares with the server (shared/src/impressao/protocolo.ts): the paper's
 * columns, money and the table's label come from there, so a ticket says 'Mesa 07' as Settings' queue does.
 */
const conta = (mesa: number | null, valor: number): ConteudoImpressao => ({
  tipo: 'conta',
  empresa: 'Bar',
  mesa,
  cliente: 'Ana',
  abertura: '2026-03-01T15:00:00.000Z',
  fuso: 'America/Sao_Paulo',
  itens: [{ quantidade: 1, produto: 'Picanha', total: valor }],
  subtotal: valor,
  taxa_servico: 0,
  desconto: 0,
  total: valor,
  pago: 0,
  restante: valor,
  pix: null,
});
const trabalho = (largura: 80 | 58, conteudo: ConteudoImpressao): TrabalhoImpressao => ({
  id: 1,
  impressora: { id: 1, nome: 'Caixa', host: '127.0.0.1', porta: 9100, largura, pagina_codigo: 'CP860', copias: 1 },
  criado_em: '2026-03-01T15:00:00.000Z',
  validade_ms: null,
  conteudo,
});
/** The printed lines (as latin1: the ASCII these tests look for reads the same in CP860). */
const linhas = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1').split('\n');

describe('the shared print protocol, as the agent prints it', () => {
  it('labels the table as the server does (zero-padded), and a counter order as Balcão', () => {
    expect(rotuloMesa(7)).toBe('Mesa 07');
    expect(rotuloMesa(123)).toBe('Mesa 123');
    expect(rotuloMesa(null)).toBe('Balcão');
    expect(resumoImpressao('conta', { mesa: 7 })).toBe('Conta — Mesa 07');
    expect(linhas(renderizar(trabalho(80, conta(7, 10)))).join('\n')).toContain('Mesa 07 ');
  });

  it('prints money in pt-BR with plain spaces (no non-breaking space reaches the printer)', () => {
    expect(dinheiroImpresso(1234.5)).toBe('R$ 1.234,50');
    const texto = linhas(renderizar(trabalho(80, conta(7, 1234.5)))).join('\n');
    expect(texto).toContain('R$ 1.234,50');
    expect(texto).not.toContain('\u00a0');
  });

  for (const largura of [80, 58] as const)
    it(`${largura} mm: a value line fills the paper's ${COLUNAS_POR_LARGURA[largura]} columns, the value right-aligned`, () => {
      const colunas = COLUNAS_POR_LARGURA[largura];
      // the line from its label on (the commands that set the style come before it)
      const linha = linhas(renderizar(trabalho(largura, conta(7, 10))))
        .find((l) => l.includes('Subtotal'))
        ?.replace(/^.*?Subtotal/, 'Subtotal');
      expect(linha).toBe(`Subtotal${' '.repeat(colunas - COLUNAS_VALOR - 8)}${'R$ 10,00'.padStart(COLUNAS_VALOR)}`);
    });
});
