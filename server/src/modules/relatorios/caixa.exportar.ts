import { formatBRL, formatDataHora, type FechamentoCaixaDTO } from '@comanda/shared';

type Empresa = { fantasia: string; fuso_horario: string };

/** Cash-up as a PDF (uncompressed, like the sales report: small and searchable by tests), made at `geradoEm`. */
export async function caixaPdf(c: FechamentoCaixaDTO, e: Empresa, geradoEm: Date): Promise<Buffer> {
  // heavy libraries load on first use, not at start-up
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      compress: false,
      info: { Title: `Fechamento de caixa - ${e.fantasia}` },
    });
    const partes: Buffer[] = [];
    doc.on('data', (b: Buffer) => partes.push(b));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
    doc.fontSize(20).text('Fechamento de Caixa');
    doc
      .fontSize(12)
      .fillColor('#555')
      .text(`${e.fantasia} · ${c.periodoLabel} · gerado em ${formatDataHora(geradoEm, e.fuso_horario)}`);
    doc.moveDown().fillColor('#000');
    const linhas = (titulo: string, rows: [string, string][]) => {
      doc.moveDown(0.5).fontSize(14).font('Helvetica-Bold').text(titulo).font('Helvetica').fontSize(11);
      if (rows.length === 0) doc.text('Nenhum registro no período');
      for (const [k, v] of rows) doc.text(`${k}: ${v}`);
    };
    linhas(
      'Por forma de pagamento',
      c.porForma.map((f) => [`${f.label} (${f.quantidade})`, formatBRL(f.valor)]),
    );
    linhas('Totais', [
      ['Total recebido', formatBRL(c.totalRecebido)],
      ['Troco dado', formatBRL(c.troco)],
      ['Taxa de serviço', formatBRL(c.taxaServico)],
      ['Descontos', formatBRL(c.totalDescontos)],
      ['Taxas de entrega', formatBRL(c.taxaEntrega)],
      ['Comandas fechadas', String(c.comandasFechadas)],
      ['Total das vendas', formatBRL(c.totalVendas)],
    ]);
    linhas(
      'Por canal',
      c.porCanal.map((k) => [`${k.label} (${k.quantidade})`, formatBRL(k.valor)]),
    );
    linhas(
      'Descontos concedidos',
      c.descontos.map((d) => [
        `Comanda #${d.venda_id} (${d.comanda}) · ${d.usuario}`,
        `${formatBRL(d.valor)} — ${d.motivo ?? ''}`,
      ]),
    );
    linhas(
      'Por operador',
      c.porOperador.map((o) => [`${o.operador} (${o.quantidade})`, formatBRL(o.valor)]),
    );
    doc.end();
  });
}

export async function caixaXlsx(c: FechamentoCaixaDTO, e: Empresa): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Comanda Viva';
  const moeda = '"R$" #,##0.00';
  const folha = (nome: string, cabecalho: string[], linhas: unknown[][], colunasMoeda: number[]) => {
    const ws = wb.addWorksheet(nome);
    ws.columns = cabecalho.map((header) => ({ header, width: 24 }));
    ws.getRow(1).font = { bold: true };
    ws.addRows(linhas);
    colunasMoeda.forEach((col) => (ws.getColumn(col).numFmt = moeda));
    return ws;
  };
  const resumo = folha(
    'Resumo',
    ['Indicador', c.periodoLabel],
    [
      ['Empresa', e.fantasia],
      ['Total recebido', c.totalRecebido],
      ['Troco dado', c.troco],
      ['Taxa de serviço', c.taxaServico],
      ['Descontos', c.totalDescontos],
      ['Taxas de entrega', c.taxaEntrega],
      ['Comandas fechadas', c.comandasFechadas],
      ['Total das vendas', c.totalVendas],
    ],
    [],
  );
  for (const cell of ['B3', 'B4', 'B5', 'B6', 'B7', 'B9']) resumo.getCell(cell).numFmt = moeda;
  folha(
    'Formas de pagamento',
    ['Forma', 'Quantidade', 'Valor'],
    c.porForma.map((f) => [f.label, f.quantidade, f.valor]),
    [3],
  );
  folha(
    'Canais',
    ['Canal', 'Comandas', 'Valor'],
    c.porCanal.map((k) => [k.label, k.quantidade, k.valor]),
    [3],
  );
  folha(
    'Descontos',
    ['Comanda', 'Identificação', 'Valor', 'Motivo', 'Concedido por'],
    c.descontos.map((d) => [d.venda_id, d.comanda, d.valor, d.motivo, d.usuario]),
    [3],
  );
  folha(
    'Operadores',
    ['Operador', 'Pagamentos', 'Valor'],
    c.porOperador.map((o) => [o.operador, o.quantidade, o.valor]),
    [3],
  );
  return Buffer.from(await wb.xlsx.writeBuffer());
}
