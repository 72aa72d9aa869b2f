import { MSG_PEDIDOS, type ItemPedidoInput } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { AdicionaisJson, SaboresJson } from '../../db/tables';
import { conflict } from '../../errors';
import { precificar, type ItemPrecificado } from '../comanda/comanda';

/** A diner's line priced by the waiter's rule, with the selection as the cart and the order keep it. */
export type LinhaPrecificada = ItemPrecificado & {
  quantidade: number;
  observacoes: string | null;
  cliente_nome: string;
  saboresJson: SaboresJson;
  adicionaisJson: AdicionaisJson;
};

/**
 * Prices a diner's lines exactly as the waiter's add does (vendas.service precificar: the database's prices, the
 * picker's flavour and add-on rules and messages; anything price-like the client sent was already dropped by the
 * schema). A sold-out product refuses the whole order (409), before anything is stored.
 */
export async function precificarPedido(
  ctx: AppContext,
  empresaId: number,
  linhas: (ItemPedidoInput & { cliente_nome: string })[],
): Promise<LinhaPrecificada[]> {
  const precificadas: LinhaPrecificada[] = [];
  for (const l of linhas) {
    const p = await precificar(ctx, empresaId, { ...l, observacoes: l.observacao });
    if (p.produto.esgotado) throw conflict(MSG_PEDIDOS.esgotado(p.produto.nome));
    precificadas.push({
      ...p,
      quantidade: l.quantidade,
      observacoes: l.observacao,
      cliente_nome: l.cliente_nome,
      saboresJson: p.sabores.map((s) => ({ id: s.id, nome: s.nome })),
      adicionaisJson: p.escolhidos.map((a) => ({ id: a.id, nome: a.nome, quantidade: a.quantidade })),
    });
  }
  return precificadas;
}
