import {
  money,
  type AdicionalDTO,
  type CategoriaAdicionalDTO,
  type CategoriaDTO,
  type DadosFiscaisDTO,
  type GrupoAdicionaisEquipeDTO,
  type ProdutoDTO,
  type SaborDTO,
} from '@comanda/shared';
import type { CategoriaAdicional, Sabor } from '../../db/tables';
import type { AdicionalLinha, CategoriaComTotal, ProdutoLinha } from './cardapio.repo';

/** numeric(12,3) stock -> number with up to 3 decimals */
const quantidade = (v: string | number) => Math.round(Number(v) * 1000) / 1000;

/** Versioned, so the image can be cached forever and a new upload is a new URL. */
export const urlImagem = (id: number, versao: number) => `/api/produtos/${id}/imagem?v=${versao}`;

export function presentCategoria(c: CategoriaComTotal): CategoriaDTO {
  return {
    id: c.id,
    nome: c.nome,
    descricao: c.descricao,
    total_produtos: Number(c.total_produtos),
    estacao_id: c.estacao_id,
  };
}

export function presentProduto(p: ProdutoLinha): ProdutoDTO {
  return {
    id: p.id,
    nome: p.nome,
    descricao: p.descricao,
    preco: money(p.preco),
    preco_promocional: p.preco_promocional == null ? null : money(p.preco_promocional),
    codigo_barras: p.codigo_barras,
    codigo: p.codigo,
    estoque_atual: quantidade(p.estoque_atual),
    estoque_minimo: quantidade(p.estoque_minimo),
    categoria_id: p.categoria_id,
    categoria_nome: p.categoria_nome,
    ativo: p.ativo,
    tipo_item: p.tipo_item,
    qtd_min_sabores: p.qtd_min_sabores,
    qtd_max_sabores: p.qtd_max_sabores,
    tipo_preco_sabor: p.tipo_preco_sabor,
    imagem_url: p.imagem_mime_type ? urlImagem(p.id, p.imagem_versao) : null,
    esgotado: p.esgotado,
    fiscal: (p.fiscal as DadosFiscaisDTO | null) ?? null,
  };
}

export function presentSabor(s: Sabor): SaborDTO {
  const preco = money(s.preco_adicional);
  return {
    id: s.id,
    produto_id: s.produto_id,
    nome: s.nome,
    descricao: s.descricao,
    preco_adicional: preco,
    preco,
    qtd_maxima: s.qtd_maxima,
    ativo: s.ativo,
    codigo: s.codigo,
  };
}

export function presentAdicional(a: AdicionalLinha): AdicionalDTO {
  return {
    id: a.id,
    nome: a.nome,
    descricao: a.descricao,
    preco: money(a.preco),
    qtd_maxima: a.qtd_maxima,
    categoria_adicional_id: a.categoria_adicional_id,
    categoria_nome: a.categoria_nome,
    ativo: a.ativo,
    codigo: a.codigo,
  };
}

/** Edit form shape: the category with its own field names and all of its add-ons. */
export function presentCategoriaAdicional(c: CategoriaAdicional, adicionais: AdicionalLinha[]): CategoriaAdicionalDTO {
  return {
    id: c.id,
    produto_id: c.produto_id,
    nome: c.nome,
    descricao: c.descricao,
    qtd_minima: c.qtd_minima,
    qtd_maxima: c.qtd_maxima,
    obrigatorio: c.obrigatorio,
    multipla_escolha: c.multipla_escolha,
    adicionais: adicionais.filter((a) => a.categoria_adicional_id === c.id).map(presentAdicional),
  };
}

/**
 * Picker shape: the selection rule's group (GrupoAdicionaisDTO, as the public menu sends it), plus the server field
 * names of spec 3 with the same values. Every category of the product, with its active add-ons.
 */
export function presentGrupo(c: CategoriaAdicional, adicionais: AdicionalLinha[]): GrupoAdicionaisEquipeDTO {
  return {
    categoria_id: c.id,
    categoria_nome: c.nome,
    obrigatorio: c.obrigatorio,
    qtd_minima: c.qtd_minima,
    qtd_maxima: c.qtd_maxima,
    categoria_descricao: c.descricao,
    categoria_obrigatorio: c.obrigatorio,
    categoria_qtd_maxima: c.qtd_maxima,
    categoria_qtd_minima: c.qtd_minima,
    adicionais: adicionais.filter((a) => a.categoria_adicional_id === c.id).map(presentAdicional),
  };
}
