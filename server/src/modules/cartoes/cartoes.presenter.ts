import type { CartaoDTO } from '@comanda/shared';

/** A card as staff see it: blocked, in use (an open tab) or free. */
export const presentCartao = (c: {
  numero: number;
  codigo: string;
  bloqueado: boolean;
  venda_id: number | null;
}): CartaoDTO => ({
  numero: c.numero,
  codigo: c.codigo,
  situacao: c.bloqueado ? 'bloqueado' : c.venda_id != null ? 'em_uso' : 'livre',
  venda_id: c.venda_id,
});
