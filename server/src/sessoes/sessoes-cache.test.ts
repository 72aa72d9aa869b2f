import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffSession } from './sessao';
import { SessoesEmCache, alvoDoEvento } from './sessoes-cache';

const sessao = (id: number, empresaId: number, sid: string): StaffSession => ({
  id,
  empresaId,
  nome: `U${id}`,
  perfil: 'GARCOM',
  sessao: { jti: `j-${sid}`, exp: Date.now() / 1000 + 3600, iat: 0, sid },
});

/** A cache whose lookups are counted, with tokens a (user 1), b (user 2, same company) and c (another company). */
function montar(canal = { ok: true }) {
  const cache = new SessoesEmCache(() => canal.ok);
  const consultas: string[] = [];
  const usar = (jti: string, s: StaffSession) =>
    cache.lembrar(
      jti,
      async () => {
        consultas.push(jti);
        return s;
      },
      Date.now(),
    );
  const todos = async () => {
    await usar('a', sessao(1, 10, 'sa'));
    await usar('b', sessao(2, 10, 'sb'));
    await usar('c', sessao(3, 20, 'sc'));
  };
  return { cache, consultas, todos, canal };
}

describe('staff session cache', () => {
  afterEach(() => vi.useRealTimers());

  it('looks a token up once, then answers from memory', async () => {
    const { consultas, todos } = montar();
    await todos();
    await todos();
    expect(consultas).toEqual(['a', 'b', 'c']);
  });

  it("keeps a token no longer than a minute, and never past the token's expiry", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { cache, consultas } = montar();
    const curta = { ...sessao(1, 10, 'sa'), sessao: { jti: 'j', exp: Date.now() / 1000 + 5, iat: 0 } };
    const usar = (token: string, s: StaffSession) =>
      cache.lembrar(
        token,
        async () => {
          consultas.push(token);
          return s;
        },
        Date.now(),
      );
    await usar('curta', curta);
    await usar('longa', sessao(2, 10, 'sb'));
    vi.advanceTimersByTime(4_000);
    await usar('curta', curta);
    await usar('longa', sessao(2, 10, 'sb'));
    expect(consultas).toEqual(['curta', 'longa']);
    vi.advanceTimersByTime(2_000); // the short token expired: checked again (and refused there)
    await usar('curta', curta);
    await usar('longa', sessao(2, 10, 'sb'));
    expect(consultas).toEqual(['curta', 'longa', 'curta']);
    vi.advanceTimersByTime(55_000);
    await usar('longa', sessao(2, 10, 'sb'));
    expect(consultas).toEqual(['curta', 'longa', 'curta', 'longa']);
  });

  it('drops exactly what a revocation reaches: one session, one user, one company', async () => {
    const { cache, consultas, todos } = montar();
    await todos();
    cache.esquecer({ empresaId: 10, sessaoId: 'sa' });
    await todos();
    expect(consultas.slice(3)).toEqual(['a']);
    cache.esquecer({ empresaId: 10, usuarioId: 2 });
    await todos();
    expect(consultas.slice(4)).toEqual(['b']);
    cache.esquecer({ empresaId: 20 });
    await todos();
    expect(consultas.slice(5)).toEqual(['c']);
  });

  it('is bypassed while the channel between instances is down, and starts empty when it returns', async () => {
    const { cache, consultas, todos, canal } = montar();
    await todos();
    canal.ok = false;
    await todos();
    await todos();
    expect(consultas).toHaveLength(9);
    canal.ok = true;
    cache.limpar(); // what realtime/io.ts does when Redis is back
    await todos();
    await todos();
    expect(consultas).toHaveLength(12);
  });

  it('answers but does not keep a lookup that raced a revocation', async () => {
    const { cache } = montar();
    let consultas = 0;
    const conferir = async () => {
      consultas += 1;
      const s = sessao(1, 10, 'sa');
      if (consultas === 1) cache.esquecer({ empresaId: 10, sessaoId: 'sa' }); // the logout commits meanwhile
      return s;
    };
    await cache.lembrar('a', conferir, Date.now());
    await cache.lembrar('a', conferir, Date.now());
    expect(consultas).toBe(2);
  });

  it('reads its targets from revocations and user changes only', () => {
    expect(
      alvoDoEvento({ empresaId: 1, usuarioId: 7, nome: 'sessao:encerrada', payload: { message: 'x' } }),
    ).toMatchObject({ empresaId: 1, usuarioId: 7 });
    expect(alvoDoEvento({ empresaId: 1, nome: 'usuario:atualizado', payload: { id: 9 } })).toEqual({
      empresaId: 1,
      usuarioId: 9,
    });
    expect(alvoDoEvento({ empresaId: 1, nome: 'mesa:removida', payload: { id: 9 } })).toBeNull();
  });
});
