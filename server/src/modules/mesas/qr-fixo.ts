import { randomBytes } from 'node:crypto';
import { type QrMesaDTO, nomeDaMesa } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { StaffSession } from '../../sessoes/sessao';
import { tenant } from '../../db/tenant';
import { withTransaction } from '../../db/transaction';
import { notFound } from '../../errors';
import { pdfDeCartoesComQr, qrCodePng } from '../../qr-code';
import { configuracoesDaEmpresa } from '../empresa/configuracoes';
import { buscarMesa, listarMesas, renovarCodigo } from './mesas.repo';
import { renovarTokenDaMesa } from '../comanda/comanda';

/*
 * The printed table cards (issue 22): each table has a permanent public code (mesas.codigo_publico, unique); its link
 * /m/:codigo opens the menu, and the live bill while a tab is open. Renewing the code kills the old link at once,
 * and the open tab's link with it.
 */

const MESA_NAO_ENCONTRADA = 'Mesa não encontrada';
export const INSTRUCAO_CARTAO = 'Aponte a câmera para ver o cardápio e fazer seu pedido';

/** A new code or tab token: 144 random bits, base64url (the migration's first codes have 122). */
const novoCodigo = () => randomBytes(18).toString('base64url');

const urlDoCartao = (ctx: AppContext, origem: string, codigo: string) =>
  `${ctx.config.publicUrl ?? origem}/m/${codigo}`;

async function qrDaMesa(ctx: AppContext, origem: string, codigo: string): Promise<QrMesaDTO> {
  const url = urlDoCartao(ctx, origem, codigo);
  return { codigo, url, qrCode: await qrCodePng(url) };
}

export async function qrFixo(ctx: AppContext, s: StaffSession, mesaId: number, origem: string): Promise<QrMesaDTO> {
  const mesa = await buscarMesa(tenant(ctx.db, s.empresaId), mesaId);
  if (!mesa) throw notFound(MESA_NAO_ENCONTRADA);
  return qrDaMesa(ctx, origem, mesa.codigo_publico);
}

/** 'Gerar novo código': a card that walked away (or was photographed) stops working. */
export async function renovarQrFixo(
  ctx: AppContext,
  s: StaffSession,
  mesaId: number,
  origem: string,
): Promise<QrMesaDTO> {
  const mesa = await withTransaction(ctx.db, ctx.bus, async (tx) => {
    const t = tenant(tx.trx, s.empresaId);
    const renovada = await renovarCodigo(t, mesaId, novoCodigo());
    if (!renovada) throw notFound(MESA_NAO_ENCONTRADA);
    // whoever read the old card also had the open tab's link: it dies with the code (its sockets, in the table's
    // room, drop with the card's below)
    await renovarTokenDaMesa(t, mesaId, novoCodigo());
    tx.emit({ publico: true, empresaId: s.empresaId, mesaId, nome: 'mesa-publica:codigo-renovado', payload: {} });
    return renovada;
  });
  return qrDaMesa(ctx, origem, mesa.codigo_publico);
}

/** One A4 PDF with a card per table: the company's name, 'Mesa 07', the QR and one line of instructions. */
export async function pdfDosCartoes(ctx: AppContext, s: StaffSession, origem: string): Promise<Buffer> {
  const t = tenant(ctx.db, s.empresaId);
  const [empresa, mesas] = await Promise.all([configuracoesDaEmpresa(t, 'fantasia'), listarMesas(t)]);
  return pdfDeCartoesComQr({
    documento: `QR das mesas - ${empresa.fantasia}`,
    empresa: empresa.fantasia,
    cartoes: mesas.map((m) => ({ titulo: nomeDaMesa(m.numero), url: urlDoCartao(ctx, origem, m.codigo_publico) })),
    vazio: 'Nenhuma mesa cadastrada.',
    instrucao: INSTRUCAO_CARTAO,
  });
}
