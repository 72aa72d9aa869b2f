import type { LarguraPapel } from '../schemas/impressao';
import { formatBRL, rotuloComanda } from '../text/format';

/*
 * The print agent's protocol (issue 23), one source for the server (realtime/agentes.ts) and the agent (agente/src,
 * which the build bundles with this file into the agente.js that Settings › Impressoras offers for download). Plain
 * runtime code with no zod or other library (only types from schemas/), so the agent's bundle carries it as it is.
 * The messages' shapes (TrabalhoImpressao, AgenteServerEvents, AgenteClientEvents) are in schemas/impressao.ts.
 */

/** The agents' socket.io namespace: same server and path (/socket.io) as the staff's, a handshake of its own. */
export const NAMESPACE_IMPRESSAO = '/impressao';

/** The key of the handshake's `auth` that carries the agent's device token: `io(url, { auth: { agente: token } })`. */
export const CHAVE_TOKEN_AGENTE = 'agente';

/**
 * The `connect_error` message of a refused agent (no token, an unknown or a revoked one). Final: the agent stops and
 * says MENSAGEM_AGENTE_RECUSADO. Anything else (the database unavailable, the server restarting) is retried.
 */
export const AGENTE_RECUSADO = 'agente_recusado';

/** What the agent tells the person when the server refuses its token. */
export const MENSAGEM_AGENTE_RECUSADO =
  'Token recusado (revogado ou inválido). Crie um novo agente em Configurações › Impressoras e rode o novo comando.';

/** True for the server's refusal of the token, as socket.io-client's `connect_error` carries it. */
export const agenteRecusado = (erro: { message?: unknown } | null | undefined): boolean =>
  erro?.message === AGENTE_RECUSADO;

/** Characters per line of Font A: 48 on 80 mm paper, 32 on 58 mm. */
export const COLUNAS_POR_LARGURA: Readonly<Record<LarguraPapel, number>> = { 80: 48, 58: 32 };
/** A width the table does not know (a newer server's) prints as 80 mm. */
export const colunasDaLargura = (largura: LarguraPapel): number => COLUNAS_POR_LARGURA[largura] ?? 48;

/** The right-aligned column of a value line ('Subtotal ... R$ 10,00'): up to '- R$ 999.999,99' fits in it. */
export const COLUNAS_VALOR = 16;

/** Money as printed: 'R$ 1.234,50' (plain spaces: a printer's code page has no non-breaking one). */
export const dinheiroImpresso = (valor: number): string => formatBRL(valor);

/** Where a ticket goes: 'Mesa 07', or 'Balcão' for a tab with no table (jobs of servers before issue 37). */
export const rotuloMesa = (mesa: number | null | undefined): string => rotuloComanda({ mesa_numero: mesa ?? null });

/** A job's tab as printed: the label the server wrote ('Cartão 057', 'Balcão #27 — Ana'), else its table. */
export const rotuloDoTrabalho = (c: { mesa?: number | null; rotulo?: string | null }): string =>
  c.rotulo || rotuloMesa(c.mesa);
