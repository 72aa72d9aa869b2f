import type { DomainEvent } from '@comanda/shared/events';
import type { StaffSession } from '../../context';
import type { AlvoSessoes } from '../../realtime/portas';

/** The events that change who may act: a revocation, or a user's own data (name) changing. */
export function alvoDoEvento(e: DomainEvent): AlvoSessoes | null {
  if (e.nome === 'sessao:encerrada') return { empresaId: e.empresaId, usuarioId: e.usuarioId, sessaoId: e.sessaoId };
  if (e.nome === 'usuario:atualizado') return { empresaId: e.empresaId, usuarioId: e.payload.id };
  return null;
}

const TTL_MS = 60_000;
const MAXIMO = 10_000;

/**
 * The staff sessions this instance checked recently, by token id (jti), so a request does not look its user up in
 * the database. Every revocation drops the matching entries at commit, on this instance directly and on the others
 * through the Redis channel (realtime/io.ts). While that channel is down, `usavel()` says no: a revocation on
 * another instance could be missed, so requests go to the database, and entries from before the outage are dropped.
 */
export class SessoesEmCache {
  private readonly porToken = new Map<string, { sessao: StaffSession; ate: number }>();
  private canalCaiu = false;

  constructor(private readonly canalOk: () => boolean = () => true) {}

  private usavel(): boolean {
    if (!this.canalOk()) {
      this.canalCaiu = true;
      return false;
    }
    if (this.canalCaiu) {
      this.canalCaiu = false;
      this.porToken.clear();
    }
    return true;
  }

  async lembrar(jti: string, conferir: () => Promise<StaffSession>): Promise<StaffSession> {
    if (!this.usavel()) return conferir();
    const achada = this.porToken.get(jti);
    if (achada && achada.ate > Date.now()) return achada.sessao;
    const sessao = await conferir();
    if (this.porToken.size >= MAXIMO) this.porToken.delete(this.porToken.keys().next().value!);
    this.porToken.set(jti, { sessao, ate: Date.now() + TTL_MS });
    return sessao;
  }

  esquecer(alvo: AlvoSessoes): void {
    for (const [jti, { sessao }] of this.porToken) {
      if (sessao.empresaId !== alvo.empresaId) continue;
      if (alvo.usuarioId != null && sessao.id !== alvo.usuarioId) continue;
      if (alvo.sessaoId != null && jti !== alvo.sessaoId && sessao.sessao?.sid !== alvo.sessaoId) continue;
      this.porToken.delete(jti);
    }
  }

  get tamanho(): number {
    return this.porToken.size;
  }
}
