import { randomBytes } from 'node:crypto';
import { type QrMesaDTO, nomeDaMesa } from '@comanda/shared';
import type { AppContext } from '../../context';
import type { StaffSession } from '../../sessoes/sessao';
import { tenant } from '../../db/tenant';
import { withTransaction } from '../../db/transaction';
import { notFound } from '../../errors';
import { qrCodePng, qrCodePngBytes } from '../../qr-code';
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

const MM = 72 / 25.4;

/**
 * One A4 PDF with a card per table (2 × 3 per page, cut lines drawn): the company's name, 'Mesa 07', the QR and one
 * line of instructions.
 */
export async function pdfDosCartoes(ctx: AppContext, s: StaffSession, origem: string): Promise<Buffer> {
  const t = tenant(ctx.db, s.empresaId);
  const [empresa, mesas] = await Promise.all([configuracoesDaEmpresa(t, 'fantasia'), listarMesas(t)]);
  const qrs = await Promise.all(mesas.map((m) => qrCodePngBytes(urlDoCartao(ctx, origem, m.codigo_publico))));
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      compress: false,
      autoFirstPage: false,
      info: { Title: `QR das mesas - ${empresa.fantasia}` },
    });
    const partes: Buffer[] = [];
    doc.on('data', (b: Buffer) => partes.push(b));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
    const [largura, altura] = [105 * MM, 99 * MM]; // A4 = 210 × 297 mm: 2 columns × 3 rows
    if (mesas.length === 0) doc.addPage().fontSize(14).text('Nenhuma mesa cadastrada.', 40, 40);
    mesas.forEach((mesa, i) => {
      if (i % 6 === 0) doc.addPage();
      const x = (i % 2) * largura;
      const y = Math.floor((i % 6) / 2) * altura;
      doc.save().dash(3, { space: 3 }).strokeColor('#bbbbbb').rect(x, y, largura, altura).stroke().restore();
      const centro = { width: largura - 16 * MM, align: 'center' as const };
      doc
        .fillColor('#000')
        .font('Helvetica')
        .fontSize(11)
        .text(empresa.fantasia, x + 8 * MM, y + 7 * MM, centro);
      doc
        .font('Helvetica-Bold')
        .fontSize(22)
        .text(nomeDaMesa(mesa.numero), x + 8 * MM, y + 13 * MM, centro);
      const lado = 55 * MM;
      doc.image(qrs[i]!, x + (largura - lado) / 2, y + 25 * MM, { width: lado, height: lado });
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(INSTRUCAO_CARTAO, x + 8 * MM, y + 83 * MM, centro);
    });
    doc.end();
  });
}
