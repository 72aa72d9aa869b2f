import type { CardapioPublicoDTO, GrupoAdicionais } from '@comanda/shared';
import type { Produto, Sabor } from '../db/tables';

/*
 * What the per-instance caches of the context hold (context.ts): plain shapes, so the context names them without
 * importing the modules that fill them.
 */

/**
 * What item pricing needs from the menu (vendas.repo's menuDoProduto): the product with the station its category
 * sends it to (if active), its active flavours, and its add-on groups.
 */
export interface MenuDoProduto {
  produto: Pick<
    Produto,
    | 'id'
    | 'nome'
    | 'ativo'
    | 'preco'
    | 'preco_promocional'
    | 'tipo_item'
    | 'tipo_preco_sabor'
    | 'qtd_min_sabores'
    | 'qtd_max_sabores'
    | 'esgotado'
  > & { estacao_id: number | null; estacao_nome: string | null };
  sabores: Pick<Sabor, 'id' | 'nome' | 'preco_adicional'>[];
  grupos: GrupoAdicionais[];
}

/** A company's diner menu and its ETag (a hash of the body). */
export interface CardapioComEtag {
  etag: string;
  cardapio: CardapioPublicoDTO;
}
