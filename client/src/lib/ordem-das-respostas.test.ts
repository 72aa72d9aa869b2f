import { describe, expect, it } from 'vitest';
import { ordemDasRespostas } from './ordem-das-respostas';

describe('ordemDasRespostas: an older answer never replaces a newer one', () => {
  it('an earlier request answered after a later one is dropped', () => {
    const ordem = ordemDasRespostas();
    const primeira = ordem.nova();
    const segunda = ordem.nova();
    expect(segunda()).toBe(true);
    expect(primeira()).toBe(false);
  });

  it('answers in order are all applied, even while newer requests are on their way', () => {
    const ordem = ordemDasRespostas();
    const primeira = ordem.nova();
    const segunda = ordem.nova();
    ordem.nova();
    expect(primeira()).toBe(true);
    expect(segunda()).toBe(true);
  });

  it('a change made here drops the answers of every request made before it, not of the ones after', () => {
    const ordem = ordemDasRespostas();
    const antes = ordem.nova();
    ordem.invalidar();
    const depois = ordem.nova();
    expect(antes()).toBe(false);
    expect(depois()).toBe(true);
  });

  it('each list keeps its own order', () => {
    const a = ordemDasRespostas();
    const b = ordemDasRespostas();
    const deA = a.nova();
    b.nova()();
    expect(deA()).toBe(true);
  });
});
