import type { DomainEvent } from '@comanda/shared/events';
import type { AlvoSessoes, StaffSession } from './sessao';

/** The events that change who may act: a revocation, or a user's own data (name) changing. */
export function alvoDoEvento(e: DomainEvent): AlvoSessoes | null {
  if (e.nome === 'sessao:encerrada') return { empresaId: e.empresaId, usuarioId: e.usuarioId, sessaoId: e.sessaoId };
  if (e.nome === 'usuario:atualizado') return { empresaId: e.empresaId, usuarioId: e.payload.id };
  return null;
}

const TTL_MS = 60_000;
const MAXIMO = 10_000;

/**
 * The staff sessions this instance checked recently, by token, so a request neither verifies the token's signature
 * again nor looks its user up in the database; an entry lasts at most a minute and never past the token's expiry. Every revocation drops the matching entries at commit, on this instance directly and on the others
 * through the invalidation channel (realtime/io.ts); while that channel is down the cache is not used. A lookup that
 * raced a revocation (started before it) is answered but not kept.
 */
export class SessoesEmCache {
  /** by the token itself; the session inside carries its jti and sid for revocations */
  private readonly porToken = new Map<string, { sessao: StaffSession; ate: number }>();
  private revogacoes = 0;

  /** `usavel`: whether the channel that carries invalidations between instances works (see cache/invalidacao.ts) */
  constructor(private readonly usavel: () => boolean = () => true) {}

  /** `agora`: the app's clock in ms (ctx.relogio), the one token expiry is checked against (sessoes/tokens.ts) */
  async lembrar(token: string, conferir: () => Promise<StaffSession>, agora: number): Promise<StaffSession> {
    if (!this.usavel()) return conferir();
    const achada = this.porToken.get(token);
    if (achada && achada.ate > agora) return achada.sessao;
    const antes = this.revogacoes;
    const sessao = await conferir();
    if (antes !== this.revogacoes) return sessao;
    if (this.porToken.size >= MAXIMO) this.porToken.delete(this.porToken.keys().next().value!);
    // never past the token's own expiry: then the next request checks it again and is refused as expired
    const ate = Math.min(agora + TTL_MS, (sessao.sessao?.exp ?? Infinity) * 1000);
    this.porToken.set(token, { sessao, ate });
    return sessao;
  }

  /** after an outage of the channel: revocations made elsewhere meanwhile went unheard */
  limpar(): void {
    this.revogacoes += 1;
    this.porToken.clear();
  }

  esquecer(alvo: AlvoSessoes): void {
    this.revogacoes += 1;
    for (const [token, { sessao }] of this.porToken) {
      if (sessao.empresaId !== alvo.empresaId) continue;
      if (alvo.usuarioId != null && sessao.id !== alvo.usuarioId) continue;
      const { jti, sid } = sessao.sessao ?? {};
      if (alvo.sessaoId != null && jti !== alvo.sessaoId && sid !== alvo.sessaoId) continue;
      this.porToken.delete(token);
    }
  }
}
