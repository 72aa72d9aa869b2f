import type { DomainEvent } from '@comanda/shared/events';
import type { AppContext } from '../context';
import type { Invalidacao } from '../realtime/portas';
import { alvoDoEvento } from '../sessoes/sessoes-cache';

/** Every change to a company's tables comes with one of these events (the map's realtime contract). */
const MUDAM_MESAS = new Set<DomainEvent['nome']>([
  'mesa:criada',
  'mesa:atualizada',
  'mesa:removida',
  'garcom:chamado',
  'garcom:cancelado',
]);

/** Item pricing reads products, flavours, add-ons and the station a category routes to (if active). */
const MUDAM_CARDAPIO = new Set<DomainEvent['nome']>(['cardapio:alterado', 'estacao:alterada']);

/** What a committed event makes stale in the per-instance caches, if anything. */
export function invalidacaoDoEvento(e: DomainEvent): Invalidacao | null {
  const sessoes = alvoDoEvento(e) ?? undefined;
  const mesasDaEmpresa = MUDAM_MESAS.has(e.nome) ? e.empresaId : undefined;
  const cardapioDaEmpresa = MUDAM_CARDAPIO.has(e.nome) ? e.empresaId : undefined;
  return sessoes || mesasDaEmpresa != null || cardapioDaEmpresa != null
    ? { sessoes, mesasDaEmpresa, cardapioDaEmpresa }
    : null;
}

export function aplicarInvalidacao(ctx: AppContext, inv: Invalidacao): void {
  if (inv.tudo) {
    ctx.sessoes.limpar();
    ctx.mesas.limpar();
    ctx.cardapio.limpar();
    ctx.cardapioPublico.limpar();
    return;
  }
  if (inv.sessoes) ctx.sessoes.esquecer(inv.sessoes);
  if (inv.mesasDaEmpresa != null) ctx.mesas.esquecer(inv.mesasDaEmpresa);
  if (inv.cardapioDaEmpresa != null) {
    ctx.cardapio.esquecer(inv.cardapioDaEmpresa);
    ctx.cardapioPublico.esquecer(inv.cardapioDaEmpresa);
  }
}
