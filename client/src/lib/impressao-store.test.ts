import { describe, expect, it } from 'vitest';
import type { EstadoImpressao } from '@comanda/shared';
import { resumirImpressao } from './impressao-store';

const agora = new Date('2026-11-25T12:00:00Z');
const ha = (min: number) => new Date(agora.getTime() - min * 60_000).toISOString();
const impressora = (p: Partial<EstadoImpressao['impressoras'][number]> = {}) => ({
  id: 1,
  nome: 'Cozinha',
  online: true,
  desde: ha(10),
  aguardando: 0,
  erro: null,
  tipos: ['producao' as const],
  ...p,
});
const agente = { id: 7, nome: 'PC Cozinha', conectado: true, desde: ha(20) };

describe('the printers status line (kitchen board, map header)', () => {
  it('is hidden while the state is unknown and when the company has no active printer', () => {
    expect(resumirImpressao(null, agora)).toBeNull();
    expect(resumirImpressao({ agentes: [agente], impressoras: [] }, agora)).toBeNull();
  });

  it('says the agent is connected when all is well, and lists every agent and printer in the shared wording', () => {
    expect(resumirImpressao({ agentes: [agente], impressoras: [impressora()] }, agora)).toEqual({
      ok: true,
      titulo: 'Agente "PC Cozinha" conectado',
      linhas: ['Agente "PC Cozinha" conectado', 'Impressora Cozinha online'],
    });
  });

  it('leads with the first problem: a dropped agent, then a printer offline with its queue', () => {
    const estado = {
      agentes: [{ ...agente, conectado: false, desde: ha(2) }],
      impressoras: [impressora({ online: false, desde: ha(3), aguardando: 2 })],
    };
    const r = resumirImpressao(estado, agora)!;
    expect(r.ok).toBe(false);
    expect(r.titulo).toBe('Agente "PC Cozinha" desconectado há 2 min');
    expect(r.linhas[1]).toBe('Impressora Cozinha offline há 3 min · 2 tickets aguardando');
    const soImpressora = resumirImpressao({ ...estado, agentes: [agente] }, agora)!;
    expect(soImpressora.titulo).toBe('Impressora Cozinha offline há 3 min · 2 tickets aguardando');
  });

  it('a printer no agent has reported yet is no alarm', () => {
    const r = resumirImpressao({ agentes: [agente], impressoras: [impressora({ online: false, desde: null })] }, agora);
    expect(r).toMatchObject({ ok: true, titulo: 'Agente "PC Cozinha" conectado' });
  });

  it('printers without any agent are a problem too', () => {
    expect(resumirImpressao({ agentes: [], impressoras: [impressora()] }, agora)?.titulo).toBe(
      'Nenhum agente de impressão conectado',
    );
  });
});
