import { describe, expect, it } from 'vitest';
import { manter, mesmoSeIgual } from './manter';

describe('manter: a reload keeps what did not change', () => {
  const antes = { 1: { id: 1, nome: 'Mesa 01' }, 2: { id: 2, nome: 'Mesa 02' } };

  it('the same content gives back the same collection, so nothing re-renders', () => {
    const recarregado = JSON.parse(JSON.stringify(antes)) as typeof antes;
    expect(manter(antes, recarregado)).toBe(antes);
  });

  it('a changed entry is the new object; the others keep theirs', () => {
    const depois = { 1: { id: 1, nome: 'Mesa 01' }, 2: { id: 2, nome: 'Varanda' } };
    const r = manter(antes, depois);
    expect(r).not.toBe(antes);
    expect(r[1]).toBe(antes[1]);
    expect(r[2]).toBe(depois[2]);
  });

  it('an entry gone or added is a new collection', () => {
    expect(manter(antes, { 1: { id: 1, nome: 'Mesa 01' } })).toEqual({ 1: antes[1] });
    const mais = { ...JSON.parse(JSON.stringify(antes)), 3: { id: 3, nome: 'Mesa 03' } };
    const r = manter(antes, mais);
    expect(r).not.toBe(antes);
    expect(r[2]).toBe(antes[2]);
  });

  it('mesmoSeIgual keeps a list or object reloaded whole when its content is the same', () => {
    const limites = { amarelo: 10, vermelho: 20 };
    expect(mesmoSeIgual(limites, { amarelo: 10, vermelho: 20 })).toBe(limites);
    const novos = { amarelo: 12, vermelho: 20 };
    expect(mesmoSeIgual(limites, novos)).toBe(novos);
  });
});
