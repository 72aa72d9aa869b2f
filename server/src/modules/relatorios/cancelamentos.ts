import {
  PERIODO_LABEL,
  formatBRL,
  formatDataHora,
  fromCents,
  toCents,
  type CancelamentosDTO,
  type PeriodoRelatorio,
} from '@comanda/shared';
import type { AppContext } from '../../context';
import { tenant } from '../../db/tenant';
import { limitesPeriodo } from '../../db/periodos';
import { fusoDaEmpresa } from '../empresa/configuracoes';

type Obj = Record<string, any> | null;

/**
 * Voids of a period in the company's zone, from the tab history: whole lines removed (their quantity and total) and
 * partial voids (the units and value taken off). Grouped per waiter (who removed) and per product, with the reasons.
 */
export async function cancelamentos(
  ctx: AppContext,
  empresaId: number,
  periodo: PeriodoRelatorio,
): Promise<CancelamentosDTO> {
  let q = tenant(ctx.db, empresaId)
    .selectFrom('venda_historico')
    .select(['venda_id', 'usuario_nome', 'tipo', 'antes', 'depois', 'motivo', 'created_at'])
    .where('tipo', 'in', ['item_removido', 'quantidade_alterada']);
  const limites = limitesPeriodo(periodo, await fusoDaEmpresa(tenant(ctx.db, empresaId)), ctx.relogio.agora());
  if (limites) q = q.where('created_at', '>=', limites.inicio).where('created_at', '<', limites.fim);
  const rows = await q.orderBy('id').execute();
  const linhas = rows.map((r) => {
    const antes = (typeof r.antes === 'string' ? JSON.parse(r.antes) : r.antes) as Obj;
    const depois = (typeof r.depois === 'string' ? JSON.parse(r.depois) : r.depois) as Obj;
    const parcial = r.tipo === 'quantidade_alterada';
    return {
      created_at: r.created_at.toISOString(),
      venda_id: r.venda_id,
      funcionario: r.usuario_nome,
      aprovador: (depois?.aprovador as string | undefined) ?? null,
      produto: String(antes?.produto_nome ?? ''),
      quantidade: Number(parcial ? depois?.removidos : antes?.quantidade) || 0,
      centavos: toCents(parcial ? depois?.valor_removido : antes?.total),
      motivo: r.motivo,
    };
  });
  const agrupar = (chave: (l: (typeof linhas)[number]) => string) => {
    const m = new Map<string, { quantidade: number; centavos: number; motivos: Set<string> }>();
    for (const l of linhas) {
      const g = m.get(chave(l)) ?? { quantidade: 0, centavos: 0, motivos: new Set<string>() };
      g.quantidade += l.quantidade;
      g.centavos += l.centavos;
      if (l.motivo) g.motivos.add(l.motivo);
      m.set(chave(l), g);
    }
    return [...m.entries()].sort((a, b) => b[1].centavos - a[1].centavos);
  };
  return {
    periodo,
    periodoLabel: PERIODO_LABEL[periodo],
    quantidade: linhas.reduce((s, l) => s + l.quantidade, 0),
    valor: fromCents(linhas.reduce((s, l) => s + l.centavos, 0)),
    porFuncionario: agrupar((l) => l.funcionario).map(([funcionario, g]) => ({
      funcionario,
      quantidade: g.quantidade,
      valor: fromCents(g.centavos),
    })),
    porProduto: agrupar((l) => l.produto).map(([produto, g]) => ({
      produto,
      quantidade: g.quantidade,
      valor: fromCents(g.centavos),
      motivos: [...g.motivos],
    })),
    linhas: linhas.map(({ centavos, ...l }) => ({ ...l, valor: fromCents(centavos) })),
  };
}

type Empresa = { fantasia: string; fuso_horario: string };

export async function cancelamentosPdf(c: CancelamentosDTO, e: Empresa): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      compress: false,
      info: { Title: `Cancelamentos - ${e.fantasia}` },
    });
    const partes: Buffer[] = [];
    doc.on('data', (b: Buffer) => partes.push(b));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
    doc.fontSize(20).text('Cancelamentos');
    doc
      .fontSize(12)
      .fillColor('#555')
      .text(`${e.fantasia} · ${c.periodoLabel} · ${c.quantidade} item(ns) · ${formatBRL(c.valor)}`);
    doc.moveDown().fillColor('#000');
    const secao = (titulo: string, rows: string[]) => {
      doc.moveDown(0.5).fontSize(14).font('Helvetica-Bold').text(titulo).font('Helvetica').fontSize(11);
      if (rows.length === 0) doc.text('Nenhum registro no período');
      for (const r of rows) doc.text(r);
    };
    secao(
      'Por funcionário',
      c.porFuncionario.map((f) => `${f.funcionario}: ${f.quantidade} · ${formatBRL(f.valor)}`),
    );
    secao(
      'Por produto',
      c.porProduto.map(
        (p) =>
          `${p.produto}: ${p.quantidade} · ${formatBRL(p.valor)}${p.motivos.length ? ` — ${p.motivos.join('; ')}` : ''}`,
      ),
    );
    secao(
      'Detalhes',
      c.linhas.map(
        (l) =>
          `${formatDataHora(l.created_at, e.fuso_horario)} · #${l.venda_id} · ${l.funcionario}${l.aprovador ? ` (aprov. ${l.aprovador})` : ''} · ${l.quantidade}× ${l.produto} · ${formatBRL(l.valor)}${l.motivo ? ` — ${l.motivo}` : ''}`,
      ),
    );
    doc.end();
  });
}

export async function cancelamentosXlsx(c: CancelamentosDTO, e: Empresa): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Comanda Viva';
  const folha = (nome: string, cab: string[], linhas: unknown[][], moeda: number) => {
    const ws = wb.addWorksheet(nome);
    ws.columns = cab.map((header) => ({ header, width: 24 }));
    ws.getRow(1).font = { bold: true };
    ws.addRows(linhas);
    ws.getColumn(moeda).numFmt = '"R$" #,##0.00';
  };
  folha(
    'Por funcionário',
    ['Funcionário', 'Itens', 'Valor'],
    c.porFuncionario.map((f) => [f.funcionario, f.quantidade, f.valor]),
    3,
  );
  folha(
    'Por produto',
    ['Produto', 'Itens', 'Valor', 'Motivos'],
    c.porProduto.map((p) => [p.produto, p.quantidade, p.valor, p.motivos.join('; ')]),
    3,
  );
  folha(
    'Detalhes',
    ['Data', 'Comanda', 'Funcionário', 'Aprovador', 'Produto', 'Itens', 'Valor', 'Motivo'],
    c.linhas.map((l) => [
      formatDataHora(l.created_at, e.fuso_horario),
      l.venda_id,
      l.funcionario,
      l.aprovador,
      l.produto,
      l.quantidade,
      l.valor,
      l.motivo,
    ]),
    7,
  );
  return Buffer.from(await wb.xlsx.writeBuffer());
}
