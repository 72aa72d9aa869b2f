import { describe, expect, it } from 'vitest';
import { formatBRL } from './format';

// the reference formatBRL replaced: Intl's pt-BR currency format, its no-break spaces made plain
const intl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const referencia = (n: number) => intl.format(n).replace(/\u00a0/g, ' ');

describe('formatBRL', () => {
  it('writes money as Intl pt-BR does, including rounding halves, signs and thousands', () => {
    const casos = [
      0, -0, 0.005, 0.015, 0.125, -0.125, 1.005, -0.001, 0.994, 0.995, 9.999, 12.5, -12.5, 999.995, 1000, 1234.5,
    ];
    casos.push(12345678.9, -987654321.12, 1e12 + 0.015, 100, 99.99, 1000000, 1e21, -1.5e22, 1e-7, -4e-7, 2 ** 53 + 0.5);
    // and 2,000 random amounts of every size, in cents and with stray fractions
    let semente = 7;
    const aleatorio = () => (semente = (semente * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 2000; i++) {
      const escala = 10 ** Math.floor(aleatorio() * 12);
      const v = (aleatorio() - 0.3) * escala;
      casos.push(i % 2 ? Math.round(v * 100) / 100 : v);
    }
    for (const v of casos) expect(formatBRL(v), String(v)).toBe(referencia(v));
  });

  it('reads numeric strings and treats anything else as zero', () => {
    expect(formatBRL('1234.5')).toBe('R$ 1.234,50');
    expect(formatBRL('abc')).toBe('R$ 0,00');
    expect(formatBRL(null)).toBe('R$ 0,00');
    expect(formatBRL(undefined)).toBe('R$ 0,00');
    expect(formatBRL(Number.NaN)).toBe('R$ 0,00');
    expect(formatBRL(Infinity)).toBe('R$ 0,00');
  });
});
