import { rotuloDoTrabalho } from '../impressao/protocolo';

/*
 * The wording of printer and agent states (issue 23), one source for the server's alerts and every screen that shows
 * them (kitchen, the waiter's map header, Settings › Impressoras).
 */

/** 'agora', 'há 3 min', 'há 2 h 5 min' */
export function tempoDesde(desde: string | Date | null | undefined, agora: Date = new Date()): string {
  if (!desde) return '';
  const min = Math.max(0, Math.floor((agora.getTime() - new Date(desde).getTime()) / 60_000));
  if (min < 1) return 'agora';
  if (min < 60) return `há ${min} min`;
  const h = Math.floor(min / 60);
  const resto = min % 60;
  return resto ? `há ${h} h ${resto} min` : `há ${h} h`;
}

/** 'Impressora Cozinha offline há 3 min' / 'Impressora Cozinha online' (no time when online or never reported). */
export function textoEstadoImpressora(
  p: { nome: string; online: boolean; desde: string | null },
  agora: Date = new Date(),
): string {
  if (p.online) return `Impressora ${p.nome} online`;
  const quando = tempoDesde(p.desde, agora);
  return `Impressora ${p.nome} offline${quando && quando !== 'agora' ? ` ${quando}` : ''}`;
}

/** '1 ticket aguardando', '2 tickets aguardando', '' for none. */
export function textoAguardando(n: number): string {
  if (n <= 0) return '';
  return n === 1 ? '1 ticket aguardando' : `${n} tickets aguardando`;
}

/** The alert ADMIN and GERENTE get when an agent drops. */
export const textoAgenteDesconectado = (nome: string) => `Agente de impressão "${nome}" desconectado`;

/** 'Agente "Cozinha PC" conectado' / 'Agente "Cozinha PC" desconectado há 3 min' */
export function textoEstadoAgente(
  a: { nome: string; conectado: boolean; desde: string | null },
  agora: Date = new Date(),
): string {
  if (a.conectado) return `Agente "${a.nome}" conectado`;
  const quando = tempoDesde(a.desde, agora);
  return `Agente "${a.nome}" desconectado${quando && quando !== 'agora' ? ` ${quando}` : ''}`;
}

/**
 * A job's one-line summary: 'Mesa 07 — Cozinha', 'Balcão — Bar', 'Conta — Mesa 07', 'Fechamento de caixa — Hoje',
 * 'DANFE NFC-e nº 12 — Mesa 07'.
 */
export function resumoImpressao(
  tipo: 'producao' | 'cancelamento' | 'conta' | 'caixa' | 'nfce',
  p: {
    mesa?: number | null;
    rotulo?: string | null;
    estacao?: string | null;
    periodo?: string | null;
    numero?: string | null;
  },
): string {
  const mesa = rotuloDoTrabalho(p);
  if (tipo === 'nfce') return `DANFE NFC-e nº ${p.numero ?? ''}${p.rotulo ? ` — ${p.rotulo}` : ''}`;
  if (tipo === 'conta') return `Conta — ${mesa}`;
  if (tipo === 'caixa') return `Fechamento de caixa — ${p.periodo ?? ''}`;
  return `${mesa} — ${p.estacao ?? ''}${tipo === 'cancelamento' ? ' (cancelamento)' : ''}`;
}
