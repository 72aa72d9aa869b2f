import { afterEach, describe, expect, it, vi } from 'vitest';
import { iniciarTrabalhador, type Rodar } from './trabalhador';

afterEach(() => vi.useRealTimers());

/** A promise and its resolve, to hold a task open. */
function aberta() {
  let resolver!: () => void;
  const p = new Promise<void>((r) => (resolver = r));
  return { p, resolver };
}

describe('trabalhador (the shell of the fiscal sender and the iFood worker)', () => {
  it('never starts a round while the previous one runs', async () => {
    vi.useFakeTimers();
    const rodadas: ReturnType<typeof aberta>[] = [];
    const parar = iniciarTrabalhador({
      log: () => {},
      intervaloMs: 100,
      rodada: () => {
        const r = aberta();
        rodadas.push(r);
        return r.p;
      },
      ouvir: () => () => {},
    });
    await vi.advanceTimersByTimeAsync(350);
    expect(rodadas).toHaveLength(1);
    rodadas[0]!.resolver();
    await vi.advanceTimersByTimeAsync(100);
    expect(rodadas).toHaveLength(2);
    rodadas[1]!.resolver();
    await parar();
  });

  it('logs a failed task and goes on; after the stop it unsubscribes and starts nothing', async () => {
    let rodar!: Rodar;
    const cancelar = vi.fn();
    const erros: unknown[] = [];
    const parar = iniciarTrabalhador({
      log: (e) => erros.push(e),
      intervaloMs: 0,
      rodada: async () => {},
      ouvir: (r) => {
        rodar = r;
        return cancelar;
      },
    });
    const feitas: string[] = [];
    rodar(() => Promise.reject(new Error('provedor fora')));
    rodar(async () => void feitas.push('antes'));
    await parar();
    expect(erros).toEqual([new Error('provedor fora')]);
    expect(feitas).toEqual(['antes']);
    expect(cancelar).toHaveBeenCalledOnce();
    rodar(async () => void feitas.push('depois'));
    await Promise.resolve();
    expect(feitas).toEqual(['antes']);
  });

  it('the stop waits for a task in flight, but not past 2 s for one that hangs', async () => {
    vi.useFakeTimers();
    let rodar!: Rodar;
    const parar = iniciarTrabalhador({
      log: () => {},
      intervaloMs: 0,
      rodada: async () => {},
      ouvir: (r) => ((rodar = r), () => {}),
    });
    const curta = aberta();
    let gravou = false;
    rodar(() => curta.p.then(() => void (gravou = true)));
    rodar(() => new Promise(() => {})); // a call whose answer never comes
    let parou = false;
    void parar().then(() => (parou = true));
    await vi.advanceTimersByTimeAsync(500);
    curta.resolver();
    await vi.advanceTimersByTimeAsync(0);
    expect(gravou).toBe(true);
    expect(parou).toBe(false);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(parou).toBe(true);
  });
});
