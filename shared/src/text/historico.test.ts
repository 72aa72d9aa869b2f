import { describe, expect, it } from 'vitest';
import { descreverHistorico } from './historico';

const em = '2026-11-23T00:14:00Z'; // 21:14 in São Paulo

describe('descreverHistorico', () => {
  it('writes a void with its reason and approver in pt-BR, in the given time zone', () => {
    const h = {
      tipo: 'item_removido',
      usuario: 'Gabriel',
      created_at: em,
      antes: { produto_nome: 'Chope 300 ml', quantidade: 1 },
      depois: null,
      motivo: 'cliente desistiu',
    };
    expect(descreverHistorico(h)).toBe('21:14 · Gabriel removeu 1× Chope 300 ml — motivo: cliente desistiu');
    expect(descreverHistorico({ ...h, depois: { aprovador: 'Gerente Maria' } })).toBe(
      '21:14 · Gabriel removeu 1× Chope 300 ml — motivo: cliente desistiu (aprovado por Gerente Maria)',
    );
    expect(descreverHistorico(h, 'UTC')).toMatch(/^00:14 · /);
  });

  it('writes transfers, moves, merges, quantities and money changes', () => {
    const base = { usuario: 'Ana', created_at: em, motivo: null };
    const itens = [{ produto_nome: 'Coca-Cola', quantidade: 2 }];
    expect(
      descreverHistorico({ ...base, tipo: 'transferencia_saida', antes: null, depois: { mesa_numero: 3, itens } }),
    ).toBe('21:14 · Ana transferiu 2× Coca-Cola para a mesa 03');
    expect(
      descreverHistorico({ ...base, tipo: 'transferencia_entrada', antes: { mesa_numero: 1 }, depois: { itens } }),
    ).toBe('21:14 · Ana recebeu 2× Coca-Cola da mesa 01');
    expect(
      descreverHistorico({ ...base, tipo: 'mudanca_mesa', antes: { mesa_numero: 1 }, depois: { mesa_numero: 12 } }),
    ).toBe('21:14 · Ana mudou a comanda da mesa 01 para a mesa 12');
    expect(descreverHistorico({ ...base, tipo: 'juncao', antes: { mesa_numero: 4 }, depois: null })).toBe(
      '21:14 · Ana juntou a mesa 04 a esta comanda',
    );
    expect(
      descreverHistorico({
        ...base,
        tipo: 'quantidade_alterada',
        antes: { produto_nome: 'Chope', quantidade: 3 },
        depois: { quantidade: 1 },
      }),
    ).toBe('21:14 · Ana reduziu Chope de 3 para 1');
    expect(
      descreverHistorico({ ...base, tipo: 'pagamento', antes: null, depois: { forma: 'pix', valor: 10 } }),
    ).toMatch(/^21:14 · Ana registrou pagamento .* R\$ 10,00$/);
    expect(descreverHistorico({ ...base, tipo: 'algo_novo', antes: null, depois: null })).toBe('21:14 · Ana algo_novo');
  });
});
