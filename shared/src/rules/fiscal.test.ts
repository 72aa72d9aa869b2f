import { describe, expect, it } from 'vitest';
import { cfopValido, esperaDaTentativa, ncmValido, ratearNaNota, refDaNota } from './fiscal';

describe('NFC-e rules', () => {
  it('spread the discount and the service charge over the lines to the cent', () => {
    const linhas = [{ total: 1300 }, { total: 990 }, { total: 3990 }];
    expect(ratearNaNota(linhas, 500, 628)).toEqual([
      { desconto: 103, outras: 130 },
      { desconto: 79, outras: 99 },
      { desconto: 318, outras: 399 },
    ]);
    for (const [desconto, taxa] of [
      [1, 1],
      [7, 13],
      [999, 577],
    ] as const) {
      const r = ratearNaNota([{ total: 333 }, { total: 333 }, { total: 334 }], desconto, taxa);
      expect(r.reduce((s, x) => s + x.desconto, 0)).toBe(desconto);
      expect(r.reduce((s, x) => s + x.outras, 0)).toBe(taxa);
    }
    expect(ratearNaNota([{ total: 500 }], 0, 0)).toEqual([{ desconto: 0, outras: 0 }]);
  });

  it.each([
    ['21069090', true],
    ['2106909', false],
    ['2106909a', false],
  ])('NCM %s valid: %s', (ncm, ok) => expect(ncmValido(ncm)).toBe(ok));

  it.each([
    ['5102', true],
    ['5405', true],
    ['6102', false],
    ['510', false],
  ])('CFOP %s valid: %s', (cfop, ok) => expect(cfopValido(cfop)).toBe(ok));

  it('retry after 2 s, doubling, never more than 30 s apart', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(esperaDaTentativa)).toEqual([
      2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it("a note's reference is the tab's, the same on every resend", () => {
    expect(refDaNota(7, 1234)).toBe('cv-7-1234');
  });
});
