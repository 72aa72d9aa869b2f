import { createHash } from 'node:crypto';
import { MSG_PEDIDOS, type ComandaAbertaPeloClienteDTO, type MesaPublicaDTO } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { CardapioComEtag } from '../../cache/entradas';
import { withTransaction } from '../../db/transaction';
import { tenant } from '../../db/tenant';
import { conflict, notFound } from '../../errors';
import { travarMesa } from '../mesas/mesa';
import { abrirNaMesa } from '../mesas/comanda-da-mesa';
import { vendaAbertaDaMesa } from '../comanda/comanda';
import { exigirPedidosLigados, resolverAlvo, type AlvoPublico, type Referencia } from './alvo';
import { presentCardapioPublico } from './pedidos-cliente.presenter';
import { cardapioPublico } from './pedidos-cliente.repo';

export const presentMesaPublica = (alvo: AlvoPublico): MesaPublicaDTO => ({
  empresa: { nome: alvo.empresa.nome },
  // a table card's code always resolves to its table
  mesa: { numero: alvo.mesa!.numero },
  comanda: alvo.venda?.token_publico ? { token: alvo.venda.token_publico } : null,
  pedidos: alvo.empresa.pedidos_cliente,
  abrir_pelo_cliente: alvo.empresa.abrir_pelo_cliente,
});

/** GET /api/public/mesa/:codigo: the card's first answer (a closed tab is never shown: comanda is then null). */
export const mesaPublica = async (ctx: AppContext, codigo: string) =>
  presentMesaPublica(await resolverAlvo(ctx.db, { codigo }));

/**
 * The company's diner menu and its ETag (a hash of the body), kept per instance until a menu or station change
 * drops it (cache/invalidacao.ts): every phone at every table asks for it, and mostly gets a 304.
 */
export async function cardapioDaMesa(ctx: AppContext, ref: Referencia): Promise<CardapioComEtag> {
  const { empresaId } = await resolverAlvo(ctx.db, ref);
  return ctx.cardapioPublico.ler(empresaId, async () => {
    const cardapio = presentCardapioPublico(await cardapioPublico(tenant(ctx.db, empresaId)));
    const hash = createHash('sha256').update(JSON.stringify(cardapio)).digest('base64url').slice(0, 27);
    return { etag: `"${hash}"`, cardapio };
  });
}

/**
 * A diner opens the tab from the table card (company setting abrir_pelo_cliente). If a tab is already open (another
 * diner was quicker) its link is the answer. Such a tab is not staff-confirmed: its orders wait for approval.
 */
export async function abrirPeloCliente(ctx: AppContext, codigo: string): Promise<ComandaAbertaPeloClienteDTO> {
  const alvo = await resolverAlvo(ctx.db, { codigo });
  exigirPedidosLigados(alvo);
  if (!alvo.empresa.abrir_pelo_cliente) throw conflict(MSG_PEDIDOS.abrirDesligado);
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, alvo.empresaId);
    const mesa = await travarMesa(t, alvo.mesa!.id);
    if (!mesa) throw notFound(MSG_PEDIDOS.mesaNaoEncontrada);
    const aberta = await vendaAbertaDaMesa(t, mesa.id);
    const venda =
      aberta ?? (await abrirNaMesa(tx, { empresaId: alvo.empresaId, id: null, nome: 'Cliente (QR Code)' }, mesa)).venda;
    return { comanda: { token: venda.token_publico! } };
  });
}
