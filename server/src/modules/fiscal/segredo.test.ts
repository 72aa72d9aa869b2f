import { describe, expect, it } from 'vitest';
import { chaveFiscal, cifrar, decifrar } from './segredo';

const base = { production: false, jwtSecret: 'x'.repeat(40), fiscal: { timeoutMs: 1, intervaloMs: 0 } };

describe('provider tokens at rest', () => {
  it('AES-256-GCM: a fresh IV each time, opened only with the same key and by the same company', () => {
    const chave = chaveFiscal({ ...base, fiscal: { ...base.fiscal, chave: 'c'.repeat(32) } });
    const a = cifrar(chave, 1, 'token-123');
    expect(a).toMatch(/^v1:/);
    expect(a).not.toContain('token-123');
    expect(cifrar(chave, 1, 'token-123')).not.toBe(a);
    expect(decifrar(chave, 1, a)).toBe('token-123');
    // copied to another company's row, or read with another key: it does not open
    expect(decifrar(chave, 2, a)).toBeNull();
    expect(decifrar(chaveFiscal({ ...base, fiscal: { ...base.fiscal, chave: 'd'.repeat(32) } }), 1, a)).toBeNull();
    const adulterado = a.slice(0, -2) + (a.endsWith('A') ? 'BB' : 'AA');
    expect(decifrar(chave, 1, adulterado)).toBeNull();
  });

  it('without FISCAL_CHAVE: derived from the JWT secret outside production, refused in production', () => {
    const dev = chaveFiscal(base);
    expect(dev).toHaveLength(32);
    expect(decifrar(chaveFiscal(base), 7, cifrar(dev, 7, 'segredo'))).toBe('segredo');
    expect(chaveFiscal({ ...base, production: true })).toBeNull();
    expect(() => cifrar(null, 1, 'segredo')).toThrow(
      'Defina FISCAL_CHAVE no servidor antes de salvar o token do provedor fiscal',
    );
  });
});
