import QRCode from 'qrcode';
import { chamadaAtiva, type ComandaPublica } from '@comanda/shared';
import type { Kysely } from 'kysely';
import type { AppContext, StaffSession } from '../../context';
import type { Database } from '../../db/tables';
import { withTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../errors';
import { emitirMesa } from '../mesas/mesas.events';
import { atualizarMesa, buscarMesa, travarMesa } from '../mesas/mesas.repo';
import { presentMesa } from '../mesas/mesas.presenter';
import { buscarVenda, itensDasVendas, vendaAbertaDaMesa } from '../vendas/vendas.repo';
import { presentComandaPublica } from './publico.presenter';
import { vendaPorToken } from './publico.repo';

const NAO_ENCONTRADA = 'Comanda não encontrada';

/** The diner's view of an open tab by its id (used by the realtime gateway after each change). */
export async function projecaoPublica(db: Kysely<Database>, empresaId: number, vendaId: number): Promise<{ token: string; comanda: ComandaPublica } | null> {
  const venda = await buscarVenda(db, empresaId, vendaId);
  if (!venda?.token_publico || venda.mesa_id == null) return null;
  const mesa = await buscarMesa(db, empresaId, venda.mesa_id);
  if (!mesa) return null;
  const itens = await itensDasVendas(db, empresaId, [venda.id]);
  return { token: venda.token_publico, comanda: presentComandaPublica(mesa, venda, itens) };
}

export async function comandaPorToken(ctx: AppContext, token: string): Promise<ComandaPublica> {
  const venda = await vendaPorToken(ctx.db, token);
  if (!venda) throw notFound(NAO_ENCONTRADA);
  const projecao = await projecaoPublica(ctx.db, venda.empresa_id, venda.id);
  if (!projecao) throw notFound(NAO_ENCONTRADA);
  return projecao.comanda;
}

/** A diner calls the waiter; a repeat within the 10-minute window changes nothing and notifies nobody. */
export async function chamarGarcom(ctx: AppContext, token: string): Promise<{ message: string; garcom_chamado_em: string }> {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const venda = await vendaPorToken(tx.trx, token);
    if (!venda || venda.mesa_id == null) throw notFound(NAO_ENCONTRADA);
    const mesa = await travarMesa(tx.trx, venda.empresa_id, venda.mesa_id);
    if (!mesa) throw notFound(NAO_ENCONTRADA);
    if (chamadaAtiva(mesa)) return { message: 'Garçom já foi chamado', garcom_chamado_em: mesa.garcom_chamado_em!.toISOString() };
    const chamando = await atualizarMesa(tx.trx, venda.empresa_id, mesa.id, { chamando_garcom: 'S', garcom_chamado_em: new Date() });
    tx.emit({ empresaId: venda.empresa_id, vendaId: venda.id, nome: 'garcom:chamado', payload: { mesa: presentMesa(chamando) } });
    emitirMesa(tx, venda.empresa_id, chamando);
    return { message: 'Garçom chamado!', garcom_chamado_em: chamando.garcom_chamado_em!.toISOString() };
  });
}

export async function cancelarChamado(ctx: AppContext, s: StaffSession, mesaId: number) {
  return withTransaction(ctx.db, ctx.bus, async (tx) => {
    const mesa = await travarMesa(tx.trx, s.empresaId, mesaId);
    if (!mesa) throw notFound('Mesa não encontrada');
    const livre = await atualizarMesa(tx.trx, s.empresaId, mesaId, { chamando_garcom: 'N', garcom_chamado_em: null });
    const venda = await vendaAbertaDaMesa(tx.trx, s.empresaId, mesaId);
    tx.emit({ empresaId: s.empresaId, vendaId: venda?.id, nome: 'garcom:cancelado', payload: { mesa: presentMesa(livre) } });
    emitirMesa(tx, s.empresaId, livre);
    return presentMesa(livre);
  });
}

/** QR code of the diner's link, for occupied tables (O or P) only. */
export async function qrCode(ctx: AppContext, s: StaffSession, mesaId: number, origem: string): Promise<{ qrCode: string; url: string }> {
  const mesa = await buscarMesa(ctx.db, s.empresaId, mesaId);
  if (!mesa) throw notFound('Mesa não encontrada');
  const venda = await vendaAbertaDaMesa(ctx.db, s.empresaId, mesaId);
  if ((mesa.situacao !== 'O' && mesa.situacao !== 'P') || !venda?.token_publico) {
    throw conflict('QR Code disponível apenas para mesas ocupadas');
  }
  const url = `${ctx.config.publicUrl ?? origem}/comanda/${venda.token_publico}`;
  return { qrCode: await QRCode.toDataURL(url, { width: 320, margin: 1, errorCorrectionLevel: 'M' }), url };
}
