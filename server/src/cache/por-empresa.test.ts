import { describe, expect, it } from 'vitest';
import { CachePorEmpresa } from './por-empresa';

/** A cache over a fake table list whose loads are counted. */
function montar() {
  const canal = { ok: true };
  const cache = new CachePorEmpresa<string[]>(() => canal.ok);
  const banco = new Map<number, string[]>([
    [1, ['Mesa 01']],
    [2, ['Mesa 99']],
  ]);
  let cargas = 0;
  const ler = (empresaId: number) =>
    cache.ler(empresaId, async () => {
      cargas += 1;
      return banco.get(empresaId)!;
    });
  return { cache, banco, ler, canal, cargas: () => cargas };
}

describe('per-company cache', () => {
  it('reads through once per company and drops only the company that changed', async () => {
    const { cache, banco, ler, cargas } = montar();
    expect(await ler(1)).toEqual(['Mesa 01']);
    expect(await ler(2)).toEqual(['Mesa 99']);
    await ler(1);
    expect(cargas()).toBe(2);
    banco.set(1, ['Mesa 01', 'Mesa 02']);
    cache.esquecer(1);
    expect(await ler(1)).toEqual(['Mesa 01', 'Mesa 02']);
    await ler(2);
    expect(cargas()).toBe(3);
  });

  it('does not keep a read that raced a change', async () => {
    const { cache, banco } = montar();
    let cargas = 0;
    const ler = () =>
      cache.ler(1, async () => {
        cargas += 1;
        const lido = banco.get(1)!; // read before the change commits...
        if (cargas === 1) {
          banco.set(1, ['Mesa 01 (ocupada)']);
          cache.esquecer(1); // ...which then drops the cache
        }
        return lido;
      });
    expect(await ler()).toEqual(['Mesa 01']);
    expect(await ler()).toEqual(['Mesa 01 (ocupada)']);
    expect(cargas).toBe(2);
  });

  it('is bypassed while the channel between instances is down and starts empty when it returns', async () => {
    const { cache, banco, ler, canal, cargas } = montar();
    await ler(1);
    canal.ok = false;
    banco.set(1, ['changed elsewhere']); // its event was lost in the outage
    expect(await ler(1)).toEqual(['changed elsewhere']);
    await ler(1);
    expect(cargas()).toBe(3);
    canal.ok = true;
    cache.limpar(); // what realtime/io.ts does when Redis is back
    expect(await ler(1)).toEqual(['changed elsewhere']);
    await ler(1);
    expect(cargas()).toBe(4);
  });

  it('keeps values by key within a company (a product each), drops them all on a change, and caps them', async () => {
    const cache = new CachePorEmpresa<string>(() => true, 2);
    const cargas: string[] = [];
    const ler = (empresaId: number, chave: number) =>
      cache.ler(
        empresaId,
        async () => {
          cargas.push(`${empresaId}/${chave}`);
          return `produto ${chave}`;
        },
        chave,
      );
    expect(await ler(1, 10)).toBe('produto 10');
    await ler(1, 11);
    await ler(2, 10);
    await ler(1, 10);
    expect(cargas).toEqual(['1/10', '1/11', '2/10']);
    cache.esquecer(1);
    await ler(1, 10);
    await ler(1, 11);
    await ler(2, 10);
    expect(cargas.slice(3)).toEqual(['1/10', '1/11']);
    await ler(1, 12); // a third key for company 1: its oldest (10) goes
    await ler(1, 11);
    await ler(1, 10);
    expect(cargas.slice(5)).toEqual(['1/12', '1/10']);
  });
});
