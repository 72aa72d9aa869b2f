import { describe, expect, it } from 'vitest';
import {
  corIdadeTicket,
  podeMoverProducao,
  proximoStatusProducao,
  STATUS_PRODUCAO,
  tempoDecorrido,
  transicaoProducao,
} from './producao';

describe('production status machine', () => {
  it('moves forward (skipping em_preparo on a bump), recalls pronto, and nothing else', () => {
    const validas = STATUS_PRODUCAO.flatMap((de) =>
      STATUS_PRODUCAO.filter((para) => transicaoProducao(de, para)).map((para) => `${de}>${para}`),
    );
    expect(validas).toEqual([
      'pendente>em_preparo',
      'pendente>pronto',
      'em_preparo>pronto',
      'pronto>em_preparo',
      'pronto>entregue',
    ]);
  });
  it('the kitchen produces, the waiter delivers', () => {
    expect(podeMoverProducao('COZINHA', 'pendente', 'pronto')).toBe(true);
    expect(podeMoverProducao('GARCOM', 'pendente', 'pronto')).toBe(false);
    expect(podeMoverProducao('GARCOM', 'pronto', 'entregue')).toBe(true);
    expect(podeMoverProducao('CAIXA', 'pronto', 'entregue')).toBe(false);
    expect(podeMoverProducao('ADMIN', 'entregue', 'pronto')).toBe(false);
  });
  it('one tap advances pendente and em_preparo only', () => {
    expect(STATUS_PRODUCAO.map(proximoStatusProducao)).toEqual(['em_preparo', 'pronto', null, null]);
  });
});

describe('ticket age', () => {
  const t0 = Date.parse('2026-11-22T20:00:00Z');
  const limites = { amarelo: 10, vermelho: 20 };
  it('is neutral, then amber at the first threshold, then red at the second', () => {
    expect(corIdadeTicket(t0, limites, t0 + 9 * 60_000 + 59_000)).toBe('neutro');
    expect(corIdadeTicket(t0, limites, t0 + 10 * 60_000)).toBe('amarelo');
    expect(corIdadeTicket(t0, limites, t0 + 20 * 60_000)).toBe('vermelho');
    expect(corIdadeTicket(new Date(t0).toISOString(), { amarelo: 1, vermelho: 2 }, t0 + 90_000)).toBe('amarelo');
  });
  it('reads as a kitchen screen says it', () => {
    expect(tempoDecorrido(t0, t0 + 45_000)).toBe('45 s');
    expect(tempoDecorrido(t0, t0 + 7 * 60_000 + 30_000)).toBe('7 min');
    expect(tempoDecorrido(t0, t0 + 65 * 60_000)).toBe('1 h 05');
    expect(tempoDecorrido(t0 + 5000, t0)).toBe('0 s');
  });
});
