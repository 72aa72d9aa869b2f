import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { criarVezDeLogin } from './vez-de-login';

describe('login queue', () => {
  it('runs at most N jobs at once, in arrival order, and refuses past the waiting limit with 503 + Retry-After', async () => {
    const naVez = criarVezDeLogin(2, 3);
    let rodando = 0;
    let pico = 0;
    const ordem: number[] = [];
    const liberar: (() => void)[] = [];
    const job = (i: number) =>
      naVez(async () => {
        rodando++;
        pico = Math.max(pico, rodando);
        ordem.push(i);
        await new Promise<void>((r) => liberar.push(r));
        rodando--;
        return i;
      });
    const aceitos = [0, 1, 2, 3, 4].map(job);
    const recusado = job(5).catch((e) => e);
    const erro = await recusado;
    expect(erro).toBeInstanceOf(AppError);
    expect(erro).toMatchObject({ statusCode: 503, retryAfter: 5 });
    // drain: release whichever job is running until all five finished
    while (ordem.length < 5 || liberar.length) {
      await new Promise((r) => setImmediate(r));
      liberar.shift()?.();
    }
    expect(await Promise.all(aceitos)).toEqual([0, 1, 2, 3, 4]);
    expect(pico).toBe(2);
    expect(ordem).toEqual([0, 1, 2, 3, 4]);
    // a failing job frees its slot too
    await expect(
      naVez(async () => {
        throw new Error('x');
      }),
    ).rejects.toThrow('x');
    expect(await naVez(async () => 'ok')).toBe('ok');
  });
});
