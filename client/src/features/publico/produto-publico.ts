import type { ProdutoPublicoDTO } from '@comanda/shared/schemas/pedidos';
import { fromCents } from '@comanda/shared/rules/money';
import { TIPO_ITEM, TIPO_PRECO_SABOR, precoBaseComSabores, precoEfetivo } from '@comanda/shared/rules/precos';
import { precisaConfigurar } from '@comanda/shared/rules/selecao';

/** A product that needs no choice (the shared selection rule): 'Adicionar' puts one in the cart at once. */
export const ehSimples = (p: ProdutoPublicoDTO) => !precisaConfigurar(p, p.grupos_adicionais);

/**
 * The price on the card: the product's, or for a product priced by its flavours the cheapest single flavour
 * ('a partir de'), by the shared pricing rule.
 */
export function precoDoCartao(p: ProdutoPublicoDTO): { valor: number; aPartirDe: boolean; cheio: number | null } {
  const porSabor = p.tipo_item === TIPO_ITEM.COM_SABORES && p.sabores.length > 0;
  if (!porSabor) {
    const efetivo = precoEfetivo(p);
    return {
      valor: fromCents(efetivo),
      aPartirDe: false,
      cheio: efetivo !== Math.round(p.preco * 100) ? p.preco : null,
    };
  }
  const menor = Math.min(...p.sabores.map((s) => precoBaseComSabores(p, [s])));
  return {
    valor: fromCents(menor),
    aPartirDe: p.tipo_preco_sabor !== TIPO_PRECO_SABOR.PRODUTO_MAIS_SABORES || menor !== precoEfetivo(p),
    cheio: null,
  };
}
