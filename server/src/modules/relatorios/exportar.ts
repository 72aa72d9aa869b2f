import { formatBRL, formatDataHora, type RelatorioCompleto } from '@comanda/shared';

const minBR = (m: number) => m.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A real PDF report: title, company, period, the four totals and the three breakdowns (uncompressed: small, and searchable by tests). */
export async function relatorioPdf(r: RelatorioCompleto, geradoEm: Date): Promise<Buffer> {
  // heavy libraries load on first use, not at start-up
  const { default: PDFDocument } = await import('pdfkit');
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 48,
      compress: false,
      info: { Title: `Relatório de vendas - ${r.empresa.fantasia}` },
    });
    const partes: Buffer[] = [];
    doc.on('data', (b: Buffer) => partes.push(b));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);

    cabecalhoPdf(doc, r, geradoEm);
    tabelasDeVendasPdf(doc, r);
    tabelasDePreparoPdf(doc, r);
    doc.end();
  });
}

type Pdf = PDFKit.PDFDocument;

/** Title, company, period and when it was made, then the totals one per line. */
function cabecalhoPdf(doc: Pdf, r: RelatorioCompleto, geradoEm: Date) {
  doc.fontSize(20).text('Relatório de Vendas');
  doc
    .fontSize(12)
    .fillColor('#555')
    .text(
      `${r.empresa.fantasia} · ${r.resumo.periodoLabel} · gerado em ${formatDataHora(geradoEm, r.empresa.fuso_horario)}`,
    );
  doc.moveDown().fillColor('#000');
  const totais: [string, string][] = [
    ['Total de Vendas', formatBRL(r.resumo.totalValor)],
    ['Total de Comandas', String(r.resumo.totalVendas)],
    ['Ticket Médio', formatBRL(r.resumo.ticketMedio)],
    ['Produtos Cadastrados', String(r.resumo.produtosDistintos)],
    ['Taxa de Serviço', formatBRL(r.resumo.taxaServico)],
    ['Descontos', formatBRL(r.resumo.descontos)],
    ['Taxas de Entrega', formatBRL(r.resumo.taxaEntrega)],
  ];
  for (const [k, v] of totais) doc.fontSize(12).text(`${k}: ${v}`);
}

/** A titled table: a bold header row, then one row per line (or a "none" row); the first column left, the rest right. */
function tabelaPdf(doc: Pdf, titulo: string, cabecalho: string[], linhas: string[][], larguras: number[]) {
  doc.moveDown().fontSize(14).text(titulo);
  doc.fontSize(10);
  const linha = (cols: string[], negrito = false) => {
    const y = doc.y;
    let x = doc.page.margins.left;
    doc.font(negrito ? 'Helvetica-Bold' : 'Helvetica');
    cols.forEach((c, i) => {
      doc.text(c, x, y, { width: larguras[i], align: i === 0 ? 'left' : 'right' });
      x += larguras[i]!;
    });
    doc.x = doc.page.margins.left;
    doc.moveDown(0.2);
  };
  linha(cabecalho, true);
  if (linhas.length === 0) linha(['Nenhum registro no período']);
  linhas.forEach((l) => linha(l));
  doc.font('Helvetica');
}

/** The sales breakdowns: products, channels, tables and staff. */
function tabelasDeVendasPdf(doc: Pdf, r: RelatorioCompleto) {
  tabelaPdf(
    doc,
    'Produtos Mais Vendidos',
    ['Produto', 'Quantidade', 'Valor'],
    r.produtos.map((p) => [p.nome_produto, String(p.quantidade_total), formatBRL(p.valor_total)]),
    [260, 100, 130],
  );
  tabelaPdf(
    doc,
    'Vendas por Canal',
    ['Canal', 'Comandas', 'Valor'],
    r.resumo.porCanal.map((c) => [c.label, String(c.quantidade), formatBRL(c.valor)]),
    [260, 100, 130],
  );
  tabelaPdf(
    doc,
    'Vendas por Mesa',
    ['Mesa', 'Comandas', 'Valor'],
    r.mesas.map((m) => [
      m.mesa_numero == null ? '—' : String(m.mesa_numero).padStart(2, '0'),
      String(m.total_vendas),
      formatBRL(m.valor_total),
    ]),
    [260, 100, 130],
  );
  tabelaPdf(
    doc,
    'Vendas por Funcionário',
    ['Funcionário', 'Comandas', 'Valor', 'Ticket Médio'],
    r.funcionarios.map((f) => [
      f.funcionario,
      String(f.total_vendas),
      formatBRL(f.valor_total),
      formatBRL(f.ticket_medio),
    ]),
    [190, 80, 110, 110],
  );
}

/** The preparation times: per station and the slowest products. */
function tabelasDePreparoPdf(doc: Pdf, r: RelatorioCompleto) {
  const preparo = (l: { nome: string; itens: number; media_min: number; p90_min: number }) => [
    l.nome,
    String(l.itens),
    `${minBR(l.media_min)} min`,
    `${minBR(l.p90_min)} min`,
  ];
  tabelaPdf(
    doc,
    'Tempo de Preparo por Estação',
    ['Estação', 'Itens', 'Média', 'P90'],
    r.tempoPreparo.estacoes.map(preparo),
    [190, 80, 110, 110],
  );
  tabelaPdf(
    doc,
    'Produtos Mais Lentos',
    ['Produto', 'Itens', 'Média', 'P90'],
    r.tempoPreparo.produtosMaisLentos.map(preparo),
    [190, 80, 110, 110],
  );
}

/** A real workbook: Resumo, Produtos, Mesas, Funcionários and the two preparation-time sheets, with currency cells. */
export async function relatorioXlsx(r: RelatorioCompleto): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Comanda Viva';
  const moeda = '"R$" #,##0.00';
  const resumo = wb.addWorksheet('Resumo');
  resumo.columns = [
    { header: 'Indicador', width: 26 },
    { header: r.resumo.periodoLabel, width: 18 },
  ];
  resumo.addRows([
    ['Empresa', r.empresa.fantasia],
    ['Total de Vendas', r.resumo.totalValor],
    ['Total de Comandas', r.resumo.totalVendas],
    ['Ticket Médio', r.resumo.ticketMedio],
    ['Produtos Cadastrados', r.resumo.produtosDistintos],
    ['Taxa de Serviço', r.resumo.taxaServico],
    ['Descontos', r.resumo.descontos],
    ['Taxas de Entrega', r.resumo.taxaEntrega],
  ]);
  resumo.getCell('B3').numFmt = moeda;
  resumo.getCell('B5').numFmt = moeda;
  resumo.getCell('B7').numFmt = moeda;
  resumo.getCell('B8').numFmt = moeda;
  resumo.getCell('B9').numFmt = moeda;
  const folha = (nome: string, cabecalho: string[], linhas: unknown[][], colunasMoeda: number[]) => {
    const ws = wb.addWorksheet(nome);
    ws.columns = cabecalho.map((header) => ({ header, width: 22 }));
    ws.getRow(1).font = { bold: true };
    ws.addRows(linhas);
    colunasMoeda.forEach((c) => (ws.getColumn(c).numFmt = moeda));
  };
  folha(
    'Produtos',
    ['Produto', 'Quantidade', 'Valor'],
    r.produtos.map((p) => [p.nome_produto, p.quantidade_total, p.valor_total]),
    [3],
  );
  folha(
    'Canais',
    ['Canal', 'Comandas', 'Valor'],
    r.resumo.porCanal.map((c) => [c.label, c.quantidade, c.valor]),
    [3],
  );
  folha(
    'Mesas',
    ['Mesa', 'Comandas', 'Valor'],
    r.mesas.map((m) => [m.mesa_numero, m.total_vendas, m.valor_total]),
    [3],
  );
  folha(
    'Funcionários',
    ['Funcionário', 'Comandas', 'Valor', 'Ticket Médio'],
    r.funcionarios.map((f) => [f.funcionario, f.total_vendas, f.valor_total, f.ticket_medio]),
    [3, 4],
  );
  const preparo = (l: { nome: string; itens: number; media_min: number; p90_min: number }) => [
    l.nome,
    l.itens,
    l.media_min,
    l.p90_min,
  ];
  folha('Tempo de preparo', ['Estação', 'Itens', 'Média (min)', 'P90 (min)'], r.tempoPreparo.estacoes.map(preparo), []);
  folha(
    'Produtos mais lentos',
    ['Produto', 'Itens', 'Média (min)', 'P90 (min)'],
    r.tempoPreparo.produtosMaisLentos.map(preparo),
    [],
  );
  resumo.getRow(1).font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
