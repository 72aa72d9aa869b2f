import type { Config } from '../../../config';
import { GeradorHttp } from './gerador-http';
import { GeradorOffline } from './gerador-offline';

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

const offline = new GeradorOffline();

/** The configured images API when IMAGE_API_URL and IMAGE_API_KEY are set, else the built-in offline cards. */
export function escolherGerador(config: Config): GeradorImagens {
  return config.imageApi ? new GeradorHttp(config.imageApi) : offline;
}
