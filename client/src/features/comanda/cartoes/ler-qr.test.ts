import { describe, expect, it } from 'vitest';
import { lerConteudo } from './ler-qr';

describe("what a scanned card's QR names", () => {
  it.each([
    ['https://bar.exemplo.com.br/c/Q1w2E3r4T5y6U7i8', { codigo: 'Q1w2E3r4T5y6U7i8' }],
    ['http://127.0.0.1:3000/c/abc_DEF-123/', { codigo: 'abc_DEF-123' }],
    ['/c/abc123', { codigo: 'abc123' }],
    [' 57 ', { numero: 57 }],
  ])('%s', (texto, esperado) => expect(lerConteudo(texto)).toEqual(esperado));

  it.each([
    'https://bar.exemplo.com.br/m/Q1w2E3r4T5y6U7i8',
    'https://bar.exemplo.com.br/comanda/abc',
    'https://outro.site/c/abc/extra',
    'texto qualquer',
    '123456',
    '',
  ])('refuses %s', (texto) => expect(lerConteudo(texto)).toBeNull());
});
