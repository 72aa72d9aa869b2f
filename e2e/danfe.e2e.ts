import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { FocusNfeFalso } from '../server/test/focusnfe-falso';
import { CELULAR, SCREENSHOTS, apiOk, useE2E } from './harness';

// The DANFE NFC-e on screen (issue 38): a printer that prints it, set up in Settings › Impressoras; on the closed
// tab's note, 'DANFE (PDF)' and 'Imprimir DANFE'. The app runs with FOCUSNFE_URL at a local fake started before it.
const focus = new FocusNfeFalso();
beforeAll(async () => {
  await focus.ligar();
});
afterAll(() => focus.desligar());

const e = useE2E({ env: () => ({ FOCUSNFE_URL: focus.url }) });

/** 'Nova impressora' that prints only the DANFE NFC-e, through the dialog. */
async function impressoraDanfe(admin: Page, largura: number) {
  await admin.goto('/configuracoes?aba=impressoras');
  await admin.getByRole('button', { name: 'Nova impressora' }).click();
  const dialogo = admin.getByRole('dialog', { name: 'Nova impressora' });
  await dialogo.getByLabel('Nome').fill('Caixa NFC-e');
  await dialogo.getByLabel('Endereço (IP)').fill('127.0.0.1');
  await dialogo.getByRole('checkbox', { name: 'Pedidos de produção' }).uncheck();
  await dialogo.getByRole('checkbox', { name: 'Cancelamentos' }).uncheck();
  await dialogo.getByRole('checkbox', { name: 'DANFE NFC-e' }).check();
  await dialogo.getByRole('checkbox', { name: 'DANFE NFC-e' }).scrollIntoViewIfNeeded();
  await admin.screenshot({ path: `${SCREENSHOTS}/danfe-impressora-${largura}.png` });
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await admin.getByText('Impressora cadastrada!').waitFor();
  await admin.getByTestId('impressora').getByText('DANFE NFC-e').waitFor();
}

/** 'DANFE (PDF)' opens a new tab with the PDF (a blob: URL of the file the API answered). */
async function abrePdf(context: BrowserContext, nota: Locator) {
  const [aba] = await Promise.all([
    context.waitForEvent('page'),
    nota.getByRole('button', { name: 'DANFE (PDF)' }).click(),
  ]);
  await aba.waitForURL(/^blob:/);
  await aba.close();
}

describe('DANFE NFC-e', () => {
  it("a printer prints it; the closed tab's note opens it as a PDF and prints it again", async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    const { page: admin } = await e.newPage(CELULAR);
    await e.login(admin, 'admin@demo.com.br');
    await apiOk(admin, 'PUT', '/api/fiscal/config', {
      ativo: true,
      provedor: 'focusnfe',
      ambiente: 'homologacao',
      token: focus.token,
      cnpj: '11.222.333/0001-81',
      inscricao_estadual: '123456789',
      regime_tributario: 1,
      emissao: 'automatica',
      padrao: { ncm: '21069090', cfop: '5102', icms_situacao_tributaria: '102', icms_origem: 0, unidade: 'UN' },
    });
    await impressoraDanfe(admin, 390);

    // a tab on table 8, paid by PIX
    const mesas = await apiOk(admin, 'GET', '/api/mesas');
    const mesaId = mesas.find((m: { numero: number }) => m.numero === 8).id as number;
    const venda = await apiOk(admin, 'POST', '/api/vendas', { mesa_id: mesaId });
    const produtos = await apiOk(admin, 'GET', '/api/produtos');
    const agua = produtos.find((p: { nome: string }) => p.nome === 'Água Mineral').id as number;
    await apiOk(admin, 'POST', `/api/vendas/${venda.id}/itens`, { produto_id: agua, quantidade: 2 });
    const aberta = await apiOk(admin, 'GET', `/api/vendas/${venda.id}`);
    await apiOk(admin, 'POST', `/api/vendas/${venda.id}/pagamentos`, { forma: 'pix', valor: aberta.total });

    // the cashier closes it on the tab's screen: the note, authorized, offers its DANFE
    const { page: caixa, context } = await e.newPage({ width: 1920, height: 1080 });
    await e.login(caixa, 'caixa@demo.com.br');
    await caixa.goto(`/mesa/${mesaId}/comanda`);
    await caixa.getByRole('button', { name: 'Finalizar Conta' }).click();
    const painel = caixa.getByTestId('painel-pagamento');
    await painel.getByRole('button', { name: 'Fechar Conta', exact: true }).click();
    const nota = caixa.getByTestId('nota-fiscal');
    await nota.getByTestId('nota-fiscal-situacao').getByText('Autorizada').waitFor({ timeout: 10_000 });
    const imprimir = nota.getByRole('button', { name: 'Imprimir DANFE' });
    await imprimir.waitFor();
    await caixa.screenshot({ path: `${SCREENSHOTS}/danfe-nota-1920.png` });
    // 'DANFE (PDF)': the PDF opens in a new tab
    await abrePdf(context, nota);
    // 'Imprimir DANFE': one more job for the printer
    await imprimir.click();
    await caixa.getByText('Enviado para a impressora').waitFor();

    // the manager, on the phone, on the sales list's tab: the PDF too
    const { page: gerente, context: doGerente } = await e.newPage(CELULAR);
    await e.login(gerente, 'gerente@demo.com.br');
    await gerente.goto('/vendas');
    await gerente
      .getByTestId('venda-linha')
      .filter({ hasText: `#${venda.id} ` })
      .click();
    const daLista = gerente.getByTestId('nota-fiscal');
    await daLista.getByRole('button', { name: 'Imprimir DANFE' }).waitFor();
    await daLista.scrollIntoViewIfNeeded();
    await gerente.screenshot({ path: `${SCREENSHOTS}/danfe-nota-390.png` });
    expect(await gerente.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(CELULAR.width);
    await abrePdf(doGerente, daLista);

    const jobs = (await apiOk(admin, 'GET', '/api/impressoes?situacao=pendente')) as { tipo: string; resumo: string }[];
    const danfes = jobs.filter((j) => j.tipo === 'nfce');
    // the one the authorization queued, and the cashier's 'Imprimir DANFE'
    expect(danfes).toHaveLength(2);
    expect(danfes[0]!.resumo).toMatch(/^DANFE NFC-e nº \d+ — Mesa 08$/);
  });
});
