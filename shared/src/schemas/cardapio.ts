/** Menu read side as the API returns it (spec section 3). */
export interface CategoriaDTO {
  id: number;
  nome: string;
  descricao: string | null;
  total_produtos: number;
}

export interface ProdutoDTO {
  id: number;
  nome: string;
  descricao: string | null;
  preco: number;
  preco_promocional: number | null;
  codigo_barras: string | null;
  estoque_atual: number;
  estoque_minimo: number;
  categoria_id: number;
  categoria_nome: string;
  ativo: 'S' | 'N';
  tipo_item: number;
  qtd_min_sabores: number;
  qtd_max_sabores: number;
  tipo_preco_sabor: number;
  /** versioned URL of the stored image, or null */
  imagem_url: string | null;
}

export interface SaborDTO {
  id: number;
  produto_id: number;
  nome: string;
  descricao: string | null;
  preco_adicional: number;
  /** same value as preco_adicional (older clients read it as preco) */
  preco: number;
  qtd_maxima: number;
  ativo: 'S' | 'N';
}

export interface AdicionalDTO {
  id: number;
  nome: string;
  descricao: string | null;
  preco: number;
  qtd_maxima: number;
  categoria_adicional_id: number;
  categoria_nome: string;
  ativo: 'S' | 'N';
}

/** GET /api/produtos/:id/adicionais: add-ons grouped by their category, with the server field names. */
export interface GrupoAdicionaisDTO {
  categoria_id: number;
  categoria_nome: string;
  categoria_descricao: string | null;
  categoria_obrigatorio: boolean;
  categoria_qtd_maxima: number;
  categoria_qtd_minima: number;
  adicionais: AdicionalDTO[];
}
