import { MSG_PEDIDOS, type ModoPedidoCliente } from '@comanda/shared';
import type { Kysely } from 'kysely';
import type { Database, Mesa, Venda } from '../../db/tables';
import { tenant } from '../../db/tenant';
import { conflict, notFound } from '../../errors';
import { mesaPorCodigo, vendaPorToken } from '../publico/credenciais';
import { naoEncontrada } from '../publico/publico.service';
import { buscarMesa } from '../mesas/mesa';
import { vendaAbertaDaMesa } from '../comanda/comanda';
import { configuracoesDaEmpresa } from '../empresa/configuracoes';

/** A public request names its table by the printed card's code or by a tab link's token. */
export type Referencia = { codigo: string } | { token: string };

/** Where a public request points: the table, its open tab (never a closed one) and the company's settings. */
export interface AlvoPublico {
  empresaId: number;
  mesa: Mesa;
  venda: Venda | null;
  empresa: { nome: string; pedidos_cliente: ModoPedidoCliente; abrir_pelo_cliente: boolean };
}

/** Resolves a card code or tab token; unknown codes, dead tokens and inactive companies are 404. */
export async function resolverAlvo(db: Kysely<Database>, ref: Referencia): Promise<AlvoPublico> {
  if ('codigo' in ref) {
    const achada = await mesaPorCodigo(db, ref.codigo);
    if (!achada) throw notFound(MSG_PEDIDOS.mesaNaoEncontrada);
    const { empresa_nome, pedidos_cliente, abrir_pelo_cliente, ...mesa } = achada;
    const venda = await vendaAbertaDaMesa(tenant(db, mesa.empresa_id), mesa.id);
    return {
      empresaId: mesa.empresa_id,
      mesa,
      venda: venda ?? null,
      empresa: { nome: empresa_nome, pedidos_cliente, abrir_pelo_cliente },
    };
  }
  const venda = await vendaPorToken(db, ref.token);
  if (!venda) return naoEncontrada(db, ref.token);
  const t = tenant(db, venda.empresa_id);
  const mesa = venda.mesa_id == null ? undefined : await buscarMesa(t, venda.mesa_id);
  if (!mesa) throw notFound(MSG_PEDIDOS.mesaNaoEncontrada);
  const empresa = await configuracoesDaEmpresa(t, 'fantasia', 'pedidos_cliente', 'abrir_pelo_cliente');
  return {
    empresaId: venda.empresa_id,
    mesa,
    venda,
    empresa: {
      nome: empresa.fantasia,
      pedidos_cliente: empresa.pedidos_cliente,
      abrir_pelo_cliente: empresa.abrir_pelo_cliente,
    },
  };
}

/** Ordering (cart included) is refused while the company has it off. */
export function exigirPedidosLigados(alvo: AlvoPublico): void {
  if (alvo.empresa.pedidos_cliente === 'desligado') throw conflict(MSG_PEDIDOS.desligado);
}
