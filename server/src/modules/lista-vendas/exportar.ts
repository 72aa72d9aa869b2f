import { formatDataHora, rotuloComanda, visualSituacaoVenda, type VendaDTO } from '@comanda/shared';

const numeroBR = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const CABECALHO = [
  'Comanda',
  // what names the tab (rotuloComanda): 'Mesa 07', 'Cartão 057', 'Balcão #27 — Ana', 'Entrega #31 — Ana'
  'Identificação',
  'Cliente',
  'Atendente',
  'Situação',
  'Abertura',
  'Fechamento',
  'Taxa de Serviço (R$)',
  'Desconto (R$)',
  'Total (R$)',
];

/**
 * One CSV cell. A cell a spreadsheet would read as a formula (= + - @, or a leading tab/CR) gets a leading single
 * quote and is quoted (OWASP CSV injection): a client named '=HYPERLINK(...)' stays text when the owner opens the file.
 */
export function csvCampo(v: string): string {
  const formula = /^[=+\-@\t\r]/.test(v);
  const texto = formula ? `'${v}` : v;
  return formula || /[;"\n\r]/.test(texto) ? `"${texto.replace(/"/g, '""')}"` : texto;
}

/** CSV for Excel in Brazil: ';' separator, UTF-8 BOM, pt-BR numbers and dates. */
export function vendasCsv(vendas: VendaDTO[], fuso: string): Buffer {
  const linhas = [CABECALHO.join(';')];
  for (const v of vendas) {
    linhas.push(
      [
        String(v.id),
        rotuloComanda(v),
        v.nome_cliente,
        v.funcionario,
        visualSituacaoVenda(v.situacao).label,
        formatDataHora(v.data_abertura, fuso),
        formatDataHora(v.data_fechamento, fuso),
        numeroBR.format(v.taxa_servico),
        numeroBR.format(v.desconto),
        numeroBR.format(v.total),
      ]
        .map(csvCampo)
        .join(';'),
    );
  }
  return Buffer.from('\uFEFF' + linhas.join('\r\n') + '\r\n', 'utf8');
}

/** A real .xlsx: typed cells (numbers as R$ currency, dates as dates shown in the company's zone). */
export async function vendasXlsx(vendas: VendaDTO[], fuso: string): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs'); // loaded on first export, not at start-up
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Comanda Viva';
  const ws = wb.addWorksheet('Vendas');
  ws.columns = CABECALHO.map((header, i) => ({ header, width: [10, 24, 24, 22, 12, 18, 18, 16, 14, 14][i] }));
  ws.getRow(1).font = { bold: true };
  // Excel has no zones: write the local wall-clock time of the company as the cell's date
  const local = (iso: string | null) => {
    if (!iso) return null;
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-CA', {
        timeZone: fuso,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      })
        .formatToParts(new Date(iso))
        .map((x) => [x.type, x.value]),
    );
    return new Date(Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!));
  };
  for (const v of vendas) {
    ws.addRow([
      v.id,
      rotuloComanda(v),
      v.nome_cliente,
      v.funcionario,
      visualSituacaoVenda(v.situacao).label,
      local(v.data_abertura),
      local(v.data_fechamento),
      v.taxa_servico,
      v.desconto,
      v.total,
    ]);
  }
  ws.getColumn(6).numFmt = 'dd/mm/yyyy hh:mm';
  ws.getColumn(7).numFmt = 'dd/mm/yyyy hh:mm';
  for (const c of [8, 9, 10]) ws.getColumn(c).numFmt = '"R$" #,##0.00';
  const soma = (col: string, f: (v: VendaDTO) => number) => ({
    formula: `SUM(${col}2:${col}${vendas.length + 1})`,
    result: Math.round(vendas.reduce((s, v) => s + f(v) * 100, 0)) / 100,
  });
  const totalRow = ws.addRow([
    'Total',
    null,
    null,
    null,
    null,
    null,
    null,
    soma('H', (v) => v.taxa_servico),
    soma('I', (v) => v.desconto),
    soma('J', (v) => v.total),
  ]);
  totalRow.font = { bold: true };
  return Buffer.from(await wb.xlsx.writeBuffer());
}
