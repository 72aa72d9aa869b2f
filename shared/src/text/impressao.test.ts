import { describe, expect, it } from 'vitest';
import { resumoImpressao, tempoDesde, textoAguardando, textoEstadoImpressora } from './impressao';

const agora = new Date('2026-11-25T15:00:00Z');

describe('textos de impressão', () => {
  it('offline há N min, online sem tempo', () => {
    const desde = new Date(agora.getTime() - 3 * 60_000).toISOString();
    expect(textoEstadoImpressora({ nome: 'Cozinha', online: false, desde }, agora)).toBe(
      'Impressora Cozinha offline há 3 min',
    );
    expect(textoEstadoImpressora({ nome: 'Cozinha', online: true, desde }, agora)).toBe('Impressora Cozinha online');
    expect(tempoDesde(new Date(agora.getTime() - 125 * 60_000), agora)).toBe('há 2 h 5 min');
  });

  it('tickets aguardando no singular e no plural', () => {
    expect(textoAguardando(0)).toBe('');
    expect(textoAguardando(1)).toBe('1 ticket aguardando');
    expect(textoAguardando(2)).toBe('2 tickets aguardando');
  });

  it('resumo do trabalho', () => {
    expect(resumoImpressao('producao', { mesa: 7, estacao: 'Cozinha' })).toBe('Mesa 07 — Cozinha');
    expect(resumoImpressao('caixa', { periodo: 'Hoje' })).toBe('Fechamento de caixa — Hoje');
  });
});
