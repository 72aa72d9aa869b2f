import { MSG_PEDIDOS, rotuloComanda, type ModoPedidoCliente } from '@comanda/shared';
import type { Kysely } from 'kysely';
import type { Database, Mesa, Venda } from '../../db/tables';
import { tenant, type Tenant } from '../../db/tenant';
import { conflict, notFound } from '../../errors';
import {
  buscarCartaoPorId,
  cartaoPorCodigo,
  mesaPorCodigo,
  travarCartaoPorId,
  vendaAbertaDoCartao,
  vendaPorToken,
} from '../publico/credenciais';
import { naoEncontrada } from '../publico/publico.service';
import { buscarMesa, travarMesa } from '../mesas/mesa';
import { vendaAbertaDaMesa } from '../comanda/comanda';
import { configuracoesDaEmpresa } from '../empresa/configuracoes';
import type { Lugar } from './pedidos-cliente.repo';

export type { Lugar };

/**
 * A public request names its place by a printed code — a table's (`codigo`) or a numbered card's (`cartao`, issue 37)
 * — or by a tab link's token.
 */
export type Referencia = { codigo: string } | { cartao: string } | { token: string };

/** A numbered card as a diner's place: its row id and printed number. */
export interface CartaoDoLugar {
  id: number;
  numero: number;
}

/**
 * Where a public request points: the place (a table, or a numbered card: exactly one is set), its open tab (never a
 * closed one) and the company's settings. The shared cart and the diners' orders belong to the place.
 */
export interface AlvoPublico {
  empresaId: number;
  mesa: Mesa | null;
  cartao: CartaoDoLugar | null;
  venda: Venda | null;
  empresa: { nome: string; pedidos_cliente: ModoPedidoCliente; abrir_pelo_cliente: boolean };
}

export const lugarDoAlvo = (alvo: AlvoPublico): Lugar =>
  alvo.mesa ? { mesa_id: alvo.mesa.id } : { cartao_id: alvo.cartao!.id, cartao_numero: alvo.cartao!.numero };

/** The place as staff read it: 'Mesa 07' or 'Cartão 057' (shared rotuloComanda). */
export const rotuloDoAlvo = (alvo: AlvoPublico): string =>
  alvo.mesa
    ? rotuloComanda({ tipo: 'mesa', mesa_numero: alvo.mesa.numero })
    : rotuloComanda({ tipo: 'cartao', numero: alvo.cartao!.numero });

/** The place's 404 (a table's or a card's). */
export const lugarNaoEncontrado = (alvo: Pick<AlvoPublico, 'mesa'>) =>
  notFound(alvo.mesa ? MSG_PEDIDOS.mesaNaoEncontrada : MSG_PEDIDOS.cartaoNaoEncontrado);

/** Locks the place's row: it serializes the cart's writes (and a card's calls) like a table's lock. */
export async function travarLugar(t: Tenant, lugar: Lugar): Promise<boolean> {
  if ('mesa_id' in lugar) return Boolean(await travarMesa(t, lugar.mesa_id));
  return Boolean(await travarCartaoPorId(t, lugar.cartao_id));
}

const empresaDoAlvo = async (t: Tenant) => {
  const e = await configuracoesDaEmpresa(t, 'fantasia', 'pedidos_cliente', 'abrir_pelo_cliente');
  return { nome: e.fantasia, pedidos_cliente: e.pedidos_cliente, abrir_pelo_cliente: e.abrir_pelo_cliente };
};

/** Resolves a table's or card's code or a tab token; unknown codes, dead tokens and inactive companies are 404. */
export async function resolverAlvo(db: Kysely<Database>, ref: Referencia): Promise<AlvoPublico> {
  if ('codigo' in ref) {
    const achada = await mesaPorCodigo(db, ref.codigo);
    if (!achada) throw notFound(MSG_PEDIDOS.mesaNaoEncontrada);
    const { empresa_nome, pedidos_cliente, abrir_pelo_cliente, ...mesa } = achada;
    const venda = await vendaAbertaDaMesa(tenant(db, mesa.empresa_id), mesa.id);
    return {
      empresaId: mesa.empresa_id,
      mesa,
      cartao: null,
      venda: venda ?? null,
      empresa: { nome: empresa_nome, pedidos_cliente, abrir_pelo_cliente },
    };
  }
  if ('cartao' in ref) {
    // the printed code is the credential; a card's number alone never finds it
    const achado = ref.cartao ? await cartaoPorCodigo(db, ref.cartao) : undefined;
    if (!achado) throw notFound(MSG_PEDIDOS.cartaoNaoEncontrado);
    const t = tenant(db, achado.empresa_id);
    const [venda, empresa] = await Promise.all([vendaAbertaDoCartao(t, achado.id), empresaDoAlvo(t)]);
    return {
      empresaId: achado.empresa_id,
      mesa: null,
      cartao: { id: achado.id, numero: achado.numero },
      venda: venda ?? null,
      empresa,
    };
  }
  const venda = await vendaPorToken(db, ref.token);
  if (!venda) return naoEncontrada(db, ref.token);
  const t = tenant(db, venda.empresa_id);
  const mesa = venda.mesa_id == null ? undefined : await buscarMesa(t, venda.mesa_id);
  const cartao = !mesa && venda.cartao_id != null ? await buscarCartaoPorId(t, venda.cartao_id) : undefined;
  if (!mesa && !cartao) throw notFound(MSG_PEDIDOS.mesaNaoEncontrada);
  return {
    empresaId: venda.empresa_id,
    mesa: mesa ?? null,
    cartao: cartao ? { id: cartao.id, numero: cartao.numero } : null,
    venda,
    empresa: await empresaDoAlvo(t),
  };
}

/** Ordering (cart included) is refused while the company has it off. */
export function exigirPedidosLigados(alvo: AlvoPublico): void {
  if (alvo.empresa.pedidos_cliente === 'desligado') throw conflict(MSG_PEDIDOS.desligado);
}
