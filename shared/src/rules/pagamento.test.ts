import { describe, expect, it } from 'vitest';
import {
  aplicarPagamento,
  calcularDesconto,
  calcularTaxaServico,
  calcularTotais,
  dividirConta,
  validarDesconto,
  valorPorItens,
  valoresRapidos,
} from './pagamento';
import { normalizarChavePix } from './pix';

describe('service charge', () => {
  it.each([
    // [subtotal cents, percent, expected cents]
    [10000, 10, 1000],
    [12345, 10, 1235], // 1234.5 -> half-up
    [12344, 10, 1234], // 1234.4 -> down
    [5, 10, 1], // 0.5 -> 1
    [4, 10, 0],
    [9999, 12.5, 1250], // 1249.875 -> 1250
    [3333, 13, 433], // 433.29
    [10000, 0, 0],
    [0, 10, 0],
  ])('%i cents at %d%% -> %i', (subtotal, pct, taxa) => expect(calcularTaxaServico(subtotal, pct)).toBe(taxa));
});

describe('discount bounds', () => {
  it.each([
    [{ tipo: 'valor', valor: 10 }, 5000, null],
    [{ tipo: 'valor', valor: 50 }, 5000, null],
    [{ tipo: 'valor', valor: 50.01 }, 5000, 'Desconto não pode ser maior que o subtotal'],
    [{ tipo: 'percentual', valor: 100 }, 5000, null],
    [{ tipo: 'percentual', valor: 100.5 }, 5000, 'Desconto não pode ser maior que 100%'],
    [{ tipo: 'valor', valor: -1 }, 5000, 'Desconto inválido'],
  ] as const)('%j on %i cents -> %s', (d, subtotal, erro) => expect(validarDesconto(d, subtotal)).toBe(erro));

  it('a percentual discount follows the subtotal; a fixed one is capped by it', () => {
    expect(calcularDesconto({ tipo: 'percentual', valor: 15 }, 3333)).toBe(500); // 499.95
    expect(calcularDesconto({ tipo: 'valor', valor: 20 }, 1500)).toBe(1500);
    expect(calcularDesconto({ tipo: 'valor', valor: 0 }, 1500)).toBe(0);
    expect(calcularDesconto(null, 1500)).toBe(0);
  });
});

describe('totals', () => {
  it('total = subtotal + service charge − discount; remaining never negative; change summed', () => {
    const t = calcularTotais({
      subtotal: 10000,
      percentualTaxa: 10,
      cobrarTaxa: true,
      desconto: { tipo: 'valor', valor: 5 },
      pagamentos: [{ valor: 5000 }, { valor: 5500, troco: 450 }],
    });
    expect(t).toEqual({
      subtotal: 10000,
      taxa_servico: 1000,
      desconto: 500,
      taxa_entrega: 0,
      consumacao_minima: 0,
      total: 10500,
      total_pago: 10500,
      restante: 0,
      troco: 450,
    });
    const semTaxa = calcularTotais({
      subtotal: 10000,
      percentualTaxa: 10,
      cobrarTaxa: false,
      pagamentos: [{ valor: 2500 }],
    });
    expect(semTaxa).toMatchObject({ taxa_servico: 0, total: 10000, restante: 7500 });
  });

  it("charges what a card's items fall short of its minimum spend, as part of the total (issue 37)", () => {
    const abaixo = calcularTotais({
      subtotal: 3000,
      percentualTaxa: 10,
      cobrarTaxa: true,
      minimoConsumacao: 5000,
      pagamentos: [{ valor: 2000 }],
    });
    // service charge on the items only; the line is the difference to the minimum
    expect(abaixo).toMatchObject({ taxa_servico: 300, consumacao_minima: 2000, total: 5300, restante: 3300 });
    expect(
      calcularTotais({ subtotal: 6000, percentualTaxa: 0, cobrarTaxa: false, minimoConsumacao: 5000 }),
    ).toMatchObject({ consumacao_minima: 0, total: 6000 });
    expect(calcularTotais({ subtotal: 0, percentualTaxa: 0, cobrarTaxa: false, minimoConsumacao: null }).total).toBe(0);
  });
});

describe('payments', () => {
  it('refuses overpayment for non-cash methods and computes change for cash', () => {
    expect(aplicarPagamento(1000, 'pix', 1001)).toEqual({
      ok: false,
      status: 400,
      message: 'Valor maior que o restante (R$ 10,00)',
    });
    expect(aplicarPagamento(1000, 'credito', 1000)).toEqual({ ok: true, valor: 1000, valor_recebido: 1000, troco: 0 });
    expect(aplicarPagamento(1000, 'dinheiro', 1000, 5000)).toEqual({
      ok: true,
      valor: 1000,
      valor_recebido: 5000,
      troco: 4000,
    });
    expect(aplicarPagamento(1000, 'dinheiro', 2000)).toEqual({
      ok: true,
      valor: 1000,
      valor_recebido: 2000,
      troco: 1000,
    });
    expect(aplicarPagamento(1000, 'dinheiro', 500, 400)).toMatchObject({ ok: false, status: 400 });
    expect(aplicarPagamento(0, 'dinheiro', 500)).toMatchObject({
      ok: false,
      status: 409,
      message: 'Conta já está paga',
    });
    expect(aplicarPagamento(1000, 'debito', 0)).toMatchObject({ ok: false, status: 400 });
  });

  it('quick cash amounts: exact, then the next R$ 10 / 50 / 100', () => {
    expect(valoresRapidos(8730)).toEqual([8730, 9000, 10000]);
    expect(valoresRapidos(12345)).toEqual([12345, 13000, 15000, 20000]);
    expect(valoresRapidos(5000)).toEqual([5000, 10000]);
    expect(valoresRapidos(0)).toEqual([]);
  });
});

describe('split by N people', () => {
  it.each([
    [10000, 3, [3334, 3333, 3333]],
    [10001, 2, [5001, 5000]],
    [2, 3, [1, 1, 0]],
    [9999, 4, [2500, 2500, 2500, 2499]],
  ])('%i cents by %i -> %j', (valor, n, partes) => expect(dividirConta(valor, n)).toEqual(partes));

  it('property: shares always sum exactly to the amount, differ by at most one cent, larger first', () => {
    let seed = 42;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let k = 0; k < 5000; k++) {
      const valor = Math.floor(rand() * 10_000_000);
      const n = 2 + Math.floor(rand() * 49);
      const partes = dividirConta(valor, n);
      expect(partes).toHaveLength(n);
      expect(partes.reduce((s, p) => s + p, 0)).toBe(valor);
      expect(Math.max(...partes) - Math.min(...partes)).toBeLessThanOrEqual(1);
      expect([...partes].sort((a, b) => b - a)).toEqual(partes);
      expect(partes.every(Number.isInteger)).toBe(true);
    }
  });
});

describe('split by items', () => {
  it('adds the ticked items and their share of the service charge', () => {
    // subtotal 100,00 with 10,00 service charge; items of 30,00 and 15,50 ticked
    expect(valorPorItens([3000, 1550], 10000, 1000)).toEqual({ itens: 4550, taxa_servico: 455, total: 5005 });
    // every item ticked -> the whole charge, no cent lost
    expect(valorPorItens([3333, 3333, 3334], 10000, 1000)).toEqual({ itens: 10000, taxa_servico: 1000, total: 11000 });
    // charge removed from the tab -> no share
    expect(valorPorItens([3000], 10000, 0)).toEqual({ itens: 3000, taxa_servico: 0, total: 3000 });
    expect(valorPorItens([], 10000, 1000)).toEqual({ itens: 0, taxa_servico: 0, total: 0 });
  });
});

describe('PIX key', () => {
  it.each([
    ['529.982.247-25', { tipo: 'cpf', chave: '52998224725' }],
    ['529.982.247-24', null],
    ['11.222.333/0001-81', { tipo: 'cnpj', chave: '11222333000181' }],
    ['Caixa@Demo.com.br', { tipo: 'email', chave: 'caixa@demo.com.br' }],
    ['caixa@demo', null],
    ['+55 (11) 98765-4321', { tipo: 'telefone', chave: '+5511987654321' }],
    ['+1 555 1234', null],
    ['123e4567-E89B-12d3-a456-426614174000', { tipo: 'aleatoria', chave: '123e4567-e89b-12d3-a456-426614174000' }],
    ['chave qualquer', null],
    ['', null],
  ])('%s -> %j', (entrada, esperado) => expect(normalizarChavePix(entrada)).toEqual(esperado));
});
