import { describe, expect, it } from 'vitest';
import { cnpjValido, formatarCnpj } from './cnpj';

describe('CNPJ', () => {
  it.each([
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['11.444.777/0001-61', true],
    ['11.222.333/0001-82', false],
    ['11.222.333/0001-91', false],
    ['00.000.000/0000-00', false],
    ['11111111111111', false],
    ['1122233300018', false],
    ['', false],
  ])('%s valid: %s', (v, ok) => expect(cnpjValido(v)).toBe(ok));
  it('formats', () => {
    expect(formatarCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatarCnpj('112223')).toBe('11.222.3');
    expect(formatarCnpj(null)).toBe('');
  });
});
