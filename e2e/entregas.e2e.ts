import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CELULAR, SCREENSHOTS, apiOk, useE2E } from './harness';
import { ROOT } from './servidor';

/**
 * Issue 39, own delivery: a cashier's phone takes a phone order with the address and change for R$ 100,00; it shows on
 * the 'Entregas' screen, its kitchen ticket prints (through the real print agent, to a fake network printer) with the
 * address and 'troco para R$ 100,00', and it moves to 'Pronto' when the kitchen is done and to 'Saiu' with the courier.
 */
const e = useE2E();
mkdirSync(SCREENSHOTS, { recursive: true });

/** A network thermal printer as the agent sees it: a TCP server on a free port that keeps every byte it receives. */
async function impressoraFalsa() {
  const recebido: Buffer[] = [];
  const server: Server = createServer((sock) => sock.on('data', (d) => recebido.push(d)));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    porta: (server.address() as { port: number }).port,
    texto: () => Buffer.concat(recebido).toString('latin1'),
    fechar: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let agente: ChildProcess | undefined;
const pc = mkdtempSync(path.join(tmpdir(), 'cv-agente-entregas-'));
afterAll(() => {
  if (agente?.exitCode == null) agente?.kill('SIGKILL');
  rmSync(pc, { recursive: true, force: true });
});

/** A printer for every station (kitchen tickets and pre-bills) and the built agent running, connected. */
async function impressoraComAgente(gerente: Page, porta: number) {
  const estacoes = (await apiOk(gerente, 'GET', '/api/estacoes')) as { id: number }[];
  await apiOk(gerente, 'POST', '/api/impressoras', {
    nome: 'Cozinha',
    host: '127.0.0.1',
    porta,
    largura: 80,
    estacao_ids: estacoes.map((s) => s.id),
    tipos: ['producao', 'conta'],
  });
  const { token } = (await apiOk(gerente, 'POST', '/api/impressoras/agentes', { nome: 'PC Entregas' })) as {
    token: string;
  };
  copyFileSync(path.join(ROOT, 'server/dist/agente.js'), path.join(pc, 'agente.js'));
  agente = spawn(
    process.execPath,
    ['agente.js', '--servidor', e.baseUrl, '--token', token, '--dados', path.join(pc, 'dados')],
    { cwd: pc, env: { PATH: process.env.PATH ?? '', HOME: pc }, stdio: 'ignore' },
  );
  await expect
    .poll(
      async () => ((await apiOk(gerente, 'GET', '/api/impressoras/agentes')) as { conectado: boolean }[])[0]?.conectado,
      {
        timeout: 20_000,
      },
    )
    .toBe(true);
}

/** axe-core's WCAG 2.1 A/AA violations of the page as it is (rule and elements). */
async function violacoes(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return r.violations.map((v) => `${v.id} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** 'Nova entrega' on the phone: phone first, the customer and address, a dessert, the fee, cash with change. */
async function novaEntrega(caixa: Page) {
  await caixa.getByRole('button', { name: 'Nova entrega' }).click();
  const form = caixa.getByTestId('nova-entrega');
  await form.getByLabel('Telefone').fill('(11) 97777-1234');
  await form.getByLabel('Nome do cliente').fill('Ana');
  await form.getByLabel('Rua').fill('Rua das Flores');
  await form.getByLabel('Número').fill('120');
  await form.getByLabel('Complemento').fill('apto 31');
  await form.getByLabel('Bairro').fill('Centro');
  await form.getByLabel('Cidade').fill('Sao Paulo');
  await form.getByLabel('Referência').fill('Portao azul');
  await form.getByRole('button', { name: 'Adicionar itens' }).click();
  await caixa.getByTestId('categoria-Sobremesas').click();
  await caixa.getByTestId('produto-Pudim de Leite').click();
  await caixa.getByRole('button', { name: 'Concluir' }).click();
  await caixa.getByTestId('picker-busca').waitFor({ state: 'detached' });
  await form.getByTestId('item-entrega').getByText('Pudim de Leite').waitFor();
  await form.getByLabel('Taxa de entrega').fill('7');
  await form.getByLabel('Troco para').fill('100');
  await form.getByLabel('Observações').fill('Interfone quebrado');
  await expect.poll(() => form.getByTestId('total-entrega').textContent()).toBe('R$ 19,90');
  await caixa.screenshot({ path: path.join(SCREENSHOTS, 'entregas-nova-390.png'), fullPage: true });
  expect(await violacoes(caixa)).toEqual([]);
  await form.getByRole('button', { name: 'Enviar pedido' }).click();
  await caixa.getByText('Entrega enviada').waitFor();
}

describe('own deliveries (issue 39)', () => {
  it('a phone order with address and change shows on Entregas, prints its ticket, and moves to Saiu', async () => {
    const impressora = await impressoraFalsa();
    const { page: gerente } = await e.newPage({ width: 1920, height: 1080 });
    await e.login(gerente, 'gerente@demo.com.br');
    await impressoraComAgente(gerente, impressora.porta);

    const { page: caixa } = await e.newPage(CELULAR, { hasTouch: true, isMobile: true });
    caixa.setDefaultTimeout(20_000);
    await e.login(caixa, 'caixa@demo.com.br');
    await caixa.goto('/entregas');
    await caixa.getByTestId('tela-entregas').waitFor();
    await novaEntrega(caixa);

    // on the screen, cooking, with what to collect
    const [entrega] = (await apiOk(caixa, 'GET', '/api/entregas')) as { venda_id: number; rotulo: string }[];
    expect(entrega!.rotulo).toMatch(/^Entrega #\d+ — Ana$/);
    const cartao = caixa.getByTestId(`entrega-${entrega!.venda_id}`);
    await caixa.getByTestId('coluna-preparando').getByTestId(`entrega-${entrega!.venda_id}`).waitFor();
    await cartao.getByText('Cobrar na entrega: Dinheiro — troco para R$ 100,00', { exact: false }).waitFor();
    await cartao.getByText('Rua das Flores, 120 — apto 31 — Centro, Sao Paulo').waitFor();
    expect(await violacoes(caixa)).toEqual([]);

    // the kitchen ticket, on paper: the tab's label, the address, the phone, the notes and the change
    await expect.poll(() => impressora.texto(), { timeout: 20_000 }).toContain('troco para R$ 100,00');
    const papel = impressora.texto();
    expect(papel).toContain('Pudim de Leite');
    expect(papel).toContain('Rua das Flores, 120');
    expect(papel).toContain('Tel.: (11) 97777-1234');
    expect(papel).toContain('Obs.: Interfone quebrado');
    expect(papel).toMatch(/Entrega #\d+/);

    // the gerente's desktop screen follows it live; the kitchen finishes it: 'Pronto' by itself
    await gerente.goto('/entregas');
    await gerente.getByTestId('coluna-preparando').getByTestId(`entrega-${entrega!.venda_id}`).waitFor();
    const { itens } = (await apiOk(gerente, 'GET', '/api/cozinha')) as { itens: { id: number; venda_id: number }[] };
    const doPedido = itens.filter((i) => i.venda_id === entrega!.venda_id).map((i) => i.id);
    await apiOk(gerente, 'POST', '/api/cozinha/tickets/bump', { itens: doPedido });
    await caixa.getByTestId('coluna-pronto').getByTestId(`entrega-${entrega!.venda_id}`).waitFor();
    await gerente.getByTestId('coluna-pronto').getByTestId(`entrega-${entrega!.venda_id}`).waitFor();

    // 'Saiu' with the courier's name
    await cartao.getByRole('button', { name: 'Saiu' }).click();
    const dialogo = caixa.getByRole('dialog');
    await dialogo.getByLabel('Nome do entregador').fill('João');
    await dialogo.getByRole('button', { name: 'Confirmar saída' }).click();
    await caixa
      .getByTestId('coluna-saiu')
      .getByTestId(`entrega-${entrega!.venda_id}`)
      .getByText('Entregador: João')
      .waitFor();
    await gerente.getByTestId('coluna-saiu').getByTestId(`entrega-${entrega!.venda_id}`).waitFor();
    await caixa.screenshot({ path: path.join(SCREENSHOTS, 'entregas-390.png'), fullPage: true });
    await gerente.screenshot({ path: path.join(SCREENSHOTS, 'entregas-1920.png'), fullPage: true });

    // the pre-bill on screen: the delivery's lines and the fee as its own line
    await caixa.goto(`/mesa/0/conta/${entrega!.venda_id}`);
    const preConta = caixa.getByTestId('pre-conta');
    await preConta.getByTestId('pre-conta-entrega').getByText('Levar troco para R$ 100,00').waitFor();
    await preConta.getByText('Taxa de entrega').waitFor();

    // delivered: it waits for its money; 'Receber' takes the cash the courier brought back and closes the bill
    await caixa.goto('/entregas');
    await cartao.getByRole('button', { name: 'Entregue' }).click();
    await caixa.getByTestId('coluna-entregue').getByTestId(`entrega-${entrega!.venda_id}`).waitFor();
    await cartao.getByRole('button', { name: 'Receber' }).click();
    await caixa.getByRole('button', { name: 'Registrar dinheiro R$ 19,90' }).click();
    await caixa.getByText('Entrega paga').waitFor();
    await cartao.waitFor({ state: 'detached' });
    await gerente.goto('/relatorios');
    await gerente.locator('input[aria-label="Tipo de relatório"]').click();
    await gerente.getByRole('option', { name: 'Canais' }).click();
    const canal = gerente.getByTestId('relatorio-canal');
    await canal.getByText(/^Entrega #\d+ — Ana$/).waitFor();
    await canal.getByText('taxas de entrega R$ 7,00', { exact: false }).waitFor();
    await gerente.screenshot({ path: path.join(SCREENSHOTS, 'entregas-relatorio-canais-1920.png'), fullPage: true });
    await impressora.fechar();
  }, 180_000);
});
