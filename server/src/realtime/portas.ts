import type { EstadoImpressaoDTO, PainelPublicoDTO, PedidoBalcaoPublicoDTO, TrabalhoImpressao } from '@comanda/shared';
import type { ComandaPublica, DomainEvent } from '@comanda/shared/events';
import type { AlvoSessoes, StaffSession } from '../sessoes/sessao';

/**
 * What the realtime gateway needs from the modules, handed in by app.ts: realtime/ imports no module, so the
 * modules stay free to change how they answer these questions.
 */

/** What a change makes stale in the per-instance caches (cache/invalidacao.ts). */
export interface Invalidacao {
  sessoes?: AlvoSessoes;
  mesasDaEmpresa?: number;
  cardapioDaEmpresa?: number;
  /** Redis came back after an outage: what other instances changed meanwhile went unheard, so everything */
  tudo?: boolean;
}

export interface PortasTempoReal {
  /** a staff handshake's token -> its live session (throws when refused, like a REST request) */
  resolverStaff(token: string): Promise<StaffSession>;
  /** what an event makes stale in the per-instance caches, if anything: the other instances must drop it too */
  invalidacaoDoEvento(e: DomainEvent): Invalidacao | null;
  /** drops what a change made on another instance made stale here */
  aplicarInvalidacao(inv: Invalidacao): void;
  /** the open tab a diner's link points to */
  vendaPorToken(
    token: string,
  ): Promise<
    { id: number; empresa_id: number; mesa_id: number | null; tipo: string; numero: number | null } | undefined
  >;
  /** the table a printed card's code names (issue 22) */
  mesaPorCodigo(codigo: string): Promise<{ id: number; empresa_id: number } | undefined>;
  /** the numbered card a printed card's code names (issue 37) */
  cartaoPorCodigo(codigo: string): Promise<{ numero: number; empresa_id: number } | undefined>;
  /** which of these station ids belong to the company */
  estacoesDaEmpresa(empresaId: number, ids: number[]): Promise<number[]>;
  /** the tab a cancelled tab was merged into, if it was */
  vendaQueRecebeu(empresaId: number, vendaId: number): Promise<number | null>;
  /** the diner's view of an open tab */
  projecaoPublica(
    empresaId: number,
    vendaId: number,
  ): Promise<{ mesaId: number | null; cartao: number | null; comanda: ComandaPublica } | null>;
  impressao: PortasImpressao;
  /** the company whose pickup board a code opens (issue 37) */
  empresaDoPainel(codigo: string): Promise<number | undefined>;
  /** the counter order a token follows (issue 37) */
  pedidoPorToken(token: string): Promise<{ id: number; empresa_id: number } | undefined>;
  /** what a company's board shows now */
  projecaoDoPainel(empresaId: number): Promise<PainelPublicoDTO>;
  /** what a counter order's own page shows now (null: gone) */
  projecaoDoPedido(empresaId: number, vendaId: number): Promise<PedidoBalcaoPublicoDTO | null>;
}

/** What the print agents' namespace needs from the printing module (modules/impressao/entrega.ts). */
export interface PortasImpressao {
  /** an agent token -> its agent (undefined: unknown or revoked) */
  autenticar(token: string): Promise<{ id: number; empresaId: number; nome: string } | undefined>;
  /** records the agent's live socket; false when it was revoked meanwhile */
  conectar(empresaId: number, agenteId: number, socketId: string): Promise<boolean>;
  /** the agent's name when this was its live socket and it was not revoked (its drop then raises an alert) */
  desconectar(empresaId: number, agenteId: number, socketId: string): Promise<string | null>;
  /**
   * the agent's next jobs in order (with `reenviar`, first those it never acknowledged); new ones only for its live
   * socket (the one `conectar` recorded last); mudou: a queue changed
   */
  proximos(
    empresaId: number,
    agenteId: number,
    socketId: string,
    reenviar: boolean,
  ): Promise<{ trabalhos: TrabalhoImpressao[]; mudou: boolean }>;
  /*
   * an agent's report on a job (printed, failed, held past its validity): heard only from the agent the job was handed
   * to and still waiting for its acknowledgement; from any other agent it changes nothing (false: nothing changed)
   */
  confirmar(empresaId: number, agenteId: number, id: number): Promise<boolean>;
  registrarErro(empresaId: number, agenteId: number, id: number, erro: string): Promise<unknown>;
  expirar(empresaId: number, agenteId: number, id: number): Promise<boolean>;
  estadoImpressora(empresaId: number, id: number, online: boolean, erro: string | null): Promise<boolean>;
  estado(empresaId: number): Promise<EstadoImpressaoDTO>;
}
