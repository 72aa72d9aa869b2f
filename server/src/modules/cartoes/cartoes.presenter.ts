import { fromCents, money, restanteDaConta, type CartaoDTO } from '@comanda/shared';

/** A card and its open tab's money, as the repo reads them (numeric columns as text). */
export interface CartaoComVenda {
  numero: number;
  codigo: string;
  bloqueado: boolean;
  venda_id: number | null;
  total: string | null;
  valor_pago: string | null;
  limite_cartao: string | null;
}

/**
 * A card as staff see it: blocked, in use (an open tab) or free; and the way out: what its open tab still owes
 * ('Liberado' when nothing: paid, or never used) and the limit in force (a manager's raise, else the company's).
 */
export function presentCartao(c: CartaoComVenda, limiteDaEmpresa: string | null): CartaoDTO {
  const aberta = c.venda_id != null;
  const aPagar = aberta ? restanteDaConta({ total: c.total ?? 0, valor_pago: c.valor_pago ?? 0 }) : 0;
  const limite = aberta ? (c.limite_cartao ?? limiteDaEmpresa) : limiteDaEmpresa;
  return {
    numero: c.numero,
    codigo: c.codigo,
    situacao: c.bloqueado ? 'bloqueado' : aberta ? 'em_uso' : 'livre',
    venda_id: c.venda_id,
    total: aberta ? money(c.total ?? 0) : 0,
    a_pagar: fromCents(aPagar),
    liberado: aPagar === 0,
    limite: limite == null ? null : money(limite),
  };
}
