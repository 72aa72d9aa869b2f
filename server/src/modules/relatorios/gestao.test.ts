import { createServer } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { SMTPServer } from 'smtp-server';
import { useTestApp } from '../../../test/helpers';
import { enviarAgendamentosPendentes } from './agendamentos';
import { tenant } from '../../db/tenant';
import { reconstruirResumos } from './resumos.repo';

const t = useTestApp();

// São Paulo is UTC-3 all year: an instant at local wall-clock time `hhmm` of the SP day `diasAtras` ago
function sp(diasAtras: number, hh: number, mm: number): Date {
  const hojeSP = new Date(Date.now() - 3 * 3600_000);
  const d = Date.UTC(hojeSP.getUTCFullYear(), hojeSP.getUTCMonth(), hojeSP.getUTCDate() - diasAtras, hh + 3, mm);
  return new Date(d);
}

async function vendaFechada(opts: {
  fechamento: Date;
  total: number;
  mesa: number;
  funcionario: string;
  itens: [string, number, number][];
  situacao?: 'F' | 'C' | 'A';
}) {
  const v = await t.ctx.db
    .insertInto('vendas')
    .values({
      empresa_id: 1,
      mesa_numero: opts.mesa,
      nome_cliente: 'Fixture',
      situacao: opts.situacao ?? 'F',
      funcionario: opts.funcionario,
      subtotal: opts.total,
      total: opts.total,
      valor_pago: opts.total,
      data_abertura: new Date(opts.fechamento.getTime() - 3600_000),
      data_fechamento: opts.situacao === 'A' ? null : opts.fechamento,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [nome, qtd, total] of opts.itens) {
    await t.ctx.db
      .insertInto('venda_itens')
      .values({
        empresa_id: 1,
        venda_id: v.id,
        produto_nome: nome,
        quantidade: qtd,
        preco_unitario: total / qtd,
        total,
      })
      .execute();
  }
  await reconstruirResumos(tenant(t.ctx.db, 1)); // these tabs bypass the closing service, which keeps the roll-ups
  return v.id;
}

// The closed tabs every report and the sales history below read (none of them writes a closed tab), made before any
// test, since they run in any order; `vazio` is the day's report before them.
let vazio: unknown;
beforeAll(async () => {
  vazio = (await t.injectAs('caixa', { url: '/api/relatorios/vendas?periodo=hoje' })).json();
  await vendaFechada({
    fechamento: sp(0, 0, 30),
    total: 100,
    mesa: 1,
    funcionario: 'Ana',
    itens: [
      ['Chope', 4, 40],
      ['Pizza', 1, 60],
    ],
  });
  await vendaFechada({
    fechamento: sp(0, 23, 30),
    total: 50.5,
    mesa: 2,
    funcionario: 'Bruno',
    itens: [
      ['Chope', 2, 20],
      ['Pudim', 1, 30.5],
    ],
  });
  await vendaFechada({
    fechamento: sp(1, 23, 59),
    total: 70,
    mesa: 1,
    funcionario: 'Ana',
    itens: [['Pizza', 1, 70]],
  });
  await vendaFechada({
    fechamento: sp(0, 12, 0),
    total: 999,
    mesa: 3,
    funcionario: 'Ana',
    itens: [['Cancelado', 1, 999]],
    situacao: 'C',
  });
});

describe('reports by period in the company time zone', () => {
  it('counts a tab closed at 23:30 São Paulo (02:30 UTC next day) on its São Paulo day', async () => {
    expect(vazio).toMatchObject({ totalValor: 0, totalVendas: 0, ticketMedio: 0, produtosDistintos: 0 });
    const hoje = (await t.injectAs('caixa', { url: '/api/relatorios/vendas?periodo=hoje' })).json();
    expect(hoje).toMatchObject({
      totalValor: 150.5,
      totalVendas: 2,
      ticketMedio: 75.25,
      produtosDistintos: 3,
      periodo: 'hoje',
    });
    expect(hoje.porHora.find((h: any) => h.hora === 23)).toEqual({ hora: 23, quantidade: 1, valor: 50.5 });
    expect(hoje.porHora.find((h: any) => h.hora === 0)).toEqual({ hora: 0, quantidade: 1, valor: 100 });
    const ontem = (await t.injectAs('caixa', { url: '/api/relatorios/vendas?periodo=ontem' })).json();
    expect(ontem).toMatchObject({ totalValor: 70, totalVendas: 1 });

    const produtos = (await t.injectAs('gerente', { url: '/api/relatorios/produtos?periodo=hoje' })).json();
    expect(produtos.produtosMaisVendidos).toEqual([
      { nome_produto: 'Chope', quantidade_total: 6, valor_total: 60 },
      { nome_produto: 'Pizza', quantidade_total: 1, valor_total: 60 },
      { nome_produto: 'Pudim', quantidade_total: 1, valor_total: 30.5 },
    ]);
    expect((await t.injectAs('admin', { url: '/api/relatorios/mesas?periodo=hoje' })).json()).toEqual([
      { mesa_numero: 1, total_vendas: 1, valor_total: 100 },
      { mesa_numero: 2, total_vendas: 1, valor_total: 50.5 },
    ]);
    expect((await t.injectAs('admin', { url: '/api/relatorios/funcionarios?periodo=hoje' })).json()).toEqual([
      { funcionario: 'Ana', total_vendas: 1, valor_total: 100, ticket_medio: 100 },
      { funcionario: 'Bruno', total_vendas: 1, valor_total: 50.5, ticket_medio: 50.5 },
    ]);
  });

  it('reports are for ADMIN, GERENTE and CAIXA only; bad periods are 400', async () => {
    expect((await t.injectAs('garcom', { url: '/api/relatorios/vendas?periodo=hoje' })).statusCode).toBe(403);
    expect((await t.injectAs('admin', { url: '/api/relatorios/vendas?periodo=seculo' })).statusCode).toBe(400);
  });

  it('exports a real PDF and a real XLSX with the totals', async () => {
    const pdf = await t.injectAs('caixa', { url: '/api/relatorios/exportar?periodo=hoje&formato=pdf' });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const texto = [...pdf.rawPayload.toString('latin1').matchAll(/<([0-9a-f]+)>/g)]
      .map((m) => Buffer.from(m[1]!, 'hex').toString('latin1'))
      .join('');
    expect(texto).toContain('R$ 150,50');
    expect(texto).toContain('Restaurante Demo');
    expect(texto).toContain('Chope');

    const xlsx = await t.injectAs('caixa', { url: '/api/relatorios/exportar?periodo=hoje&formato=xlsx' });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as any);
    expect(wb.worksheets.map((w) => w.name)).toEqual([
      'Resumo',
      'Produtos',
      'Canais',
      'Mesas',
      'Funcionários',
      'Tempo de preparo',
      'Produtos mais lentos',
    ]);
    expect(wb.getWorksheet('Resumo')!.getCell('B3').value).toBe(150.5);
    expect(wb.getWorksheet('Produtos')!.rowCount).toBe(4);
  });
});

describe('sales history', () => {
  it('filters, stats and exports agree with the list; ADMIN/GERENTE only', async () => {
    expect((await t.injectAs('garcom', { url: '/api/vendas' })).statusCode).toBe(403);
    expect((await t.injectAs('caixa', { url: '/api/vendas/stats' })).statusCode).toBe(403);
    const todas = (await t.injectAs('gerente', { url: '/api/vendas?periodo=todas' })).json();
    const stats = (await t.injectAs('gerente', { url: '/api/vendas/stats?periodo=todas' })).json();
    expect(stats.total_vendas).toBe(todas.length);
    expect(stats.comandas_fechadas).toBe(todas.filter((v: any) => v.situacao === 'F').length);
    expect(stats.total_valor).toBe(
      todas.filter((v: any) => v.situacao === 'F').reduce((s: number, v: any) => s + v.total, 0),
    );
    const fechadas = (await t.injectAs('gerente', { url: '/api/vendas?situacao=F' })).json();
    expect(fechadas.every((v: any) => v.situacao === 'F')).toBe(true);
    expect(
      (await t.injectAs('gerente', { url: '/api/vendas?busca=bruno' })).json().map((v: any) => v.funcionario),
    ).toEqual(['Bruno']);
    expect(
      (await t.injectAs('gerente', { url: '/api/vendas?busca=2' })).json().some((v: any) => v.mesa_numero === 2),
    ).toBe(true);
    expect((await t.injectAs('gerente', { url: '/api/vendas?limit=2' })).json()).toHaveLength(2);

    const csv = await t.injectAs('admin', { url: '/api/vendas/exportar?formato=csv&situacao=F' });
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="vendas-\d{4}-\d\d-\d\d\.csv"/);
    const linhas = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(linhas[0]).toBe(
      'Comanda;Identificação;Cliente;Atendente;Situação;Abertura;Fechamento;Taxa de Serviço (R$);Desconto (R$);Total (R$)',
    );
    expect(linhas).toHaveLength(fechadas.length + 1);
    expect(linhas.some((l) => l.endsWith(';50,50') && /\d\d\/\d\d\/\d{4}/.test(l))).toBe(true);

    const xlsx = await t.injectAs('admin', { url: '/api/vendas/exportar?formato=xlsx&situacao=F' });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as any);
    const ws = wb.getWorksheet('Vendas')!;
    expect(ws.rowCount).toBe(fechadas.length + 2);
    expect((ws.getRow(ws.rowCount).getCell(10).value as any).result).toBe(stats.total_valor);
  });
});

describe('settings', () => {
  it('company: GERENTE reads, ADMIN edits with the spec rules', async () => {
    expect((await t.injectAs('gerente', { url: '/api/empresa' })).json()).toMatchObject({
      fantasia: 'Restaurante Demo',
      fuso_horario: 'America/Sao_Paulo',
    });
    expect((await t.injectAs('garcom', { url: '/api/empresa' })).statusCode).toBe(403);
    expect(
      (await t.injectAs('gerente', { method: 'PATCH', url: '/api/empresa', payload: { telefone: '1' } })).statusCode,
    ).toBe(403);
    expect((await t.injectAs('admin', { method: 'PATCH', url: '/api/empresa', payload: {} })).json().message).toBe(
      'Preencha pelo menos um campo para atualizar',
    );
    expect(
      (await t.injectAs('admin', { method: 'PATCH', url: '/api/empresa', payload: { telefone: '', email: '' } })).json()
        .message,
    ).toBe('Preencha pelo menos um campo para atualizar');
    expect(
      (await t.injectAs('admin', { method: 'PATCH', url: '/api/empresa', payload: { email: 'nao-e-email' } })).json()
        .message,
    ).toBe('E-mail inválido');
    expect(
      (await t.injectAs('admin', { method: 'PATCH', url: '/api/empresa', payload: { fantasia: '   ' } })).json()
        .message,
    ).toBe('Nome fantasia é obrigatório');
    expect(
      (await t.injectAs('admin', { method: 'PATCH', url: '/api/empresa', payload: { fuso_horario: 'Marte/Olympus' } }))
        .statusCode,
    ).toBe(400);
    const ok = await t.injectAs('admin', {
      method: 'PATCH',
      url: '/api/empresa',
      payload: { telefone: '(11) 4000-1234', email: '' },
    });
    expect(ok.json()).toMatchObject({
      telefone: '(11) 4000-1234',
      email: 'contato@demo.com.br',
      fantasia: 'Restaurante Demo',
    });
  });

  it('users: ADMIN manages; blank password keeps; deactivation revokes at once; last admin protected', async () => {
    expect((await t.injectAs('gerente', { url: '/api/usuarios' })).statusCode).toBe(403);
    const faltando = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/usuarios',
      payload: { nome: 'Zé', email: '', senha: '123456', perfil: 'GARCOM', ativo: 'S' },
    });
    expect(faltando.json().message).toBe('E-mail é obrigatório');
    const novo = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/usuarios',
      payload: { nome: 'Zé Garçom', email: 'ze@demo.com.br', senha: 'ze1234', perfil: 'GARCOM', ativo: 'S' },
    });
    expect(novo.statusCode).toBe(201);
    expect(
      (
        await t.injectAs('admin', {
          method: 'POST',
          url: '/api/usuarios',
          payload: { nome: 'Outro', email: 'ZE@demo.com.br', senha: 'ze1234', perfil: 'CAIXA', ativo: 'S' },
        })
      ).statusCode,
    ).toBe(409);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usuario: 'ze@demo.com.br', senha: 'ze1234' },
    });
    const ze = { authorization: `Bearer ${login.json().token}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/mesas', headers: ze })).statusCode).toBe(200);
    // renaming with a blank password keeps the password and the session
    await t.injectAs('admin', {
      method: 'PATCH',
      url: `/api/usuarios/${novo.json().id}`,
      payload: { nome: 'José', email: 'ze@demo.com.br', perfil: 'GARCOM', ativo: 'S', senha: '' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/mesas', headers: ze })).statusCode).toBe(200);
    // the cached session takes the new name at once: a tab opened now is José's
    const livre = (await t.app.inject({ method: 'GET', url: '/api/mesas', headers: ze }))
      .json()
      .find((m: { situacao: string }) => m.situacao === 'L');
    const aberta = await t.app.inject({
      method: 'POST',
      url: '/api/vendas',
      headers: ze,
      payload: { mesa_id: livre.id },
    });
    expect(aberta.json().funcionario).toBe('José');
    const cancelar = { situacao: 'C' };
    await t.injectAs('admin', { method: 'PATCH', url: `/api/vendas/${aberta.json().id}`, payload: cancelar });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { usuario: 'ze@demo.com.br', senha: 'ze1234' },
        })
      ).statusCode,
    ).toBe(200);
    await t.injectAs('admin', {
      method: 'PATCH',
      url: `/api/usuarios/${novo.json().id}`,
      payload: { nome: 'José', email: 'ze@demo.com.br', perfil: 'GARCOM', ativo: 'N' },
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/mesas', headers: ze })).statusCode).toBe(401);

    const admin = (await t.injectAs('admin', { url: '/api/usuarios' }))
      .json()
      .find((u: any) => u.email === 'admin@demo.com.br');
    const rebaixar = await t.injectAs('admin', {
      method: 'PATCH',
      url: `/api/usuarios/${admin.id}`,
      payload: { nome: admin.nome, email: admin.email, perfil: 'GERENTE', ativo: 'S' },
    });
    expect(rebaixar.statusCode).toBe(409);
    expect(rebaixar.json().message).toBe('A empresa precisa de pelo menos um administrador ativo');
    expect((await t.injectAs('admin', { method: 'DELETE', url: `/api/usuarios/${admin.id}` })).statusCode).toBe(409);
    expect((await t.injectAs('admin', { method: 'DELETE', url: `/api/usuarios/${novo.json().id}` })).statusCode).toBe(
      204,
    );
    expect((await t.injectAs('admin', { method: 'DELETE', url: '/api/usuarios/999999' })).statusCode).toBe(404);
  });
});

describe('scheduled report e-mail', () => {
  it('refuses without SMTP, then delivers the PDF to the configured SMTP server', async () => {
    expect((await t.injectAs('caixa', { url: '/api/relatorios/agendamentos/status' })).json()).toEqual({
      smtp_configurado: false,
    });
    const sem = await t.injectAs('admin', {
      method: 'POST',
      url: '/api/relatorios/agendamentos',
      payload: { frequencia: 'diaria', destinatarios: ['dono@demo.com.br'] },
    });
    expect(sem.statusCode).toBe(409);
    expect(sem.json().message).toBe('Envio por e-mail não configurado (defina SMTP_URL)');

    const recebidos: { to: string[]; raw: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, cb) {
        let raw = '';
        stream.on('data', (c) => (raw += c));
        stream.on('end', () => {
          recebidos.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          cb();
        });
      },
    });
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const p = (probe.address() as { port: number }).port;
        probe.close(() => smtp.listen(p, '127.0.0.1', () => resolve(p)));
      });
    });
    t.ctx.config.smtpUrl = `smtp://127.0.0.1:${port}`;
    try {
      expect(
        (
          await t.injectAs('gerente', {
            method: 'POST',
            url: '/api/relatorios/agendamentos',
            payload: { frequencia: 'diaria', destinatarios: ['x@y.com'] },
          })
        ).statusCode,
      ).toBe(403);
      const criado = await t.injectAs('admin', {
        method: 'POST',
        url: '/api/relatorios/agendamentos',
        payload: { frequencia: 'semanal', periodo: 'hoje', destinatarios: ['dono@demo.com.br', 'socio@demo.com.br'] },
      });
      expect(criado.statusCode).toBe(201);
      expect(await enviarAgendamentosPendentes(t.ctx)).toBe(0); // not due yet
      const depois = new Date(Date.now() + 8 * 24 * 3600_000);
      expect(await enviarAgendamentosPendentes(t.ctx, depois)).toBe(1);
      expect(recebidos).toHaveLength(1);
      expect(recebidos[0]!.to).toEqual(['dono@demo.com.br', 'socio@demo.com.br']);
      expect(recebidos[0]!.raw).toMatch(/Subject: =\?UTF-8\?|Subject: Relat/);
      expect(recebidos[0]!.raw).toContain('Content-Type: application/pdf');
      expect(recebidos[0]!.raw).toContain('relatorio-hoje.pdf');
      const lista = (await t.injectAs('admin', { url: '/api/relatorios/agendamentos' })).json();
      expect(lista[0]).toMatchObject({ frequencia: 'semanal', ultimo_erro: null });
      expect(new Date(lista[0].proximo_envio).getTime()).toBeGreaterThan(depois.getTime());
      expect(await enviarAgendamentosPendentes(t.ctx, depois)).toBe(0); // already sent for this run
      expect(
        (await t.injectAs('admin', { method: 'DELETE', url: `/api/relatorios/agendamentos/${lista[0].id}` }))
          .statusCode,
      ).toBe(204);
    } finally {
      t.ctx.config.smtpUrl = undefined;
      await new Promise<void>((r) => smtp.close(() => r()));
    }
  });
});
