/** What the image search knows about the product (the form's name and description, optionally its category). */
export interface PedidoImagens {
  nome: string;
  descricao?: string | null;
  categoria_nome?: string | null;
}

/** A source of candidate product images for POST /api/produtos/buscar-multiplas-imagens. */
export interface GeradorImagens {
  /** data URLs (image/png, image/jpeg or image/webp); errors are AppErrors with pt-BR messages */
  gerar(pedido: PedidoImagens): Promise<string[]>;
}
