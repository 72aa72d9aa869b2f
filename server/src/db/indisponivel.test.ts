import { describe, expect, it } from 'vitest';
import { bancoIndisponivel } from './indisponivel';

describe('bancoIndisponivel', () => {
  it('recognises a database that cannot be reached, and nothing else', () => {
    const erro = (props: Record<string, unknown>, message = 'x') => Object.assign(new Error(message), props);
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', 'ECONNREFUSED', 'ECONNRESET'])
      expect(bancoIndisponivel(erro({ code })), code).toBe(true);
    expect(bancoIndisponivel(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(bancoIndisponivel(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(bancoIndisponivel(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(
      bancoIndisponivel(new AggregateError([erro({ code: 'ECONNREFUSED' }), erro({ code: 'ECONNREFUSED' })])),
    ).toBe(true);
    // query errors stay what they are (409, 400, 500)
    for (const code of ['23505', '23503', '22003', '42P01'])
      expect(bancoIndisponivel(erro({ code })), code).toBe(false);
    expect(bancoIndisponivel(new AggregateError([]))).toBe(false);
    expect(bancoIndisponivel(undefined)).toBe(false);
  });
});
