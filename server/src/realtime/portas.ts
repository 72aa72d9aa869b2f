import type { ComandaPublica, DomainEvent } from '@comanda/shared/events';
import type { StaffSession } from '../context';

/**
 * What the realtime gateway needs from the modules, handed in by app.ts: realtime/ imports no module, so the
 * modules stay free to change how they answer these questions.
 */
/** One token's session, one user's devices, or a whole company. */
export interface AlvoSessoes {
  empresaId: number;
  usuarioId?: number;
  sessaoId?: string;
}

export interface PortasTempoReal {
  /** a staff handshake's token -> its live session (throws when refused, like a REST request) */
  resolverStaff(token: string): Promise<StaffSession>;
  /** the sessions an event revokes (or whose user changed), if any: other instances must drop them from their cache */
  alvoDeRevogacao(e: DomainEvent): AlvoSessoes | null;
  /** drops this instance's cached sessions for a revocation made on another instance */
  esquecerSessoes(alvo: AlvoSessoes): void;
  /** the open tab a diner's link points to */
  vendaPorToken(token: string): Promise<{ id: number; empresa_id: number } | undefined>;
  /** which of these station ids belong to the company */
  estacoesDaEmpresa(empresaId: number, ids: number[]): Promise<number[]>;
  /** the tab a cancelled tab was merged into, if it was */
  vendaQueRecebeu(empresaId: number, vendaId: number): Promise<number | null>;
  /** the diner's view of an open tab */
  projecaoPublica(empresaId: number, vendaId: number): Promise<{ comanda: ComandaPublica } | null>;
}
