import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';

// 'Tempo de preparo' (issue 13): pendente -> pronto per station and for the slowest products.
const t = useTestApp();
async function item(vendaId: number, produto: string, minutosDePreparo: number, prontoHaHoras = 0) {
  const db = t.ctx.db;
  const p = await db
    .selectFrom('produtos as p')
    .innerJoin('categorias as c', 'c.id', 'p.categoria_id')
    .select(['p.id', 'p.nome', 'c.estacao_id'])
    .where('p.nome', '=', produto)
    .executeTakeFirstOrThrow();
  const pronto = new Date(Date.now() - prontoHaHoras * 3_600_000 - 60_000);
  const enviado = new Date(pronto.getTime() - minutosDePreparo * 60_000);
  await db
    .insertInto('venda_itens')
    .values({
      empresa_id: 1,
      venda_id: vendaId,
      produto_id: p.id,
      produto_nome: p.nome,
      quantidade: 1,
      preco_unitario: 10,
      total: 10,
      observacoes: null,
      usuario_id: null,
      estacao_id: p.estacao_id,
      status_producao: 'pronto',
      created_at: enviado as any,
      pronto_em: pronto,
    } as any)
    .execute();
}

describe('preparation time report', () => {
  it('averages and p90 per station and for the slowest products, in the period only; in the exports too', async () => {
    const mesa = (
      await t.ctx.db
        .selectFrom('mesas')
        .select('id')
        .where('empresa_id', '=', 1)
        .where('numero', '=', 1)
        .executeTakeFirstOrThrow()
    ).id;
    const venda = (
      await t.ctx.db
        .insertInto('vendas')
        .values({ empresa_id: 1, mesa_id: mesa, mesa_numero: 1, usuario_id: null, token_publico: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await item(venda, 'Calabresa Acebolada', 5);
    await item(venda, 'Calabresa Acebolada', 10);
    await item(venda, 'Isca de Frango', 20);
    await item(venda, 'Caipirinha', 2);
    await item(venda, 'Caipirinha', 4);
    await item(venda, 'Isca de Frango', 90, 72); // three days ago: outside 'hoje'

    const res = await t.injectAs('caixa', { url: '/api/relatorios/tempo-preparo?periodo=hoje' });
    expect(res.statusCode).toBe(200);
    // Cozinha: 5, 10, 20 min -> mean 11.7, p90 (interpolated) 18; Bar: 2, 4 -> mean 3, p90 3.8
    expect(res.json().estacoes).toEqual([
      { nome: 'Bar', itens: 2, media_min: 3, p90_min: 3.8 },
      { nome: 'Cozinha', itens: 3, media_min: 11.7, p90_min: 18 },
    ]);
    expect(res.json().produtosMaisLentos.map((p: any) => [p.nome, p.media_min])).toEqual([
      ['Isca de Frango', 20],
      ['Calabresa Acebolada', 7.5],
      ['Caipirinha', 3],
    ]);
    expect(
      (await t.injectAs('caixa', { url: '/api/relatorios/tempo-preparo?periodo=semana' }))
        .json()
        .estacoes.find((e: any) => e.nome === 'Cozinha').itens,
    ).toBeGreaterThanOrEqual(3);
    expect((await t.injectAs('garcom', { url: '/api/relatorios/tempo-preparo?periodo=hoje' })).statusCode).toBe(403);

    const xlsx = await t.injectAs('admin', { url: '/api/relatorios/exportar?periodo=hoje&formato=xlsx' });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as any);
    expect(wb.getWorksheet('Tempo de preparo')!.getRow(3).values).toEqual([undefined, 'Cozinha', 3, 11.7, 18]);
    const pdf = await t.injectAs('admin', { url: '/api/relatorios/exportar?periodo=hoje&formato=pdf' });
    const texto = [...pdf.rawPayload.toString('latin1').matchAll(/<([0-9a-f]+)>/g)]
      .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))
      .join('');
    expect(texto).toContain('Tempo de Preparo por Esta');
    expect(texto).toContain('11,7 min');
  });
});
